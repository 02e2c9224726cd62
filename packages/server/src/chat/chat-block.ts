import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'
import { HttpError } from '../http/http-error.ts'

/** What the sender reads when the conversation is blocked (either side blocked it). */
export const CONVERSATION_BLOCKED =
  'Diese Unterhaltung ist blockiert. Solange sie blockiert ist, können keine Nachrichten gesendet werden.'
export const NOT_BLOCKED_BY_YOU = 'Nur wer die Unterhaltung blockiert hat, kann die Blockierung aufheben.'

/** True when the conversation is blocked; read inside the sending transaction. */
export async function isBlocked(
  db: Kysely<Database> | Transaction<Database>,
  conversationId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('chat_conversations')
    .select('blocked_at')
    .where('id', '=', conversationId)
    .executeTakeFirst()
  return Boolean(row?.blocked_at)
}

/** Refuses a message into a blocked conversation with 403 and a German message. */
export async function refuseWhenBlocked(trx: Transaction<Database>, conversationId: number): Promise<void> {
  if (await isBlocked(trx, conversationId)) throw new HttpError(403, CONVERSATION_BLOCKED)
}

/**
 * Blocks (by = the user) or lifts the block (by = null). Blocking an already blocked conversation keeps
 * the first blocker; only that user may lift it (403 for the other side).
 */
export async function setBlocked(
  db: Kysely<Database>,
  conversationId: number,
  userId: number,
  blocked: boolean,
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('chat_conversations')
      .select(['blocked_by', 'blocked_at'])
      .where('id', '=', conversationId)
      .executeTakeFirstOrThrow()
    if (blocked) {
      if (row.blocked_at) return
      await trx
        .updateTable('chat_conversations')
        .set({ blocked_by: userId, blocked_at: now })
        .where('id', '=', conversationId)
        .execute()
      return
    }
    if (!row.blocked_at) return
    // A blocker whose account is gone (blocked_by set null) leaves the block to either participant.
    if (row.blocked_by !== null && row.blocked_by !== userId) throw new HttpError(403, NOT_BLOCKED_BY_YOU)
    await trx
      .updateTable('chat_conversations')
      .set({ blocked_by: null, blocked_at: null })
      .where('id', '=', conversationId)
      .execute()
  })
}
