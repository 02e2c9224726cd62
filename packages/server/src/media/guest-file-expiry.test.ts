import fs from 'node:fs'
import type { AuthToken, StoredFile } from '@oabat/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import { createTestClock } from '../test-support/test-clock.ts'
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts'
import type { TestServer } from '../test-support/test-server.ts'
import { startOnDatabase } from '../test-support/test-server.ts'
import { GUEST_FILE_LIFETIME_MS } from './guest-file-expiry.ts'
import { filePath } from './media-store.ts'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')
const clock = createTestClock()
let database: TestDatabase
let server: TestServer
let trainee: AuthToken

async function guestUpload(name: string): Promise<StoredFile> {
  const form = new FormData()
  form.set('file', new Blob([PDF], { type: 'application/pdf' }), name)
  const response = await fetch(`${server.url}/api/file`, { method: 'POST', body: form })
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: StoredFile }).data
}

const onDisk = (file: StoredFile) =>
  fs.existsSync(filePath({ dataDir: database.dataDir } as never, file.uuid as string))
const rowOf = (file: StoredFile) =>
  server.database.db.selectFrom('files').select('id').where('id', '=', file.id).executeTakeFirst()

beforeAll(async () => {
  database = await createTestDatabase()
  server = await startOnDatabase(database, {}, { clock })
  trainee = await loginAs(server, 'trainee')
})
afterAll(async () => {
  await server?.stop()
  await database?.drop()
})

describe('unclaimed guest uploads expire (docs/abuse-limits.md)', () => {
  it('deletes guest files nobody claimed within the lifetime, from disk and database; claimed and newer ones stay', async () => {
    const unclaimed = await guestUpload('vergessen.pdf')
    const claimed = await guestUpload('lebenslauf.pdf')
    const answer = await server.json(
      `/api/claim_file/${claimed.id}`,
      request('POST', { uuid: claimed.uuid }, trainee.token),
    )
    expect(answer.status).toBe(200)

    clock.advance(GUEST_FILE_LIFETIME_MS - 60_000)
    const newer = await guestUpload('neu.pdf')
    clock.advance(120_000)
    // The sweep runs at every start (and hourly while running): a restart after the lifetime finds them.
    await server.stop()
    server = await startOnDatabase(database, {}, { clock })

    await expect.poll(() => rowOf(unclaimed)).toBeUndefined()
    await expect.poll(() => onDisk(unclaimed)).toBe(false)
    const claim = await server.json(
      `/api/claim_file/${unclaimed.id}`,
      request('POST', { uuid: unclaimed.uuid }, trainee.token),
    )
    expect(claim.status).toBe(404)

    expect(await rowOf(claimed)).toBeDefined()
    expect(onDisk(claimed)).toBe(true)
    expect(await rowOf(newer)).toBeDefined()
    expect(onDisk(newer)).toBe(true)
  })
})
