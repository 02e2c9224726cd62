import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { login, request } from '../accounts/account-test-support.ts'
import { hashPassword } from '../auth/password-hash.ts'
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts'
import { startOnDatabase } from '../test-support/test-server.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts'
import { keepDemoAdminPassword, readablePassword } from './demo-admin-password.ts'

const ADMIN = DEMO_ACCOUNTS.admin.email

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database?.drop()
})

describe('the demo admin of the default start', () => {
  it('logs in with the password this instance generated, never with the published demo password', async () => {
    const server = await startOnDatabase(database)
    try {
      expect(server.demoAdmin).toEqual({ email: ADMIN, password: server.adminPassword, file: expect.any(String) })
      expect(fs.statSync(server.demoAdmin?.file as string).mode & 0o777).toBe(0o600)
      expect(server.adminPassword).not.toBe(DEMO_PASSWORD)
      const admin = await login(server, ADMIN, server.adminPassword)
      expect(admin.user.is_admin).toBe(true)
      const published = await server.json('/api/auth/login', request('POST', { email: ADMIN, password: DEMO_PASSWORD }))
      expect(published.status).toBe(422)
      // The other demo roles keep the documented password.
      expect((await login(server, DEMO_ACCOUNTS.trainee.email, DEMO_PASSWORD)).user.scope).toBe('trainee')
    } finally {
      await server.stop()
    }
  })

  it('keeps the password over a restart and shows it only on the start that generated it', async () => {
    const password = keepDemoAdminPassword(database.dataDir).value
    const server = await startOnDatabase(database)
    try {
      expect(server.demoAdmin?.password).toBeNull()
      expect(server.adminPassword).toBe(password)
      expect((await login(server, ADMIN, password)).user.is_admin).toBe(true)
    } finally {
      await server.stop()
    }
  })

  it('gives a database seeded with the published password a new one and ends its sessions', async () => {
    // An instance seeded before passwords were generated: the demo admin has the published one.
    const before = await startOnDatabase(database)
    await before.database.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
      .where('email', '=', ADMIN)
      .execute()
    const oldSession = await login(before, ADMIN, DEMO_PASSWORD)
    await before.stop()
    fs.rmSync(keepDemoAdminPassword(database.dataDir).file)

    const after = await startOnDatabase(database)
    try {
      expect(after.demoAdmin?.password).toBe(after.adminPassword)
      const published = await after.json('/api/auth/login', request('POST', { email: ADMIN, password: DEMO_PASSWORD }))
      expect(published.status).toBe(422)
      expect((await after.json('/api/auth/user', request('GET', undefined, oldSession.token))).status).toBe(401)
      expect((await login(after, ADMIN, after.adminPassword)).user.is_admin).toBe(true)
    } finally {
      await after.stop()
    }
  })
})

describe('a generated password', () => {
  it('is four groups of five readable characters and follows the password rule', () => {
    const seen = new Set<string>()
    for (let n = 0; n < 50; n++) {
      const password = readablePassword()
      expect(password).toMatch(/^[a-hjkmnp-z2-9]{5}(-[a-hjkmnp-z2-9]{5}){3}$/)
      expect(password).toMatch(/\d/)
      seen.add(password)
    }
    expect(seen.size).toBe(50)
  })
})
