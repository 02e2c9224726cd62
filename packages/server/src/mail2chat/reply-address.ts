import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Config } from '../config.ts'
import type { Database } from '../db/schema.ts'
import { mayUseMail2Chat } from '../store/product-grants.ts'

/** How long the reply address of one notification mail takes answers. */
export const REPLY_TOKEN_DAYS = 90

/** 20 random bytes as lower-case hex: 160 bits, unguessable, and safe where mail systems fold case. */
const TOKEN = /^chat\+([0-9a-f]{40})@(.+)$/

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The domain of reply addresses: MAIL2CHAT_DOMAIN, else the host of the public URL. */
export function replyDomain(config: Config): string {
  return config.MAIL2CHAT_DOMAIN ?? new URL(config.publicUrl).hostname.toLowerCase()
}

/**
 * A new reply address for one user in one conversation. Only the SHA-256 of the token is stored, so a
 * leaked database gives no address that posts into a chat.
 */
export async function createReplyAddress(
  db: Kysely<Database>,
  config: Config,
  conversationId: number,
  userId: number,
  nowMs: number,
): Promise<string> {
  const token = randomBytes(20).toString('hex')
  const now = new Date(nowMs).toISOString()
  await db.deleteFrom('chat_reply_tokens').where('user_id', '=', userId).where('expires_at', '<', now).execute()
  await db
    .insertInto('chat_reply_tokens')
    .values({
      token_hash: hashToken(token),
      conversation_id: conversationId,
      user_id: userId,
      created_at: now,
      expires_at: new Date(nowMs + REPLY_TOKEN_DAYS * 86_400_000).toISOString(),
    })
    .execute()
  return `chat+${token}@${replyDomain(config)}`
}

export interface ReplyTarget {
  conversationId: number
  userId: number
}

/** The conversation and user of a reply address, or null for a foreign, forged or expired one. */
export async function resolveReplyAddress(
  db: Kysely<Database>,
  config: Config,
  address: string,
  nowMs: number,
): Promise<ReplyTarget | null> {
  const match = TOKEN.exec(address.trim().toLowerCase())
  if (!match || match[2] !== replyDomain(config)) return null
  const row = await db
    .selectFrom('chat_reply_tokens')
    .select(['conversation_id', 'user_id', 'expires_at'])
    .where('token_hash', '=', hashToken(match[1] as string))
    .executeTakeFirst()
  if (!row || row.expires_at < new Date(nowMs).toISOString()) return null
  // A company whose mail2chat subscription ended answers in the portal again.
  if (!(await mayUseMail2Chat(db, row.user_id, new Date(nowMs).toISOString()))) return null
  return { conversationId: row.conversation_id, userId: row.user_id }
}
