/**
 * @module server-process — runs the server (src/main.ts, as `node` runs the built one) in a child
 * process on an ephemeral port: separate memory, sharing only what the deployment shares (the
 * SQLite file's DATA_DIR, or PostgreSQL and Redis). Runs the server's CLIs the same way.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const MAIN = path.join(SOURCE, 'main.ts')

export interface ServerProcess {
  url: string
  port: number
  child: ChildProcess
  /** SIGTERM: the server closes its connections and the database. */
  stop(): Promise<void>
  /** SIGKILL: nothing is cleaned up, as in a crash. */
  kill(): Promise<void>
}

export interface Exit {
  code: number | null
  output: string
}

export interface SpawnedServer {
  /** Resolves once the server listens; rejects with its output when it exits first. */
  started: Promise<ServerProcess>
  /** Resolves when the process has ended, with its exit code and everything it printed. */
  exited: Promise<Exit>
}

/** What the test gives, and nothing of the database, Redis or URL of the shell it runs in. */
function childEnvironment(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, REDIS_URL: _redis, PUBLIC_URL: _public, ...inherited } = process.env
  return { ...inherited, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', ...env }
}

export function spawnServerProcess(env: Record<string, string>): SpawnedServer {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: childEnvironment(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code) => resolve({ code, output })))
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  const started = new Promise<ServerProcess>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 90 s:\n${output}`)), 90_000)
    const onData = () => {
      const match = /läuft auf http:\/\/localhost:(\d+)/.exec(output)
      if (!match) return
      clearTimeout(timer)
      const port = Number(match[1])
      resolve({ url: `http://127.0.0.1:${port}`, port, child, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') })
    }
    child.stdout?.on('data', onData)
    exited.then(({ code }) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${output}`))
    })
  })
  // A refused start is expected in some tests; they read `exited` instead.
  started.catch(() => {})
  return { started, exited }
}

/** Runs a CLI of the server (`seed-cli.ts`, `import-postal-codes-cli.ts`) to its end. */
export function runServerCli(script: string, args: string[], env: Record<string, string>): Promise<Exit> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(SOURCE, script), ...args], {
    env: childEnvironment(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })))
}
