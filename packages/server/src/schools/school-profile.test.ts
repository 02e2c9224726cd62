import type { AuthToken, Image } from '@oabat/core'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()

interface SchoolAnswer {
  data: { id: number; slug: string; name: string; about_us: string | null; main_image: Image | null }
}

let schoolA: AuthToken
let schoolB: AuthToken
let slugA: string
let slugB: string

function call<T = unknown>(method: string, path: string, body?: unknown, token?: string | null) {
  return server().json<T & { message?: string; errors?: Record<string, string[]> }>(path, request(method, body, token))
}

async function uploadImage(token: string): Promise<Image> {
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'schulhof.png')
  const response = await fetch(`${server().url}/api/images`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: Image }).data
}

beforeAll(async () => {
  schoolA = await loginAs(server(), 'school')
  slugA = schoolA.user.school?.slug as string
  const registered = await call<AuthToken>('POST', '/api/schools/register', {
    school: { name: 'Realschule Andersort', type: 'Realschule', postal_code: '94036' },
    firstname: 'Rita',
    lastname: 'Rektorin',
    gender: 'Frau',
    email: 'rektorat@rs-andersort.de',
    password: 'sicher-2026',
  })
  expect(registered.status).toBe(201)
  schoolB = registered.body
  slugB = schoolB.user.school?.slug as string
})

describe('school profile (SPEC §7 GET/PUT /api/schools/{id or slug}, §6 editSchool)', () => {
  it('anyone reads a school by slug or id; an unknown one is a German 404', async () => {
    const bySlug = await call<SchoolAnswer>('GET', `/api/schools/${slugA}`)
    expect(bySlug.status).toBe(200)
    const byId = await call<SchoolAnswer>('GET', `/api/schools/${bySlug.body.data.id}`)
    expect(byId.body.data.slug).toBe(slugA)
    expect(await call('GET', '/api/schools/gibt-es-nicht')).toMatchObject({
      status: 404,
      body: { message: 'Diese Schule gibt es nicht.' },
    })
  })

  it('a school changes its own about_us and image, by slug or by id', async () => {
    const image = await uploadImage(schoolA.token)
    const saved = await call<SchoolAnswer>(
      'PUT',
      `/api/schools/${slugA}`,
      { about_us: '  Wir sind eine Schule mit Herz.  ', main_image_id: image.id },
      schoolA.token,
    )
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ about_us: 'Wir sind eine Schule mit Herz.', main_image: { id: image.id } })
    const byId = await call<SchoolAnswer>('PUT', `/api/schools/${saved.body.data.id}`, { about_us: '' }, schoolA.token)
    expect(byId.body.data).toMatchObject({ about_us: null, main_image: { id: image.id } })
  })

  it('school A cannot change school B: 403 by slug and by id, and nothing changes', async () => {
    const before = await call<SchoolAnswer>('GET', `/api/schools/${slugB}`)
    for (const target of [slugB, String(before.body.data.id)]) {
      const refused = await call('PUT', `/api/schools/${target}`, { about_us: 'Übernommen!' }, schoolA.token)
      expect(refused).toMatchObject({ status: 403, body: { message: 'Das ist nicht Deine Schule.' } })
      expect(Object.keys(refused.body)).toEqual(['message'])
    }
    // Nor with an image of school A on school B's own profile.
    const imageOfA = await uploadImage(schoolA.token)
    const foreignImage = await call('PUT', `/api/schools/${slugB}`, { main_image_id: imageOfA.id }, schoolB.token)
    expect(foreignImage.status).toBe(422)
    expect(foreignImage.body.errors?.main_image_id?.[0]).toMatch(/gehört nicht zu Deiner Schule/)
    expect((await call<SchoolAnswer>('GET', `/api/schools/${slugB}`)).body).toEqual(before.body)
  })

  it('other roles may not change a school; bad input is a German 422', async () => {
    for (const role of ['trainee', 'business', 'region'] as const) {
      const { token } = await loginAs(server(), role)
      expect((await call('PUT', `/api/schools/${slugA}`, { about_us: 'x' }, token)).status).toBe(403)
    }
    expect((await call('PUT', `/api/schools/${slugA}`, { about_us: 'x' })).status).toBe(401)
    const tooLong = await call('PUT', `/api/schools/${slugA}`, { about_us: 'a'.repeat(5001) }, schoolA.token)
    expect(tooLong.status).toBe(422)
    expect(tooLong.body.errors?.about_us?.[0]).toBe('„Über uns“ darf höchstens 5000 Zeichen lang sein.')
  })

  it('about_us with HTML or over-long is a German 422 and nothing is stored', async () => {
    const before = await call<SchoolAnswer>('GET', `/api/schools/${slugA}`)
    for (const about_us of [
      '<script>alert(1)</script>Hallo',
      `<b>${'a'.repeat(6000)}</b>`,
      'Hallo <img src=x onerror=alert(1)>',
    ]) {
      const refused = await call('PUT', `/api/schools/${slugA}`, { about_us }, schoolA.token)
      expect(refused.status).toBe(422)
      expect(refused.body.errors?.about_us?.[0]).toMatch(/[äöüÜ]|Zeichen|HTML/)
    }
    expect((await call<SchoolAnswer>('GET', `/api/schools/${slugA}`)).body).toEqual(before.body)
  })

  it('a school sets its logo, gallery in order and clears them; foreign ids are refused', async () => {
    const [logo, first, second] = [
      await uploadImage(schoolA.token),
      await uploadImage(schoolA.token),
      await uploadImage(schoolA.token),
    ]
    const saved = await call<SchoolAnswer & { data: { logo: Image | null; gallery_images: Image[] } }>(
      'PUT',
      `/api/schools/${slugA}`,
      { logo_image_id: logo.id, gallery_images: [second.id, first.id] },
      schoolA.token,
    )
    expect(saved.status).toBe(200)
    expect(saved.body.data.logo?.id).toBe(logo.id)
    expect(saved.body.data.gallery_images.map((image) => image.id)).toEqual([second.id, first.id])
    const ofB = await uploadImage(schoolB.token)
    const foreign = await call('PUT', `/api/schools/${slugA}`, { gallery_images: [first.id, ofB.id] }, schoolA.token)
    expect(foreign.status).toBe(422)
    expect(foreign.body.errors?.gallery_images?.[0]).toMatch(/gehört nicht zu Deiner Schule/)
    const twice = await call('PUT', `/api/schools/${slugA}`, { gallery_images: [first.id, first.id] }, schoolA.token)
    expect(twice.status).toBe(422)
    const video = await call('PUT', `/api/schools/${slugA}`, { video_id: 999999 }, schoolA.token)
    expect(video.status).toBe(422)
    expect(video.body.errors?.video_id?.[0]).toMatch(/Dieses Video gibt es nicht/)
    const cleared = await call<SchoolAnswer & { data: { logo: Image | null; gallery_images: Image[] } }>(
      'PUT',
      `/api/schools/${slugA}`,
      { logo_image_id: null, gallery_images: [] },
      schoolA.token,
    )
    expect(cleared.body.data).toMatchObject({ logo: null, gallery_images: [] })
  })
})
