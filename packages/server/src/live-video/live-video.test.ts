/**
 * The RTMP ingest end to end (docs/live-video.md): an admin creates a stream, ffmpeg publishes
 * its test source to the ingest URL like OBS would, and the HLS playlist and segments appear at
 * the public playback URL; a wrong key is refused and the stream ends when the publisher leaves.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { CreatedLiveVideoStream, LiveVideoStream } from '@oabat/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import { startReport } from '../start-report.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'
import { publishTestSource, type TestPublisher } from './test-publisher.ts'

let server: TestServer
let adminToken: string
const publishers: TestPublisher[] = []

beforeAll(async () => {
  server = await startTestServer({ RTMP_PORT: '0' })
  adminToken = (await loginAs(server, 'admin')).token
})

afterAll(async () => {
  await Promise.all(publishers.map((p) => p.stop()))
  await server?.stop()
})

async function createStream(): Promise<CreatedLiveVideoStream> {
  const { status, body } = await server.json<CreatedLiveVideoStream>(
    '/api/intern/live_video_streams',
    request('POST', undefined, adminToken),
  )
  expect(status).toBe(201)
  return body
}

/** The ingest URL with the loopback address the test server listens on. */
function ingestUrlOf(stream: CreatedLiveVideoStream): string {
  return (stream.ingest_url as string).replace('//localhost:', '//127.0.0.1:')
}

function publish(url: string, seconds: number, codecs?: Parameters<typeof publishTestSource>[2]) {
  const publisher = publishTestSource(url, seconds, codecs)
  publishers.push(publisher)
  return publisher
}

interface Playlist {
  mediaSequence: number
  segments: string[]
  ended: boolean
  text: string
}

function parsePlaylist(text: string): Playlist {
  const sequence = /#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)
  return {
    mediaSequence: sequence ? Number(sequence[1]) : -1,
    segments: text.split('\n').filter((line) => line.endsWith('.ts')),
    ended: text.includes('#EXT-X-ENDLIST'),
    text,
  }
}

