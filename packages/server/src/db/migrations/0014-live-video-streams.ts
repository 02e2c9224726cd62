import type { Kysely } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/**
 * docs/live-video.md: the streams an organiser may publish over RTMP. Only a hash of the stream
 * key is kept (the key is shown once); the playback id is the public part of /live/{id}/index.m3u8.
 */
export function liveVideoStreams(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(dialect, db.schema.createTable('live_video_streams'))
        .addColumn('playback_id', 'text', (c) => c.notNull().unique())
        .addColumn('key_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_published_at', 'text')
        .execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('live_video_streams').execute()
    },
  }
}
