import fs from 'node:fs'
import path from 'node:path'
import type { ServedProduct } from './server.ts'

export interface LiveStreamForTest {
  /** The RTMP URL with key, on the loopback address the test server listens on. */
  ingestUrl: string
  playbackUrl: string
}

/**
 * Logs in as the demo admin of the served product (started with NODE_ENV=development, where the
 * demo admin is the admin) and creates an RTMP stream through the API.
 */
export async function createLiveStream(server: ServedProduct): Promise<LiveStreamForTest> {
  const password = fs.readFileSync(path.join(server.dataDir, 'secrets', 'demo-admin-password'), 'utf8').trim()
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.oabat.de', password }),
  })
  const { token } = (await login.json()) as { token: string }
  const created = await fetch(`${server.url}/api/intern/live_video_streams`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  })
  const stream = (await created.json()) as { ingest_url: string | null; playback_id: string }
  if (created.status !== 201) throw new Error(`creating a stream answered ${created.status}: ${JSON.stringify(stream)}`)
  if (!stream.ingest_url) throw new Error('the RTMP ingest is off')
  return {
    ingestUrl: stream.ingest_url.replace('//localhost:', '//127.0.0.1:'),
    playbackUrl: `${server.url}/live/${stream.playback_id}/index.m3u8`,
  }
}
