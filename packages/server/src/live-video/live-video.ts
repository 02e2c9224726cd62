import path from 'node:path'
import type { Kysely } from 'kysely'
import type { Config } from '../config.ts'
import type { Database } from '../db/schema.ts'
import { findFfmpeg } from './ffmpeg-binary.ts'
import { type RtmpIngest, startRtmpIngest } from './rtmp-ingest.ts'
import { RTMP_APP } from './rtmp-publish-session.ts'
import { markPublished, streamOfKey } from './stream-keys.ts'

/** The RTMP port when RTMP_PORT is unset (the port OBS and ffmpeg assume). */
export const DEFAULT_RTMP_PORT = 1935

/** The RTMP ingest as the routes and the start report see it. */
export interface LiveVideo {
  /** The port publishers connect to; null while the ingest is off. */
  rtmpPort: number | null
  /** Why it is off (German, for the start report); null while it is on. */
  offReason: string | null
  isLive(playbackId: string): boolean
  close(): Promise<void>
}

/** Where the HLS playlists and segments of the live streams are written and served from. */
export function liveRoot(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'live')
}

/** OBS's „Server“ field: the ingest URL without the stream key. */
export function ingestServer(publicUrl: string, port: number): string {
  return `rtmp://${new URL(publicUrl).hostname}:${port}/${RTMP_APP}`
}

function off(offReason: string): LiveVideo {
  return { rtmpPort: null, offReason, isLive: () => false, close: async () => {} }
}

/**
 * Starts the RTMP ingest unless RTMP_PORT=off or ffmpeg is missing. A port that is taken turns it
 * off with a line in the start report instead of stopping the whole product.
 */
export async function startLiveVideo(
  config: Config,
  db: Kysely<Database>,
  now: () => number,
  log: (line: string) => void,
): Promise<LiveVideo> {
  if (config.RTMP_PORT === 'off') return off('aus (RTMP_PORT=off)')
  const ffmpeg = findFfmpeg()
  if (!ffmpeg) return off('aus, ffmpeg ist nicht installiert (apt-get install ffmpeg)')
  const port = config.RTMP_PORT ?? DEFAULT_RTMP_PORT
  let ingest: RtmpIngest
  try {
    ingest = await startRtmpIngest({
      port,
      host: config.HOST,
      ffmpeg,
      liveRoot: liveRoot(config),
      log,
      async playbackIdOfKey(streamKey) {
        const stream = await streamOfKey(db, streamKey)
        if (!stream) return null
        await markPublished(db, stream.id, new Date(now()).toISOString())
        return stream.playback_id
      },
    })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    return off(code === 'EADDRINUSE' ? `aus, Port ${port} ist belegt (RTMP_PORT)` : `aus, ${String(error)}`)
  }
  return { rtmpPort: ingest.port, offReason: null, isLive: ingest.isLive, close: ingest.close }
}
