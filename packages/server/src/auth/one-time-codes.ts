import type { Kysely } from 'kysely'
import type { Database, OneTimeCodesTable } from '../db/schema.ts'
import { HttpError } from '../http/http-error.ts'
import { randomOtpCode, sha256 } from './secret-tokens.ts'
import { isoAfter, LIFETIMES, OTP_MAX_ATTEMPTS } from './token-lifetimes.ts'

export type CodePurpose = OneTimeCodesTable['purpose']
export type CodeChannel = OneTimeCodesTable['channel']

export const CODE_EXPIRED = 'Der Code ist abgelaufen oder ungültig. Fordere einen neuen Code an.'
export const CODE_LOCKED = 'Zu viele falsche Versuche. Fordere einen neuen Code an.'

/** Bound to purpose and identifier, so a code for one address never opens another. */
function codeHash(purpose: CodePurpose, identifier: string, code: string): string {
  return sha256(`${purpose}:${identifier}:${code}`)
}

function codeError(message: string): HttpError {
  return new HttpError(422, message, { code: [message] })
}

/**
 * Creates a 6-digit code for a purpose and identifier (e-mail or phone), valid 10 minutes; any
 * earlier open code for the same pair stops working. Returns the code to send; only its hash is kept.
 */
export async function issueCode(
  db: Kysely<Database>,
  input: { purpose: CodePurpose; channel: CodeChannel; identifier: string; userId?: number | null },
  now: number,
): Promise<{ code: string; expiresAt: string }> {
  const code = randomOtpCode()
  const at = new Date(now).toISOString()
  const expiresAt = isoAfter(now, LIFETIMES.otpCode)
  await db
    .updateTable('one_time_codes')
    .set({ consumed_at: at })
    .where('purpose', '=', input.purpose)
    .where('identifier', '=', input.identifier)
    .where('consumed_at', 'is', null)
    .execute()
  await db
    .insertInto('one_time_codes')
    .values({
      purpose: input.purpose,
      channel: input.channel,
      identifier: input.identifier,
      user_id: input.userId ?? null,
      code_hash: codeHash(input.purpose, input.identifier, code),
      created_at: at,
      expires_at: expiresAt,
      consumed_at: null,
    })
    .execute()
  return { code, expiresAt }
}

/**
 * Checks a code against the newest open one for the pair. A wrong code counts an attempt (kept even
 * when the caller's later work fails); after 5 wrong attempts the code is void. Returns the code's id.
 */
export async function verifyCode(
  db: Kysely<Database>,
  input: { purpose: CodePurpose; identifier: string; code: string; userId?: number },
  now: number,
): Promise<number> {
  let query = db
    .selectFrom('one_time_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at'])
    .where('purpose', '=', input.purpose)
    .where('identifier', '=', input.identifier)
    .where('consumed_at', 'is', null)
  if (input.userId !== undefined) query = query.where('user_id', '=', input.userId)
  const row = await query.orderBy('id', 'desc').limit(1).executeTakeFirst()
  if (!row || row.expires_at <= new Date(now).toISOString()) throw codeError(CODE_EXPIRED)
  if (row.attempts >= OTP_MAX_ATTEMPTS) throw codeError(CODE_LOCKED)
  if (row.code_hash !== codeHash(input.purpose, input.identifier, input.code)) {
    await db
      .updateTable('one_time_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute()
    const left = OTP_MAX_ATTEMPTS - row.attempts - 1
    throw codeError(
      left > 0 ? `Der Code stimmt nicht. Noch ${left} ${left === 1 ? 'Versuch' : 'Versuche'}.` : CODE_LOCKED,
    )
  }
  return row.id
}

/** Uses a verified code up, inside the caller's transaction; a code already used fails the whole step. */
export async function consumeCode(db: Kysely<Database>, codeId: number, now: number): Promise<void> {
  const result = await db
    .updateTable('one_time_codes')
    .set({ consumed_at: new Date(now).toISOString() })
    .where('id', '=', codeId)
    .where('consumed_at', 'is', null)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1) throw codeError(CODE_EXPIRED)
}
