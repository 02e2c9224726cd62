import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SQLITE_FILE_NAME, SQLITE_TEMPLATE_ENV } from '../../packages/server/src/test-support/seeded-template.ts'
import { SERVER_MAIN } from './repo-paths.ts'

export interface ServedProduct {
  url: string
  dataDir: string
  /** The server's process id (the live-video bench reads its CPU time). */
  pid: number
  stop(): Promise<void>
}

// A server given its own data, database, seed or postal codes starts from them, not the template.
const ENV_THAT_CHANGES_THE_DATA = ['DATA_DIR', 'DATABASE_URL', 'SEED', 'POSTAL_CODES_FILE']

/**
 * The built product as a user gets it: `node packages/server/dist/main.js` on an ephemeral port,
 * with a fresh temp data folder seeded with the demo data — in a test run, a copy of the run's
 * seeded template (packages/server/src/test-support/seeded-template.ts), which equals a first start.
 */
export async function startServer(env: Record<string, string> = {}): Promise<ServedProduct> {
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run pnpm build first`)
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-e2e-'))
  const template = process.env[SQLITE_TEMPLATE_ENV]
  if (template && !process.env.DATABASE_URL && !ENV_THAT_CHANGES_THE_DATA.some((name) => name in env))
    fs.copyFileSync(template, path.join(dataDir, SQLITE_FILE_NAME))
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      // Parallel test files must not race for port 1935; a test of the ingest sets RTMP_PORT itself.
      RTMP_PORT: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const url = await waitForListening(child)
  return {
    url,
    dataDir,
    pid: child.pid as number,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      if (!env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

function waitForListening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`server did not start within 120 s:\n${output}`)), 120_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /läuft auf (http:\/\/\S+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(match[1] as string)
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${output}`))
    })
  })
}