/** Reads the playlist until it satisfies the condition (segments take a few seconds to appear). */
async function waitForPlaylist(url: string, until: (playlist: Playlist) => boolean, seconds = 40): Promise<Playlist> {
  const deadline = Date.now() + seconds * 1000
  let last: Playlist | null = null
  while (Date.now() < deadline) {
    const response = await fetch(url)
    if (response.ok) {
      expect(response.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      last = parsePlaylist(await response.text())
      if (until(last)) return last
    } else {
      await response.arrayBuffer()
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`playlist did not get there in ${seconds} s; last: ${last?.text ?? 'none'}`)
}

/** Downloads a segment and checks it is MPEG-TS: 188-byte packets, each starting with 0x47. */
async function expectTransportStream(url: string): Promise<void> {
  const response = await fetch(url)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('video/mp2t')
  const bytes = new Uint8Array(await response.arrayBuffer())
  expect(bytes.length).toBeGreaterThan(188 * 10)
  expect(bytes.length % 188).toBe(0)
  for (let offset = 0; offset < bytes.length; offset += 188) expect(bytes[offset]).toBe(0x47)
}

/** ffmpeg processes of this test server (they write into its DATA_DIR). */
function packagersOf(dataDir: string): string[] {
  const processes = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).split('\n')
  return processes.filter((args) => args.startsWith('ffmpeg') && args.includes(path.join(dataDir, 'live')))
}

describe('RTMP ingest to HLS', () => {
  it('an admin gets a stream key, ingest URL and playback URL; the key is not in the public URL', async () => {
    const stream = await createStream()
    expect(stream.stream_key).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(stream.ingest_server).toBe(`rtmp://localhost:${server.liveVideo.rtmpPort}/live`)
    expect(stream.ingest_url).toBe(`${stream.ingest_server}/${stream.stream_key}`)
    expect(stream.playback_url).toBe(`${server.publicUrl}/live/${stream.playback_id}/index.m3u8`)
    expect(stream.playback_url).not.toContain(stream.stream_key)
    expect(stream.is_live).toBe(false)
    expect(startReport(server.config, server)).toContain(
      `Livestream-Eingang (RTMP): ${stream.ingest_server}/{Streamschlüssel}, Wiedergabe unter ${server.publicUrl}/live/{Wiedergabe-ID}/index.m3u8`,
    )
    const list = await server.json<{ data: LiveVideoStream[] }>(
      '/api/intern/live_video_streams',
      request('GET', undefined, adminToken),
    )
    expect(list.body.data[0]).toEqual({
      id: stream.id,
      playback_id: stream.playback_id,
      playback_url: stream.playback_url,
      is_live: false,
      created_at: stream.created_at,
      last_published_at: null,
    })
    expect(JSON.stringify(list.body)).not.toContain(stream.stream_key)
  })

  it('a published H.264/AAC stream becomes a sliding HLS playlist of MPEG-TS segments, then ends with the publisher', async () => {
    const stream = await createStream()
    const playlistUrl = `${server.url}/live/${stream.playback_id}/index.m3u8`
    const publisher = publish(ingestUrlOf(stream), 16)

    const first = await waitForPlaylist(playlistUrl, (p) => p.segments.length >= 2)
    expect(first.text).toContain('#EXT-X-TARGETDURATION:2')
    for (const segment of first.segments.slice(0, 2))
      await expectTransportStream(`${server.url}/live/${stream.playback_id}/${segment}`)
    const list = await server.json<{ data: LiveVideoStream[] }>(
      '/api/intern/live_video_streams',
      request('GET', undefined, adminToken),
    )
    expect(list.body.data.find((s) => s.id === stream.id)?.is_live).toBe(true)

    // The playlist slides: the media sequence grows and at most 6 segments stay listed.
    const later = await waitForPlaylist(playlistUrl, (p) => p.mediaSequence >= first.mediaSequence + 2)
    expect(later.segments.length).toBeLessThanOrEqual(6)
    expect(later.segments).not.toContain(first.segments[0])
    // A segment that left the playlist leaves the disk too (ffmpeg keeps one more for late players).
    await expect
      .poll(async () => (await fetch(`${server.url}/live/${stream.playback_id}/${first.segments[0]}`)).status, {
        timeout: 15_000,
      })
      .toBe(404)

    expect(await publisher.exited, publisher.output()).toBe(0)
    const ended = await waitForPlaylist(playlistUrl, (p) => p.ended)
    expect(ended.segments.length).toBeGreaterThan(0)
    const after = await server.json<{ data: LiveVideoStream[] }>(
      '/api/intern/live_video_streams',
      request('GET', undefined, adminToken),
    )
    const row = after.body.data.find((s) => s.id === stream.id)
    expect(row?.is_live).toBe(false)
    expect(row?.last_published_at).not.toBeNull()
    expect(packagersOf(server.dataDir)).toEqual([])
  }, 90_000)

  it('codecs browsers cannot play (FLV1 video, MP3 audio) are encoded to H.264 and AAC', async () => {
    const stream = await createStream()
    const playlistUrl = `${server.url}/live/${stream.playback_id}/index.m3u8`
    publish(ingestUrlOf(stream), 10, 'flv1-mp3')
    const playlist = await waitForPlaylist(playlistUrl, (p) => p.segments.length >= 2)
    const segmentUrl = `${server.url}/live/${stream.playback_id}/${playlist.segments[0]}`
    await expectTransportStream(segmentUrl)
    // ffprobe reads a downloaded copy: a synchronous call to this process's own server would wait forever.
    const copy = path.join(server.dataDir, 'probe.ts')
    fs.writeFileSync(copy, new Uint8Array(await (await fetch(segmentUrl)).arrayBuffer()))
    const probe = execFileSync(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0', copy],
      { encoding: 'utf8' },
    )
    // ffprobe names each stream once per program and once on its own.
    expect([...new Set(probe.split('\n').filter(Boolean))].sort()).toEqual(['aac', 'h264'])
  }, 90_000)

  it('publishing with a wrong key is refused and writes nothing', async () => {
    const stream = await createStream()
    const wrong = ingestUrlOf(stream).replace(stream.stream_key, 'x'.repeat(32))
    const publisher = publish(wrong, 5)
    expect(await publisher.exited).not.toBe(0)
    // Another application name than /live is refused the same way, even with the right key.
    const otherApp = publish(ingestUrlOf(stream).replace('/live/', '/andere/'), 5)
    expect(await otherApp.exited).not.toBe(0)
    expect(fs.existsSync(path.join(server.dataDir, 'live', stream.playback_id))).toBe(false)
    const answer = await fetch(`${server.url}/live/${stream.playback_id}/index.m3u8`)
    expect(answer.status).toBe(404)
    expect(await answer.json()).toEqual({ message: 'Diese Übertragung läuft gerade nicht.' })
  }, 60_000)

  it('a second publisher on a live stream is refused; the first goes on', async () => {
    const stream = await createStream()
    const playlistUrl = `${server.url}/live/${stream.playback_id}/index.m3u8`
    const first = publish(ingestUrlOf(stream), 20)
    await waitForPlaylist(playlistUrl, (p) => p.segments.length >= 1)
    const second = publish(ingestUrlOf(stream), 5)
    expect(await second.exited).not.toBe(0)
    const before = await waitForPlaylist(playlistUrl, () => true)
    await waitForPlaylist(playlistUrl, (p) => p.mediaSequence > before.mediaSequence)
    await first.stop()
  }, 90_000)

  it('only files of the playlist are served: no other names, no paths out of the folder', async () => {
    for (const target of [
      '/live/..%2F..%2Fsecrets/index.m3u8',
      '/live/abc/index.m3u8',
      `/live/${'a'.repeat(22)}/..%2F..%2Foabat.sqlite`,
      `/live/${'a'.repeat(22)}/index.m3u8.tmp`,
    ]) {
      const response = await fetch(`${server.url}${target}`)
      expect(response.status, target).toBe(404)
      await response.arrayBuffer()
    }
  })

  it('stopping the server cuts off the publisher and stops its ffmpeg', async () => {
    const own = await startTestServer({ RTMP_PORT: '0' })
    try {
      const token = (await loginAs(own, 'admin')).token
      const { body: stream } = await own.json<CreatedLiveVideoStream>(
        '/api/intern/live_video_streams',
        request('POST', undefined, token),
      )
      const publisher = publish(ingestUrlOf(stream), 60)
      await waitForPlaylist(`${own.url}/live/${stream.playback_id}/index.m3u8`, (p) => p.segments.length >= 1)
      expect(packagersOf(own.dataDir)).toHaveLength(1)
      await own.stop()
      expect(packagersOf(own.dataDir)).toEqual([])
      expect(await publisher.exited).not.toBe(0)
      expect(fs.existsSync(path.join(own.dataDir, 'live'))).toBe(false)
    } finally {
      await own.stop().catch(() => {})
    }
  }, 90_000)
})
