/**
 * @module realtime-peers — the Pusher servers the realtime benchmark compares, each started as one
 * process with a raised open-file limit: ours (the built product, dist/main.js) and soketi 1.6.1 (kept
 * out of the workspace in tests/bench/peers/soketi, installed there with `npm ci` on first use).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { REPO_ROOT, SERVER_MAIN } from '../support/repo-paths.ts'
import type { GeneratorTarget } from './realtime-load-generator.ts'

export const BENCH_APP = { id: 'bench', key: 'bench-key', secret: 'bench-secret-0123456789abcdef' }

/** Children get as many open files as the hard limit allows: 10,000 sockets need more than 1024. */
export function spawnWithFileLimit(command: string, args: string[], env: NodeJS.ProcessEnv, ipc = false): ChildProcess {
  const script = 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$@"'
  return spawn('bash', ['-c', script, 'bash', command, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? (['ipc'] as const) : [])],
  })
}

export interface PeerServer {
  name: string
  target: GeneratorTarget
  pid: number
  stop(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

function waitForOutput(child: ChildProcess, pattern: RegExp, what: string): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`${what} did not start within 60 s:\n${output}`)), 60_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = pattern.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(match)
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${what} exited with ${code}:\n${output}`))
    })
  })
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }
}

/** Our server as deployed: the built product, one process, SQLite in a fresh folder, no demo data. */
export async function startOurServer(): Promise<PeerServer> {
  if (!fs.existsSync(SERVER_MAIN)) throw new Error('Build first: pnpm build')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-bench-realtime-'))
  // One process on its own: no Redis even if the shell has REDIS_URL.
  const { REDIS_URL: _redis, ...env } = process.env
  const child = spawnWithFileLimit(process.execPath, [SERVER_MAIN], {
    ...env,
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SEED: 'none',
    PUSHER_APP_ID: BENCH_APP.id,
    PUSHER_KEY: BENCH_APP.key,
    PUSHER_SECRET: BENCH_APP.secret,
  })
  const match = await waitForOutput(child, /läuft auf http:\/\/localhost:(\d+)/, 'oabat')
  const stop = stopper(child)
  return {
    name: 'oabat',
    target: { url: `http://127.0.0.1:${match[1]}`, app: BENCH_APP },
    pid: child.pid as number,
    async stop() {
      await stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

const SOKETI_DIR = path.join(REPO_ROOT, 'tests', 'bench', 'peers', 'soketi')

/** soketi 1.6.1 with the same app; installed from its lock file the first time. */
export async function startSoketi(): Promise<PeerServer> {
  const bin = path.join(SOKETI_DIR, 'node_modules', '@soketi', 'soketi', 'bin', 'server.js')
  if (!fs.existsSync(bin)) {
    console.log('# installing soketi 1.6.1 for the comparison (npm ci in tests/bench/peers/soketi)')
    const npm = (args: string[]) =>
      spawnSync('npm', [...args, '--no-audit', '--no-fund'], { cwd: SOKETI_DIR, stdio: 'inherit' })
    // A registry without the other platforms' optional msgpackr-extract builds cannot satisfy `npm ci`'s
    // whole-lock check; `npm install` then installs the same locked versions.
    if (npm(['ci']).status !== 0 && npm(['install']).status !== 0) throw new Error('installing soketi failed')
  }
  const port = await freePort()
  const child = spawnWithFileLimit(process.execPath, [bin, 'start'], {
    ...process.env,
    SOKETI_HOST: '127.0.0.1',
    SOKETI_PORT: String(port),
    SOKETI_DEFAULT_APP_ID: BENCH_APP.id,
    SOKETI_DEFAULT_APP_KEY: BENCH_APP.key,
    SOKETI_DEFAULT_APP_SECRET: BENCH_APP.secret,
    SOKETI_DEFAULT_APP_ENABLE_CLIENT_MESSAGES: 'true',
    SOKETI_METRICS_ENABLED: 'false',
    SOKETI_DEBUG: '0',
  })
  await waitForOutput(child, /Server is up and running|running on/i, 'soketi')
  return {
    name: 'soketi',
    target: { url: `http://127.0.0.1:${port}`, app: BENCH_APP },
    pid: child.pid as number,
    stop: stopper(child),
  }
}

/** Resident memory of a process in bytes (Linux). */
export function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1]
  return Number(kb) * 1024
}
