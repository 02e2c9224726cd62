import type { Kysely } from 'kysely'

/** SPEC §7 Media: a video is attached to channels (POST, DELETE /api/videos/{id}/channels/{ch}). */
export function employerVideoChannels() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('video_channels')
        .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
        .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('video_channels_pk', ['video_id', 'channel_id'])
        .execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('video_channels').execute()
    },
  }
}
