import { randomInt } from 'node:crypto'
import { passwordProblem } from '@oabat/core'
import type { Kysely } from 'kysely'
import { hashPassword } from '../auth/password-hash.ts'
import { revokeUserTokens } from '../auth/session-tokens.ts'
import type { Database } from '../db/schema.ts'
import { type KeptSecret, keepSecret } from '../instance-secrets.ts'
import { DEMO_ACCOUNTS } from './demo-accounts.ts'

/** The file under DATA_DIR/secrets that holds the demo admin's password. */
export const DEMO_ADMIN_PASSWORD_FILE = 'demo-admin-password'

// Lower-case letters and digits without the look-alikes 0/o, 1/l/i: easy to read off a terminal.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** Four groups of five characters (about 99 bits), with at least one letter and one digit. */
export function readablePassword(): string {
  for (;;) {
    const groups = Array.from({ length: 4 }, () =>
      Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    )
    const password = groups.join('-')
    if (passwordProblem(password) === null) return password
  }
}

/** The demo admin's password of this instance: read from DATA_DIR/secrets, generated on first start. */
export function keepDemoAdminPassword(dataDir: string): KeptSecret {
  return keepSecret(dataDir, DEMO_ADMIN_PASSWORD_FILE, readablePassword)
}

/**
 * Gives an existing demo admin a newly generated password and ends its sessions: a database seeded
 * before passwords were generated still has the published one, and deleting the password file is
 * how an operator gets a new one. Returns whether the account exists.
 */
export async function setDemoAdminPassword(db: Kysely<Database>, password: string, now: number): Promise<boolean> {
  const passwordHash = await hashPassword(password)
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_ACCOUNTS.admin.email)
      .executeTakeFirst()
    if (!row) return false
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', row.id).execute()
    await revokeUserTokens(trx, row.id, now)
    return true
  })
}
