import fs from 'node:fs/promises'
import path from 'node:path'
import type { AuthToken } from '@oabat/core'
import type { OutboxEntry } from '../mail/outbox.ts'
import { DEMO_ACCOUNTS, type DemoRole } from '../seed/demo-accounts.ts'
import type { TestServer } from '../test-support/test-server.ts'

/** JSON request options, with a bearer token when given. */
export function request(method: string, body?: unknown, token?: string | null): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  if (token) headers.Authorization = `Bearer ${token}`
  return { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }
}

/** Logs in with e-mail and password; fails the test when the login is refused. */
export async function login(server: TestServer, email: string, password: string): Promise<AuthToken> {
  const { status, body } = await server.json<AuthToken>('/api/auth/login', request('POST', { email, password }))
  if (status !== 200) throw new Error(`login of ${email} answered ${status}: ${JSON.stringify(body)}`)
  return body
}

/** Logs in as the seeded demo account of a role (seed/demo-accounts.ts); the admin with this instance's password. */
export function loginAs(server: TestServer, role: DemoRole): Promise<AuthToken> {
  return login(server, DEMO_ACCOUNTS[role].email, DEMO_ACCOUNTS[role].password ?? server.adminPassword)
}

/**
 * The messages in the server's outbox folder for a recipient, newest first. Waits up to two seconds
 * for the first one, since some mails (the password reset) go out after the answer.
 */
export async function outboxFor(server: TestServer, to: string, minimum = 1): Promise<OutboxEntry[]> {
  const deadline = Date.now() + 2000
  for (;;) {
    const entries: OutboxEntry[] = []
    for (const channel of ['mail', 'sms']) {
      const dir = path.join(server.dataDir, channel)
      for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
        if (!name.endsWith('.json')) continue
        const entry = JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as OutboxEntry
        if (entry.to === to) entries.push(entry)
      }
    }
    if (entries.length >= minimum || Date.now() > deadline) return entries.sort((a, b) => (a.id < b.id ? 1 : -1))
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** The 6-digit code in a message text. */
export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text)
  if (!match?.[1]) throw new Error(`no code in: ${text}`)
  return match[1]
}

/** The first link in a message text. */
export function linkIn(text: string): URL {
  const match = /https?:\/\/\S+/.exec(text)
  if (!match) throw new Error(`no link in: ${text}`)
  return new URL(match[0])
}

/** Number of rows in a table, read over the server's own database handle. */
export async function countRows(
  server: TestServer,
  table: 'users' | 'businesses' | 'business_sites' | 'schools' | 'regions' | 'channels' | 'impersonations',
): Promise<number> {
  const row = await server.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
