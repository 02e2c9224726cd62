/**
 * @module realtime-fanout — `pnpm bench`: one server process, the load generator in other processes on
 * the same machine. 10,000 subscribed websocket connections; one event fanned out to all of them, again
 * and again (deliveries per second of one fan-out, trigger-to-delivery p50/p99); a chat-style send to
 * one other party while the 10,000 idle; resident memory per idle connection. The same run measures
 * soketi 1.6.1 under the same load, for the ratio.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { triggerOverHttp } from '../../packages/server/src/realtime/testing/http-trigger.ts'
import { percentile } from './percentile.ts'
import { closeGenerators, type Generator, type LoadedPeer, loadPeer, pause } from './realtime-held-connections.ts'
import { type PeerServer, startOurServer, startSoketi } from './realtime-peers.ts'

export interface FanoutOptions {
  connections: number
  /** Load generator processes sharing the connections. */
  generators: number
  warmupRounds: number
  rounds: number
  chatSends: number
}

export const DEFAULT_FANOUT: FanoutOptions = {
  connections: 10_000,
  generators: 1,
  warmupRounds: 3,
  rounds: 20,
  chatSends: 200,
}

export interface FanoutFigures {
  server: string
  connected: number
  failedHandshakes: number
  connectSeconds: number
  /** Median over rounds of deliveries / time from trigger to the last delivery. */
  deliveriesPerSecond: number
  p50Ms: number
  p99Ms: number
  /** The median and the lowest of the rounds' own p99. */
  medianRoundP99Ms: number
  bestRoundP99Ms: number
  lostDeliveries: number
  chatP50Ms: number
  chatP99Ms: number
  clientEventP50Ms: number
  bytesPerConnection: number
}

/** One event to every subscriber of the peer; measured unless it is a warm-up round. */
async function fanOut(peer: LoadedPeer, round: number, measured: boolean): Promise<void> {
  const readies = peer.generators.map((g) => g.next('round-ready'))
  const dones = peer.generators.map((g) => g.next('round-done'))
  for (const [i, generator] of peer.generators.entries())
    generator.send({ type: 'round', round, expected: peer.perGenerator[i] as number, timeoutMs: 10_000 })
  await Promise.all(readies)
  const { url, app } = peer.server.target
  const response = await triggerOverHttp(url, app, ['bench'], 'fanout', {
    t: String(process.hrtime.bigint()),
    r: round,
  })
  if (!response.ok) throw new Error(`${peer.server.name} refused the trigger: ${response.status}`)
  const results = await Promise.all(dones)
  if (!measured) return
  const all = results.flatMap((r) => r.latenciesMs)
  peer.lost += peer.connected - all.length
  peer.latencies.push(...all)
  peer.rates.push(all.length / (Math.max(...all) / 1000))
  peer.roundP99s.push(percentile(all, 99))
}

async function figuresOf(peer: LoadedPeer, chatSends: number): Promise<FanoutFigures> {
  peer.generators[0]?.send({ type: 'chat', sends: chatSends })
  const chat = await (peer.generators[0] as Generator).next('chat-done')
  return {
    server: peer.server.name,
    connected: peer.connected,
    failedHandshakes: peer.failed,
    connectSeconds: peer.connectSeconds,
    deliveriesPerSecond: percentile(peer.rates, 50),
    p50Ms: percentile(peer.latencies, 50),
    p99Ms: percentile(peer.latencies, 99),
    medianRoundP99Ms: percentile(peer.roundP99s, 50),
    bestRoundP99Ms: Math.min(...peer.roundP99s),
    lostDeliveries: peer.lost,
    chatP50Ms: percentile(chat.httpMs, 50),
    chatP99Ms: percentile(chat.httpMs, 99),
    clientEventP50Ms: percentile(chat.clientEventMs, 50),
    bytesPerConnection: peer.bytesPerConnection,
  }
}

/**
 * Both servers hold their 10,000 connections at the same time and take turns: a round of ours, a
 * round of soketi's, and so on. Whatever else runs on the machine then weighs on both alike.
 */
export async function measureRealtimeFanout(
  options: FanoutOptions = DEFAULT_FANOUT,
): Promise<{ ours: FanoutFigures; soketi: FanoutFigures }> {
  const servers: PeerServer[] = []
  const peers: LoadedPeer[] = []
  try {
    for (const start of [startOurServer, startSoketi]) {
      const server = await start()
      servers.push(server)
      peers.push(await loadPeer(server, options.connections, options.generators, 'bench'))
    }
    const [ours, soketi] = peers as [LoadedPeer, LoadedPeer]
    for (let round = 0; round < options.warmupRounds + options.rounds; round++) {
      for (const peer of round % 2 === 0 ? [ours, soketi] : [soketi, ours]) {
        await fanOut(peer, round, round >= options.warmupRounds)
        await pause(250)
      }
    }
    return { ours: await figuresOf(ours, options.chatSends), soketi: await figuresOf(soketi, options.chatSends) }
  } finally {
    for (const peer of peers) await closeGenerators(peer)
    for (const server of servers) await server.stop()
  }
}

/** The printed lines of one server, one per figure. */
export function fanoutLines(figures: FanoutFigures, connections: number): string[] {
  const label = `realtime ${figures.server} ${connections} subscribers`
  return [
    `${label} handshakes: ${figures.connected} held, ${figures.failedHandshakes} failed (target 0 failed) in ${figures.connectSeconds.toFixed(1)} s`,
    `${label} fan-out: ${Math.round(figures.deliveriesPerSecond)} deliveries/s`,
    `${label} trigger-to-delivery p50: ${figures.p50Ms.toFixed(1)} ms`,
    `${label} trigger-to-delivery p99: ${figures.p99Ms.toFixed(1)} ms (target ≤ 100 ms)`,
    `${label} trigger-to-delivery p99 of the median round: ${figures.medianRoundP99Ms.toFixed(1)} ms, of the best round: ${figures.bestRoundP99Ms.toFixed(1)} ms`,
    `${label} lost deliveries: ${figures.lostDeliveries}`,
    `${label} chat-style send (HTTP trigger) to the other party p50: ${figures.chatP50Ms.toFixed(1)} ms (target ≤ 20 ms), p99: ${figures.chatP99Ms.toFixed(1)} ms`,
    `${label} client event to the other party p50: ${figures.clientEventP50Ms.toFixed(1)} ms`,
    `${label} memory per idle connection: ${(figures.bytesPerConnection / 1024).toFixed(1)} KiB RSS`,
  ]
}

/** Every printed line of the realtime benchmark: both servers' figures and the ratios. */
export async function realtimeFanoutLines(options: FanoutOptions = DEFAULT_FANOUT): Promise<string[]> {
  const { ours, soketi } = await measureRealtimeFanout(options)
  return [
    ...fanoutLines(ours, options.connections),
    ...fanoutLines(soketi, options.connections),
    `realtime oabat/soketi deliveries/s ratio: ${(ours.deliveriesPerSecond / soketi.deliveriesPerSecond).toFixed(2)} (target ≥ 1)`,
    `realtime oabat/soketi p99 ratio: ${(ours.p99Ms / soketi.p99Ms).toFixed(2)} (below 1: ours is faster)`,
  ]
}

// `node --import tsx tests/bench/realtime-fanout.ts [connections] [generators]` runs only this benchmark.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const connections = Number(process.argv[2] ?? DEFAULT_FANOUT.connections)
  const generators = Number(process.argv[3] ?? DEFAULT_FANOUT.generators)
  for (const line of await realtimeFanoutLines({ ...DEFAULT_FANOUT, connections, generators })) console.log(line)
}
