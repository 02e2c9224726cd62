import http from 'node:http'
import type { AuthToken, Video } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()
let business: AuthToken
let school: AuthToken

beforeAll(async () => {
  business = await loginAs(server(), 'business')
  school = await loginAs(server(), 'school')
})

const b64 = (text: string) => Buffer.from(text).toString('base64')

/** An MP4 as file-type recognises it: an ftyp box (brand isom), then media bytes. */
function mp4(size: number): Buffer {
  const data = Buffer.alloc(size)
  Buffer.from([0, 0, 0, 0x18]).copy(data, 0)
  Buffer.from('ftypisom\0\0\x02\0isomiso2', 'binary').copy(data, 4)
  for (let i = 24; i < size; i++) data[i] = (i * 31) % 251
  return data
}

async function createUpload(token: string | null, length: number, filetype: string): Promise<Response> {
  return fetch(`${server().url}/api/videos/upload`, {
    method: 'POST',
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(length),
      'Upload-Metadata': `filetype ${b64(filetype)},filename ${b64('werbung.mp4')}`,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  })
}

function uploadUrl(location: string | null): string {
  if (!location) throw new Error('no Location header')
  return new URL(location, server().url).toString()
}

async function offsetOf(url: string, token: string): Promise<number> {
  const head = await fetch(url, {
    method: 'HEAD',
    headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token}` },
  })
  expect(head.status).toBe(200)
  return Number(head.headers.get('upload-offset'))
}

function patch(url: string, token: string, offset: number, chunk: Buffer): Promise<Response> {
  return fetch(url, {
    method: 'PATCH',
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
      Authorization: `Bearer ${token}`,
    },
    body: new Uint8Array(chunk),
  })
}

/** Sends part of a PATCH body, then cuts the connection, as a network break would. */
function interruptedPatch(url: string, token: string, data: Buffer, sendBytes: number): Promise<void> {
  return new Promise((resolve) => {
    const req = http.request(url, {
      method: 'PATCH',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(data.length),
        Authorization: `Bearer ${token}`,
      },
    })
    req.on('error', () => resolve())
    req.on('response', () => resolve())
    req.write(data.subarray(0, sendBytes), () => setTimeout(() => req.destroy(), 300))
    req.on('close', () => resolve())
  })
}

describe('video upload over tus (SPEC §4 Video upload)', () => {
  it('an upload broken off halfway resumes at the stored offset and completes; the video is registered and served', async () => {
    const data = mp4(3 * 1024 * 1024)
    const created = await createUpload(business.token, data.length, 'video/mp4')
    expect(created.status).toBe(201)
    const url = uploadUrl(created.headers.get('location'))

    await interruptedPatch(url, business.token, data, data.length / 2)
    const offset = await offsetOf(url, business.token)
    expect(offset).toBeGreaterThan(0)
    expect(offset).toBeLessThan(data.length)

    const own = await server().json<{ data: Video[] }>('/api/videos', request('GET', undefined, business.token))
    expect(own.body.data[0]?.status).toBe('pending')

    const rest = await patch(url, business.token, offset, data.subarray(offset))
    expect(rest.status).toBe(204)
    expect(Number(rest.headers.get('upload-offset'))).toBe(data.length)

    const uploadId = url.split('/').at(-1) as string
    const registered = await server().json<{ data: Video }>(
      '/api/videos',
      request('POST', { upload_id: uploadId, title: 'Unsere Werkstatt' }, business.token),
    )
    expect(registered.status).toBe(201)
    expect(registered.body.data).toMatchObject({ status: 'success', type: 'video/mp4', size: data.length })
    const file = await fetch(`${server().url}${registered.body.data.url}`)
    expect(Buffer.from(await file.arrayBuffer()).equals(data)).toBe(true)

    // The video can now be the company video.
    const slug = business.user.business?.slug as string
    const profile = await server().json<{ data: { video_id: number } }>(
      `/api/business/${slug}`,
      request('PUT', { video_id: registered.body.data.id }, business.token),
    )
    expect(profile.body.data.video_id).toBe(registered.body.data.id)
    expect(
      (await server().json(`/api/videos/${registered.body.data.id}`, request('DELETE', undefined, school.token)))
        .status,
    ).toBe(403)
  })

  it('needs a login, refuses other users and unsupported or fake videos', async () => {
    expect((await createUpload(null, 100, 'video/mp4')).status).toBe(401)
    expect((await createUpload(business.token, 100, 'video/x-msvideo')).status).toBe(415)

    const created = await createUpload(business.token, 2000, 'video/mp4')
    const url = uploadUrl(created.headers.get('location'))
    const foreign = await fetch(url, {
      method: 'HEAD',
      headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${school.token}` },
    })
    expect(foreign.status).toBe(403)
    const fake = await patch(url, business.token, 0, Buffer.alloc(2000, 'a'))
    expect(fake.status).toBe(422)
    expect(await fake.text()).toBe('Dieses Videoformat wird nicht unterstützt. Erlaubt sind MP4, WebM und MOV.')
    const own = await server().json<{ data: Video[] }>('/api/videos', request('GET', undefined, business.token))
    expect(own.body.data[0]?.status).toBe('error')
  })
})
