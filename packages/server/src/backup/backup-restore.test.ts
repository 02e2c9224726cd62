import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AuthToken, BusinessSite, StoredFile } from '@oabat/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import { loadConfig } from '../config.ts'
import { findRepoRoot } from '../repo-root.ts'
import { type RunningServer, startServer } from '../server.ts'
import { createTestDatabase, type TestDatabase, testDialect } from '../test-support/test-database.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()
const ROOT = findRepoRoot()
let business: AuthToken
let trainee: AuthToken
let folder: string

interface Written {
  sites: string[]
  files: Array<{ id: number; bytes: Buffer }>
}

/** Runs a CLI from its source in a process of its own, as an operator runs the built one beside the server. */
function cli(
  name: 'backup-cli' | 'restore-cli',
  args: string[],
  env: Record<string, string | undefined>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `packages/server/src/${name}.ts`, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: undefined, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('close', (code) => resolve({ code, output }))
  })
}

function sourceEnv(): Record<string, string | undefined> {
  return { DATA_DIR: server().dataDir, DATABASE_URL: server().databaseUrl }
}

async function addSite(n: number): Promise<string> {
  const answer = await server().json<{ data: BusinessSite }>(
    `/api/business/${business.user.business?.id}/business_sites`,
    request('POST', { name: `Sicherungs-Filiale ${n}`, postal_code: '94032' }, business.token),
  )
  if (answer.status !== 201) throw new Error(`site ${n}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body.data.slug
}

async function uploadFile(n: number): Promise<{ id: number; bytes: Buffer }> {
  const bytes = Buffer.from(
    `%PDF-1.4\n% Sicherung ${n}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  )
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), `nachweis-${n}.pdf`)
  const response = await fetch(`${server().url}/api/file`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${trainee.token}` },
  })
  const body = (await response.json()) as { data: StoredFile }
  if (response.status !== 201) throw new Error(`file ${n}: ${response.status} ${JSON.stringify(body)}`)
  return { id: body.data.id, bytes }
}

/** One write of the stream: a site (a row) or an upload (a row and a file), each acknowledged by its answer. */
async function write(n: number, into: Written): Promise<void> {
  if (n % 2 === 0) into.sites.push(await addSite(n))
  else into.files.push(await uploadFile(n))
}

function copyOf(written: Written): Written {
  return { sites: [...written.sites], files: [...written.files] }
}

beforeAll(async () => {
  business = await loginAs(server(), 'business')
  trainee = await loginAs(server(), 'trainee')
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-backup-'))
})
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

describe('pnpm backup and pnpm restore', () => {
  let restoredDatabase: TestDatabase
  let restored: RunningServer | undefined

  afterAll(async () => {
    await restored?.close()
    await restoredDatabase?.drop()
  })

  it('back up a running server under writes; the restore holds every write acknowledged before, with its file', async () => {
    const written: Written = { sites: [], files: [] }
    let n = 0
    for (; n < 12; n++) await write(n, written)

    // Two writers keep going while the backup runs in a process of its own.
    let stop = false
    const writer = async () => {
      while (!stop && n < 80) await write(n++, written)
    }
    const writers = [writer(), writer()]
    await new Promise((resolve) => setTimeout(resolve, 50))
    const before = copyOf(written)
    const backup = await cli('backup-cli', [path.join(folder, 'b1')], sourceEnv())
    stop = true
    await Promise.all(writers)
    expect(backup.output).toMatch(/^backup written to .*b1: (SQLite|PostgreSQL) database as of /)
    expect(backup.code).toBe(0)
    expect(written.sites.length + written.files.length).toBeGreaterThan(before.sites.length + before.files.length)

    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'b1', 'manifest.json'), 'utf8'))
    expect(manifest).toMatchObject({ format: 'oabat-backup-1', dialect: server().database.dialect })
    expect(manifest.migrations).toContain('0001-places-and-jobs')
    expect(manifest.files).toBeGreaterThanOrEqual(before.files.length)

    restoredDatabase = await createTestDatabase()
    const target = { DATA_DIR: restoredDatabase.dataDir, DATABASE_URL: restoredDatabase.databaseUrl }
    const restore = await cli('restore-cli', [path.join(folder, 'b1')], target)
    expect(restore.output).toMatch(/^restored the backup of /)
    expect(restore.code).toBe(0)

    restored = await startServer(
      loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        DATA_DIR: restoredDatabase.dataDir,
        ...(restoredDatabase.databaseUrl ? { DATABASE_URL: restoredDatabase.databaseUrl } : {}),
      }),
      () => {},
    )
    const url = restored.url
    for (const slug of before.sites) {
      const response = await fetch(`${url}/api/business_sites/${slug}`)
      expect(response.status, slug).toBe(200)
    }
    const auth = { headers: { Authorization: `Bearer ${trainee.token}` } }
    for (const file of before.files) {
      const response = await fetch(`${url}/api/file/${file.id}`, auth)
      expect(response.status, `file ${file.id}`).toBe(200)
      expect(Buffer.from(await response.arrayBuffer()).equals(file.bytes), `file ${file.id}`).toBe(true)
    }
    // Uploads during the backup: whatever row the copy holds has its file as well.
    for (const file of written.files.slice(before.files.length)) {
      const info = await fetch(`${url}/api/files_info/${file.id}`, auth)
      if (info.status === 404) continue
      expect((await fetch(`${url}/api/file/${file.id}`, auth)).status, `file ${file.id}`).toBe(200)
    }
  }, 120_000)

  it('refuses to overwrite: a used backup folder, a DATA_DIR or database that holds data', async () => {
    const again = await cli('backup-cli', [path.join(folder, 'b1')], sourceEnv())
    expect(again.code).toBe(1)
    expect(again.output).toContain('backup failed: the backup folder')

    // Into the folder of the running server: on SQLite its process lock refuses before anything else.
    const intoUsed = await cli('restore-cli', [path.join(folder, 'b1')], sourceEnv())
    expect(intoUsed.code).toBe(1)
    expect(intoUsed.output).toMatch(
      testDialect() === 'sqlite'
        ? /restore failed: Another oabat process already uses the SQLite database in DATA_DIR/
        : /restore failed: (DATA_DIR .* is not empty|the database of DATABASE_URL is not empty)/,
    )

    const usage = await cli('restore-cli', [], sourceEnv())
    expect(usage.code).toBe(2)
    expect(usage.output).toContain('usage: pnpm restore FOLDER')
  }, 60_000)
})
