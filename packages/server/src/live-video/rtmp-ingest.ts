import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { RtmpPublishSession } from './rtmp-publish-session.ts'

/** After a publisher leaves, its last segments and the ended playlist stay this long for the players. */
const ENDED_STREAM_KEPT_MS = 30_000
/** Open RTMP connections at once; a stranger opening sockets meets this before ffmpeg starts. */
const MAX_CONNECTIONS = 50

export interface RtmpIngestOptions {
  port: number
  host: string
  ffmpeg: string
  /** DATA_DIR/live: one folder per playback id. */
  liveRoot: string
  /** The playback id a stream key publishes to, or null for an unknown key. */
  playbackIdOfKey(streamKey: string): Promise<string | null>
  log(line: string): void
}

export interface RtmpIngest {
  port: number
  /** A publisher is sending to this playback id right now. */
  isLive(playbackId: string): boolean
  close(): Promise<void>
}

/**
 * The RTMP server (docs/live-video.md): accepts publishers on rtmp://host:port/live/{key}, one
 * publisher per stream, each packaged by its own ffmpeg into liveRoot/{playback id}/.
 */
export async function startRtmpIngest(options: RtmpIngestOptions): Promise<RtmpIngest> {
  const { liveRoot, log } = options
  // Folders left by a process that did not stop cleanly hold no live stream any more.
  fs.rmSync(liveRoot, { recursive: true, force: true })
  fs.mkdirSync(liveRoot, { recursive: true })
  const live = new Set<string>()
  const removals = new Map<string, NodeJS.Timeout>()
  const sessions = new Set<RtmpPublishSession>()

  const gate = {
    ffmpeg: options.ffmpeg,
    liveRoot,
    log,
    async claim(streamKey: string) {
      const playbackId = await options.playbackIdOfKey(streamKey)
      if (!playbackId || live.has(playbackId)) return null
      live.add(playbackId)
      clearTimeout(removals.get(playbackId))
      removals.delete(playbackId)
      return {
        playbackId,
        release() {
          live.delete(playbackId)
          log(`live-video: Sendung auf ${playbackId} beendet`)
          const timer = setTimeout(() => {
            removals.delete(playbackId)
            if (!live.has(playbackId)) fs.rmSync(path.join(liveRoot, playbackId), { recursive: true, force: true })
          }, ENDED_STREAM_KEPT_MS)
          timer.unref()
          removals.set(playbackId, timer)
        },
      }
    },
  }

  const server = net.createServer((socket) => {
    const session = new RtmpPublishSession(socket, gate)
    sessions.add(session)
    socket.once('close', () => sessions.delete(session))
  })
  server.maxConnections = MAX_CONNECTIONS
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const port = (server.address() as net.AddressInfo).port

  return {
    port,
    isLive: (playbackId) => live.has(playbackId),
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      await Promise.all([...sessions].map((session) => session.kill()))
      await closed
      for (const timer of removals.values()) clearTimeout(timer)
      fs.rmSync(liveRoot, { recursive: true, force: true })
    },
  }
}
