import { type ChildProcessByStdio, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Readable, Writable } from 'node:stream'

/** Target segment length in seconds; with copied video a segment ends at the next keyframe after it. */
export const SEGMENT_SECONDS = 2
/** Segments in the sliding playlist; older ones are deleted by ffmpeg. */
export const PLAYLIST_SEGMENTS = 6
/** How long a stopping ffmpeg may take to write its last segment before it is killed. */
const STOP_GRACE_MS = 3000

/** What ffmpeg does with each track: pass it through, or encode it for browsers. */
export interface TrackPlan {
  video: 'copy' | 'encode' | 'none'
  audio: 'copy' | 'encode' | 'none'
}

/** FLV codec ids browsers play in HLS when passed through: H.264 video, AAC audio. */
const FLV_VIDEO_H264 = 7
const FLV_AUDIO_AAC = 10

/** Copies what browsers can play, encodes the rest (HEVC, AV1, VP9, MP3, Speex…). */
export function planTracks(videoCodec: number | null, audioCodec: number | null): TrackPlan {
  return {
    video: videoCodec === null ? 'none' : videoCodec === FLV_VIDEO_H264 ? 'copy' : 'encode',
    audio: audioCodec === null ? 'none' : audioCodec === FLV_AUDIO_AAC ? 'copy' : 'encode',
  }
}

function trackArguments(plan: TrackPlan): string[] {
  const video =
    plan.video === 'copy'
      ? ['-map', '0:v:0', '-c:v', 'copy']
      : plan.video === 'encode'
        ? [
            '-map',
            '0:v:0',
            '-c:v',
            'libx264',
            '-preset',
            'veryfast',
            '-tune',
            'zerolatency',
            '-pix_fmt',
            'yuv420p',
            '-vf',
            "scale=-2:'min(720,ih)'",
            '-b:v',
            '2500k',
            '-maxrate',
            '2500k',
            '-bufsize',
            '5000k',
            // A keyframe every segment, so segments are SEGMENT_SECONDS long whatever the source sends.
            '-force_key_frames',
            `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
            '-sc_threshold',
            '0',
          ]
        : []
  const audio =
    plan.audio === 'copy'
      ? ['-map', '0:a:0', '-c:a', 'copy']
      : plan.audio === 'encode'
        ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', '128k', '-ar', '48000']
        : []
  return [...video, ...audio]
}

/** ffmpeg's command line: FLV on stdin, a sliding HLS playlist of MPEG-TS segments in the directory. */
export function ffmpegArguments(directory: string, plan: TrackPlan, segmentPrefix: string): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'flv',
    '-i',
    'pipe:0',
    ...trackArguments(plan),
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_list_size',
    String(PLAYLIST_SEGMENTS),
    // Segments leave the disk once they leave the playlist; the playlist is replaced atomically.
    '-hls_flags',
    'delete_segments+independent_segments+temp_file',
    '-hls_segment_type',
    'mpegts',
    '-hls_segment_filename',
    path.join(directory, `${segmentPrefix}-%05d.ts`),
    path.join(directory, 'index.m3u8'),
  ]
}

export interface HlsPackager {
  /** Writes FLV bytes; false when ffmpeg's input is full (wait for onDrain before reading more). */
  write(bytes: Buffer): boolean
  onDrain(listener: () => void): void
  /** The publisher is gone: ffmpeg finishes the last segment and ends the playlist. */
  finish(): Promise<void>
  /** Shutdown: ffmpeg is stopped now. */
  kill(): Promise<void>
  exited: Promise<void>
}

/** Runs one ffmpeg that packages one published stream into HLS in the given directory. */
export function startHlsPackager(
  ffmpeg: string,
  directory: string,
  plan: TrackPlan,
  log: (line: string) => void,
): HlsPackager {
  fs.rmSync(directory, { recursive: true, force: true })
  fs.mkdirSync(directory, { recursive: true })
  // A new prefix per publish, so a player never mixes up segments of two sessions of one stream.
  const prefix = `s${Date.now().toString(36)}`
  const child: ChildProcessByStdio<Writable, null, Readable> = spawn(ffmpeg, ffmpegArguments(directory, plan, prefix), {
    stdio: ['pipe', 'ignore', 'pipe'],
  })
  let errors = ''
  child.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-2000)
  })
  // ffmpeg ending early closes its input; writes after that are dropped, not thrown.
  child.stdin.on('error', () => {})
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      if (code !== 0 && signal === null) log(`live-video: ffmpeg endete mit ${code}: ${errors.trim()}`)
      resolve()
    })
    child.once('error', (error) => {
      log(`live-video: ffmpeg startete nicht: ${error.message}`)
      resolve()
    })
  })
  const stopWithin = async (graceMs: number) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    await exited
    clearTimeout(timer)
  }
  return {
    write: (bytes) => (child.stdin.writable ? child.stdin.write(bytes) : true),
    onDrain: (listener) => child.stdin.once('drain', listener),
    async finish() {
      child.stdin.end()
      await stopWithin(STOP_GRACE_MS)
    },
    async kill() {
      child.stdin.destroy()
      child.kill('SIGTERM')
      await stopWithin(STOP_GRACE_MS)
    },
    exited,
  }
}
