import { z } from 'zod'

/** A stream an organiser publishes over RTMP, as the admin sees it (docs/live-video.md). */
export const LiveVideoStream = z.object({
  id: z.number().int(),
  /** Public id in the playback URL; the stream key never appears in it. */
  playback_id: z.string(),
  /** The HLS playlist to put into a livestream's video_url. */
  playback_url: z.string(),
  /** A publisher is sending right now (to this server process). */
  is_live: z.boolean(),
  created_at: z.string(),
  last_published_at: z.string().nullable(),
})
export type LiveVideoStream = z.infer<typeof LiveVideoStream>

/** The answer of creating a stream: the only time its secret key is shown. */
export const CreatedLiveVideoStream = LiveVideoStream.extend({
  /** The secret stream key (OBS: „Streamschlüssel“). */
  stream_key: z.string(),
  /** OBS „Server“ (rtmp://host:port/live); null while the RTMP ingest is off. */
  ingest_server: z.string().nullable(),
  /** ingest_server and key in one URL, for ffmpeg; null while the RTMP ingest is off. */
  ingest_url: z.string().nullable(),
})
export type CreatedLiveVideoStream = z.infer<typeof CreatedLiveVideoStream>
