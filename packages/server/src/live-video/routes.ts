import fs from 'node:fs/promises'
import path from 'node:path'
import type { LiveVideoStream } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { withClock } from '../auth/account-context.ts'
import { registerRoute } from '../http/register-route.ts'
import { ingestServer, liveRoot } from './live-video.ts'
import type { LiveVideoStreamsTable } from './live-video-schema.ts'
import { createStream, PLAYBACK_ID } from './stream-keys.ts'

/** The playlist and the segments ffmpeg writes (hls-packager.ts), nothing else from the folder. */
const PLAYLIST = 'index.m3u8'
const SEGMENT = /^s[a-z0-9]+-\d{5,}\.ts$/
const NOT_FOUND = 'Diese Übertragung läuft gerade nicht.'

/** Answers a route of the playback path; the URL is public, so any site's player may load it. */
const PLAYBACK_HEADERS = { 'Access-Control-Allow-Origin': '*' }

type StreamRow = Omit<LiveVideoStreamsTable, 'id'> & { id: number }

/**
 * docs/live-video.md: the admin's API for RTMP streams, and the HLS files the ingest writes,
 * served at /live/{playback id}/index.m3u8 and /live/{playback id}/{segment}.ts.
 */
export function registerLiveVideoRoutes(app: Hono, appContext: AppContext): void {
  const context = withClock(appContext)
  const { db, config } = context
  const root = liveRoot(config)
  const liveVideo = context.liveVideo

  const toStream = (row: StreamRow): LiveVideoStream => ({
    id: row.id,
    playback_id: row.playback_id,
    playback_url: `${config.publicUrl}/live/${row.playback_id}/${PLAYLIST}`,
    is_live: liveVideo?.isLive(row.playback_id) ?? false,
    created_at: row.created_at,
    last_published_at: row.last_published_at,
  })

  registerRoute(app, contract.liveVideoStreams, async ({ context: c }) => {
    c.header('Cache-Control', 'no-store')
    const rows = await db.selectFrom('live_video_streams').selectAll().orderBy('id', 'desc').execute()
    return { data: rows.map(toStream) }
  })

  registerRoute(app, contract.createLiveVideoStream, async ({ context: c, session }) => {
    c.header('Cache-Control', 'no-store')
    const { key, row } = await createStream(db, session?.user.id ?? null, new Date(context.now()).toISOString())
    const port = liveVideo?.rtmpPort ?? null
    const server = port === null ? null : ingestServer(config.publicUrl, port)
    return { ...toStream(row), stream_key: key, ingest_server: server, ingest_url: server && `${server}/${key}` }
  })

  app.get('/live/:playbackId/:file', async (c) => {
    const { playbackId, file } = c.req.param()
    const isPlaylist = file === PLAYLIST
    if (!PLAYBACK_ID.test(playbackId) || (!isPlaylist && !SEGMENT.test(file)))
      return c.json({ message: NOT_FOUND }, 404, PLAYBACK_HEADERS)
    let bytes: Buffer
    try {
      bytes = await fs.readFile(path.join(root, playbackId, file))
    } catch {
      return c.json({ message: NOT_FOUND }, 404, { ...PLAYBACK_HEADERS, 'Cache-Control': 'no-store' })
    }
    return c.body(new Uint8Array(bytes), 200, {
      ...PLAYBACK_HEADERS,
      'Content-Type': isPlaylist ? 'application/vnd.apple.mpegurl' : 'video/mp2t',
      // The playlist slides every segment; a segment's name is never reused (hls-packager.ts).
      'Cache-Control': isPlaylist ? 'no-cache' : 'public, max-age=60',
    })
  })
}
