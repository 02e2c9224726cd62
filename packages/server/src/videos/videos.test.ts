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

/** Creates, uploads in one PATCH and registers a video; returns the registered video. */
async function uploadedVideo(token: string, title: string): Promise<Video> {
  const data = mp4(64 * 1024)
  const created = await createUpload(token, data.length, 'video/mp4')
  const url = uploadUrl(created.headers.get('location'))
  expect((await patch(url, token, 0, data)).status).toBe(204)
  const uploadId = url.split('/').at(-1) as string
  const registered = await server().json<{ data: Video }>(
    '/api/videos',
    request('POST', { upload_id: uploadId, title }, token),
  )
  expect(registered.status).toBe(201)
  return registered.body.data
}

describe('video title and the company video (SPEC §7 Media, Business delete-video)', () => {
  it('PUT /api/videos/{id} changes title and description for the uploader only', async () => {
    const video = await uploadedVideo(business.token, 'Erster Titel')
    const changed = await server().json<{ data: Video }>(
      `/api/videos/${video.id}`,
      request(
        'PUT',
        { title: 'Ein Tag in der Werkstatt', description: 'Unsere Azubis zeigen, was sie machen.' },
        business.token,
      ),
    )
    expect(changed.status).toBe(200)
    expect(changed.body.data).toMatchObject({
      title: 'Ein Tag in der Werkstatt',
      description: 'Unsere Azubis zeigen, was sie machen.',
      status: 'success',
    })
    const empty = await server().json<{ errors: Record<string, string[]> }>(
      `/api/videos/${video.id}`,
      request('PUT', { title: '  ' }, business.token),
    )
    expect(empty.status).toBe(422)
    expect(empty.body.errors.title).toEqual(['Bitte gib einen Titel an.'])
    const foreign = await server().json(`/api/videos/${video.id}`, request('PUT', { title: 'Fremd' }, school.token))
    expect(foreign.status).toBe(403)
    const reread = await server().json<{ data: Video }>(`/api/videos/${video.id}`, request('GET'))
    expect(reread.body.data.title).toBe('Ein Tag in der Werkstatt')
  })

  it('POST /api/business/delete-video removes the profile video and its file; another company is refused', async () => {
    const video = await uploadedVideo(business.token, 'Firmenvideo')
    const own = business.user.business as { id: number; slug: string }
    await server().json(`/api/business/${own.slug}`, request('PUT', { video_id: video.id }, business.token))

    const registered = await server().json<AuthToken>(
      '/api/businesses',
      request('POST', {
        newBusiness: {
          name: 'Bäckerei Huber',
          postal_code: '94469',
          email: 'huber@baeckerei-huber.de',
          password: 'sicher-2026',
          firstname: 'Anna',
          lastname: 'Huber',
        },
      }),
    )
    const other = registered.body
    const refused = await server().json(
      '/api/business/delete-video',
      request('POST', { businessID: own.id }, other.token),
    )
    expect(refused.status).toBe(403)
    expect((await fetch(`${server().url}${video.url}`)).status).toBe(200)

    const removed = await server().json<{ message: string }>(
      '/api/business/delete-video',
      request('POST', { businessID: own.id }, business.token),
    )
    expect(removed.status).toBe(200)
    const profile = await server().json<{ data: { video_id: number | null } }>(`/api/v2/business/${own.slug}`)
    expect(profile.body.data.video_id).toBeNull()
    expect((await fetch(`${server().url}${video.url}`)).status).toBe(404)
    expect((await server().json(`/api/videos/${video.id}`)).status).toBe(404)
  })
})

describe('serving a video (range requests)', () => {
  it('streams the whole file or the asked range (206), refuses a range outside it (416)', async () => {
    const video = await uploadedVideo(business.token, 'Bereiche')
    const data = mp4(64 * 1024)
    const url = `${server().url}${video.url}`
    const whole = await fetch(url)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    expect(whole.headers.get('content-length')).toBe(String(data.length))
    expect(Buffer.from(await whole.arrayBuffer()).equals(data)).toBe(true)

    const first = await fetch(url, { headers: { Range: 'bytes=0-99' } })
    expect(first.status).toBe(206)
    expect(first.headers.get('content-range')).toBe(`bytes 0-99/${data.length}`)
    expect(Buffer.from(await first.arrayBuffer()).equals(data.subarray(0, 100))).toBe(true)

    const open = await fetch(url, { headers: { Range: 'bytes=65000-' } })
    expect(open.status).toBe(206)
    expect(Buffer.from(await open.arrayBuffer()).equals(data.subarray(65000))).toBe(true)

    const last = await fetch(url, { headers: { Range: 'bytes=-16' } })
    expect(last.headers.get('content-range')).toBe(`bytes ${data.length - 16}-${data.length - 1}/${data.length}`)
    expect(Buffer.from(await last.arrayBuffer()).equals(data.subarray(data.length - 16))).toBe(true)

    const outside = await fetch(url, { headers: { Range: `bytes=${data.length}-` } })
    expect(outside.status).toBe(416)
    expect(outside.headers.get('content-range')).toBe(`bytes */${data.length}`)
  })
})
