import type { Socket } from 'node:net'
import path from 'node:path'
import type AVPacket from 'node-media-server/src/core/avpacket.js'
import Flv from 'node-media-server/src/protocol/flv.js'
import Rtmp from 'node-media-server/src/protocol/rtmp.js'
import { type HlsPackager, planTracks, startHlsPackager } from './hls-packager.ts'

/** The RTMP application name in the ingest URL: rtmp://host:port/live/{stream key}. */
export const RTMP_APP = 'live'
/** A connection that has not started publishing by then is closed. */
const PUBLISH_DEADLINE_MS = 15_000
/** A publisher that sends nothing for this long is gone. */
const IDLE_MS = 30_000
/** Media received before ffmpeg runs (key check, codec detection) may not exceed this. */
const MAX_PENDING_BYTES = 8 * 1024 * 1024
/** ffmpeg starts when the first video frame shows the codec, or after this many audio-only tags. */
const AUDIO_ONLY_AFTER_TAGS = 200

const FLV_AUDIO = 8
const FLV_VIDEO = 9

/** What a session needs from the ingest around it. */
export interface PublishGate {
  ffmpeg: string
  liveRoot: string
  /** The playback id the key publishes to; null refuses (unknown key, or the stream is live already). */
  claim(streamKey: string): Promise<{ playbackId: string; release(): void } | null>
  log(line: string): void
}

/**
 * One RTMP connection: node-media-server's parser does the handshake and chunking; this checks
 * the stream key before any media goes anywhere, then feeds the FLV tags to one ffmpeg.
 */
export class RtmpPublishSession {
  private readonly rtmp = new Rtmp()
  private state: 'connecting' | 'checking' | 'publishing' | 'closed' = 'connecting'
  private pending: Buffer[] = []
  private pendingBytes = 0
  private audioCodec: number | null = null
  private audioTags = 0
  private packager: HlsPackager | null = null
  private release: (() => void) | null = null
  private playbackDirectory = ''
  private readonly deadline: NodeJS.Timeout

  constructor(
    private readonly socket: Socket,
    private readonly gate: PublishGate,
  ) {
    this.rtmp.onOutputCallback = (buffer) => {
      if (!socket.destroyed) socket.write(buffer)
    }
    this.rtmp.onPlayCallback = () => this.refuse('NetStream.Play.Failed', 'Hier wird nur gesendet, nicht abgespielt.')
    this.rtmp.onPushCallback = () => void this.checkKey()
    this.rtmp.onPacketCallback = (packet) => this.receive(packet)
    socket.setNoDelay(true)
    socket.setTimeout(IDLE_MS, () => socket.destroy())
    socket.on('data', (data: Buffer) => {
      const error = this.rtmp.parserData(data)
      if (error) socket.destroy()
    })
    socket.on('error', () => {})
    socket.on('close', () => void this.end())
    this.deadline = setTimeout(() => {
      if (this.state === 'connecting') socket.destroy()
    }, PUBLISH_DEADLINE_MS)
  }

  /** Ends the session now (server shutdown): ffmpeg is stopped, not finished. */
  async kill(): Promise<void> {
    const packager = this.packager
    this.socket.destroy()
    await packager?.kill()
  }

  private refuse(code: string, description: string): void {
    this.rtmp.sendStatusMessage(this.rtmp.streamId ?? 1, 'error', code, description)
    this.socket.end()
    this.state = 'closed'
  }

  private async checkKey(): Promise<void> {
    if (this.state !== 'connecting') return
    this.state = 'checking'
    clearTimeout(this.deadline)
    const key = this.rtmp.streamName ?? ''
    const claim = this.rtmp.streamApp === RTMP_APP ? await this.gate.claim(key).catch(() => null) : null
    if (!claim || this.state !== 'checking') {
      claim?.release()
      if (this.state === 'checking') this.refuse('NetStream.Publish.BadName', 'Unbekannter Streamschlüssel.')
      return
    }
    this.release = claim.release
    this.playbackDirectory = path.join(this.gate.liveRoot, claim.playbackId)
    this.state = 'publishing'
    this.gate.log(`live-video: Sendung auf ${claim.playbackId} beginnt`)
  }

  private receive(packet: AVPacket): void {
    if (this.state !== 'checking' && this.state !== 'publishing') return
    // The parser reuses its buffer: the tag is copied out now.
    const tag = Flv.createMessage(packet)
    if (this.packager) {
      this.forward(tag)
      return
    }
    this.pending.push(tag)
    this.pendingBytes += tag.length
    if (this.pendingBytes > MAX_PENDING_BYTES) {
      this.socket.destroy()
      return
    }
    if (packet.codec_type === FLV_AUDIO) {
      this.audioCodec = packet.codec_id
      this.audioTags++
    }
    const videoCodec = packet.codec_type === FLV_VIDEO ? packet.codec_id : null
    if (this.state === 'publishing' && (videoCodec !== null || this.audioTags >= AUDIO_ONLY_AFTER_TAGS))
      this.startPackager(videoCodec)
  }

  private startPackager(videoCodec: number | null): void {
    const plan = planTracks(videoCodec, this.audioCodec)
    this.packager = startHlsPackager(this.gate.ffmpeg, this.playbackDirectory, plan, this.gate.log)
    this.packager.write(Flv.createHeader(plan.audio !== 'none', plan.video !== 'none'))
    const pending = this.pending
    this.pending = []
    this.pendingBytes = 0
    for (const tag of pending) this.forward(tag)
  }

  /** ffmpeg slower than the publisher (encoding): stop reading the socket until it catches up. */
  private forward(tag: Buffer): void {
    const packager = this.packager
    if (!packager || packager.write(tag)) return
    this.socket.pause()
    packager.onDrain(() => this.socket.resume())
  }

  private async end(): Promise<void> {
    clearTimeout(this.deadline)
    this.state = 'closed'
    const packager = this.packager
    this.packager = null
    this.pending = []
    await packager?.finish()
    this.release?.()
    this.release = null
  }
}
