import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/** A stream key: 192 random bits, safe in an RTMP path; guessing one is hopeless, so no rate limit. */
const STREAM_KEY_BYTES = 24
/** A playback id: 128 random bits, public, shows in the playlist URL. */
const PLAYBACK_ID_BYTES = 16

/** The characters a playback id is made of (base64url of 16 bytes). */
export const PLAYBACK_ID = /^[A-Za-z0-9_-]{22}$/

export function hashStreamKey(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}

/** Creates a stream; the key is returned here once and only its hash is kept. */
export async function createStream(db: Kysely<Database>, userId: number | null, nowIso: string) {
  const key = randomBytes(STREAM_KEY_BYTES).toString('base64url')
  const row = await db
    .insertInto('live_video_streams')
    .values({
      playback_id: randomBytes(PLAYBACK_ID_BYTES).toString('base64url'),
      key_hash: hashStreamKey(key),
      created_by_user_id: userId,
      created_at: nowIso,
      last_published_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return { key, row }
}

/** The stream a key publishes to, or undefined for an unknown key. */
export async function streamOfKey(db: Kysely<Database>, key: string) {
  return db
    .selectFrom('live_video_streams')
    .select(['id', 'playback_id'])
    .where('key_hash', '=', hashStreamKey(key))
    .executeTakeFirst()
}

export async function markPublished(db: Kysely<Database>, id: number, nowIso: string): Promise<void> {
  await db.updateTable('live_video_streams').set({ last_published_at: nowIso }).where('id', '=', id).execute()
}
