/**
 * @module realtime-held-connections — the orchestrator's side of the load generators: starts them in
 * their own processes, has them open and subscribe thousands of connections to one server, and talks
 * to them over IPC. Shared by the fan-out benchmark and the livestream chat-rate benchmark.
 */
import type { ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { GeneratorCommand, GeneratorReport } from './realtime-load-generator.ts'
import { type PeerServer, residentBytes, spawnWithFileLimit } from './realtime-peers.ts'

const GENERATOR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'realtime-load-generator.ts')

export interface Generator {
  child: ChildProcess
  send(command: GeneratorCommand): void
  next<T extends GeneratorReport['type']>(type: T): Promise<Extract<GeneratorReport, { type: T }>>
}

function startGenerator(): Generator {
  const child = spawnWithFileLimit(process.execPath, ['--import', 'tsx', GENERATOR], process.env, true)
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk))
  const waiting = new Map<string, Array<(report: GeneratorReport) => void>>()
  child.on('message', (report: GeneratorReport) => waiting.get(report.type)?.shift()?.(report))
  return {
    child,
    send: (command) => child.send(command),
    next(type) {
      return new Promise((resolve) => {
        const list = waiting.get(type) ?? []
        list.push(resolve as (report: GeneratorReport) => void)
        waiting.set(type, list)
      })
    },
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A server with its generators holding the connections, and what the rounds have measured. */
export interface LoadedPeer {
  server: PeerServer
  generators: Generator[]
  perGenerator: number[]
  connected: number
  failed: number
  connectSeconds: number
  bytesPerConnection: number
  rates: number[]
  latencies: number[]
  /** p99 of each measured round, to tell a slow server from a machine that was busy for a moment. */
  roundP99s: number[]
  lost: number
}

/** Opens `connections` subscriptions to `channel`, shared by `generatorCount` generator processes. */
export async function loadPeer(
  server: PeerServer,
  connections: number,
  generatorCount: number,
  channel: string,
): Promise<LoadedPeer> {
  const generators = Array.from({ length: generatorCount }, startGenerator)
  await pause(1000)
  const rssBefore = residentBytes(server.pid)
  const share = Math.ceil(connections / generatorCount)
  for (const [index, generator] of generators.entries()) {
    const count = Math.min(share, connections - index * share)
    generator.send({ type: 'connect', target: server.target, count, channel, concurrency: 100 })
  }
  const reports = await Promise.all(generators.map((g) => g.next('connected')))
  const connected = reports.reduce((sum, c) => sum + c.ok, 0)
  await pause(2000)
  return {
    server,
    generators,
    perGenerator: reports.map((c) => c.ok),
    connected,
    failed: reports.reduce((sum, c) => sum + c.failed, 0),
    connectSeconds: Math.max(...reports.map((c) => c.seconds)),
    bytesPerConnection: (residentBytes(server.pid) - rssBefore) / Math.max(1, connected),
    rates: [],
    latencies: [],
    roundP99s: [],
    lost: 0,
  }
}

export async function closeGenerators(peer: LoadedPeer): Promise<void> {
  await Promise.all(
    peer.generators.map(async (generator) => {
      if (!generator.child.connected) return
      const closed = generator.next('closed')
      generator.send({ type: 'close' })
      await Promise.race([closed, pause(5000)])
      generator.child.kill()
    }),
  )
}
