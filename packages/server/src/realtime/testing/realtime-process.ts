/**
 * @module realtime-process — starts the standalone realtime server in a child process (the real
 * multi-process setup: separate memory, shared only through Redis) and stops or kills it.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { StandaloneOptions } from './standalone-realtime.ts'

const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), 'standalone-realtime-cli.ts')

export interface RealtimeProcess {
  url: string
  port: number
  child: ChildProcess
  /** SIGTERM: connections are closed with 4200, presence is left. */
  stop(): Promise<void>
  /** SIGKILL: nothing is cleaned up, as in a crash. */
  kill(): Promise<void>
}

export async function startRealtimeProcess(options: StandaloneOptions): Promise<RealtimeProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI], {
    env: { ...process.env, REALTIME_TEST: JSON.stringify(options) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const port = await new Promise<number>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`realtime process did not start:\n${output}`)), 20_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening (\d+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`realtime process exited with ${code}:\n${output}`))
    })
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  return { url: `http://127.0.0.1:${port}`, port, child, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') }
}
