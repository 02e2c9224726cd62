import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { type PublisherCodecs, publishTestSource } from '../../packages/server/src/live-video/test-publisher.ts'
import { createLiveStream } from '../support/live-video-stream.ts'
import { startServer } from '../support/server.ts'

/** Seconds the stream runs before the measurement starts (ffmpeg start, first segments). */
const WARM_UP_SECONDS = 8
const MEASURED_SECONDS = 30
const CLOCK_TICKS_PER_SECOND = 100

export interface LiveVideoCpu {
  /** Share of one core, in percent, over the measured seconds. */
  server: number
  packager: number
}

/** User plus system CPU time of a process so far, in seconds (Linux /proc). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND
}

/** The ffmpeg that packages a stream of this server (it writes into DATA_DIR/live). */
function packagerPid(dataDir: string): number {
  const lines = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' }).split('\n')
  const line = lines.find((l) => l.includes('ffmpeg') && l.includes(path.join(dataDir, 'live')))
  if (!line) throw new Error('no packaging ffmpeg runs')
  return Number(line.trim().split(/\s+/)[0])
}

/**
 * CPU cost of one published stream on the built server: the server process (RTMP parsing, piping
 * FLV to ffmpeg, serving nothing else) and the packaging ffmpeg, with a 720p publisher sending
 * H.264/AAC (copied) or FLV1/MP3 (encoded to H.264/AAC by the server). The publisher's own CPU
 * (OBS's job) is not counted.
 */
export async function measureLiveVideoCpu(codecs: PublisherCodecs): Promise<LiveVideoCpu> {
  const server = await startServer({ RTMP_PORT: '0', NODE_ENV: 'development' })
  try {
    const { ingestUrl } = await createLiveStream(server)
    const publisher = publishTestSource(ingestUrl, WARM_UP_SECONDS + MEASURED_SECONDS + 10, codecs, '1280x720')
    try {
      await new Promise((resolve) => setTimeout(resolve, WARM_UP_SECONDS * 1000))
      const packager = packagerPid(server.dataDir)
      const before = { server: cpuSeconds(server.pid), packager: cpuSeconds(packager) }
      await new Promise((resolve) => setTimeout(resolve, MEASURED_SECONDS * 1000))
      const percent = (seconds: number) => (seconds / MEASURED_SECONDS) * 100
      return {
        server: percent(cpuSeconds(server.pid) - before.server),
        packager: percent(cpuSeconds(packager) - before.packager),
      }
    } finally {
      await publisher.stop()
    }
  } finally {
    await server.stop()
  }
}
