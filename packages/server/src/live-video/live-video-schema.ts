import type { Generated } from 'kysely'

/** One stream an organiser publishes over RTMP (migration 0014). */
export interface LiveVideoStreamsTable {
  id: Generated<number>
  /** Public: the stream plays at /live/{playback_id}/index.m3u8. */
  playback_id: string
  /** SHA-256 of the secret stream key, hex; the key itself is shown once and never stored. */
  key_hash: string
  created_by_user_id: number | null
  created_at: string
  last_published_at: string | null
}

export interface LiveVideoTables {
  live_video_streams: LiveVideoStreamsTable
}
