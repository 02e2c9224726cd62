import fs from 'node:fs'
import path from 'node:path'
import type { AuthToken, Image, StoredFile } from '@oabat/core'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()
let business: AuthToken
let trainee: AuthToken
let school: AuthToken

beforeAll(async () => {
  business = await loginAs(server(), 'business')
  trainee = await loginAs(server(), 'trainee')
  school = await loginAs(server(), 'school')
})

async function upload<T>(
  pathname: string,
  field: string,
  data: Uint8Array,
  name: string,
  type: string,
  token?: string,
  extra: Record<string, string> = {},
): Promise<{ status: number; body: T & { message?: string; errors?: Record<string, string[]> } }> {
  const form = new FormData()
  form.set(field, new Blob([new Uint8Array(data)], { type }), name)
  for (const [key, value] of Object.entries(extra)) form.set(key, value)
  const response = await fetch(`${server().url}${pathname}`, {
    method: 'POST',
    body: form,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  return { status: response.status, body: (await response.json()) as never }
}

/** A photo-like test picture: a gradient with noise, so the encoders have real work. */
async function photo(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3)
  for (let i = 0; i < raw.length; i += 3) {
    const x = (i / 3) % width
    raw[i] = (x * 255) / width
    raw[i + 1] = ((i * 7919) % 97) + 80
    raw[i + 2] = 140
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer()
}

function imageFolders(): string[] {
  const dir = path.join(server().dataDir, 'media', 'images')
  return fs.existsSync(dir) ? fs.readdirSync(dir) : []
}

describe('images (SPEC §7 Media): re-encoded by sharp', () => {
  it('stores three sizes in AVIF, WebP and JPEG plus a placeholder; each variant is a valid image of its stated size', async () => {
    const answer = await upload<{ data: Image }>(
      '/api/images',
      'image',
      await photo(2000, 1200),
      'werkstatt.jpg',
      'image/jpeg',
      business.token,
    )
    expect(answer.status).toBe(201)
    const image = answer.body.data
    expect(image).toMatchObject({ width: 2000, height: 1200, is_private: false, file_name: 'werkstatt.jpg' })
    expect(image.sizes).toEqual({
      small: { width: 320, height: 192 },
      medium: { width: 800, height: 480 },
      large: { width: 1600, height: 960 },
    })
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/)
    for (const [size, formats] of Object.entries(image.urls)) {
      for (const [format, url] of Object.entries(formats)) {
        const response = await fetch(`${server().url}${url}`)
        expect(response.status, url).toBe(200)
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
        expect(meta.format === 'heif' ? 'avif' : meta.format === 'jpeg' ? 'jpg' : meta.format).toBe(format)
        expect({ width: meta.width, height: meta.height }).toEqual(image.sizes[size as keyof Image['sizes']])
      }
    }
    const read = await server().json<{ data: Image }>(`/api/images/${image.id}`)
    expect(read.body.data.urls).toEqual(image.urls)
  })

  it('never enlarges a small image', async () => {
    const small = await sharp({ create: { width: 200, height: 100, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer()
    const answer = await upload<{ data: Image }>('/api/images', 'image', small, 'logo.png', 'image/png', business.token)
    expect(answer.status).toBe(201)
    expect(answer.body.data.sizes.large).toEqual({ width: 200, height: 100 })
  })

  it('refuses fake, broken and huge images with a German 422 and leaves no files behind', async () => {
    const before = imageFolders().length
    const fake = await upload(
      '/api/images',
      'image',
      Buffer.from('kein Bild, nur Text'),
      'x.jpg',
      'image/jpeg',
      business.token,
    )
    expect(fake.status).toBe(422)
    expect(fake.body.message).toBe(
      'Diese Datei ist kein unterstütztes Bild. Erlaubt sind JPEG, PNG, WebP, AVIF und GIF.',
    )
    const truncated = (await photo(800, 600)).subarray(0, 600)
    expect((await upload('/api/images', 'image', truncated, 't.jpg', 'image/jpeg', business.token)).status).toBe(422)
    // 48 megapixels in a few kilobytes: a decompression bomb.
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer()
    const huge = await upload('/api/images', 'image', bomb, 'gross.png', 'image/png', business.token)
    expect(huge.status).toBe(422)
    expect(huge.body.message).toBe('Das Bild ist zu groß. Erlaubt sind höchstens 15 MB und 40 Megapixel.')
    const heavy = await upload(
      '/api/images',
      'image',
      Buffer.alloc(16 * 1024 * 1024, 1),
      'h.jpg',
      'image/jpeg',
      business.token,
    )
    expect(heavy.status).toBe(422)
    expect(imageFolders().length).toBe(before)
  })

  it('own images only: others cannot change or delete them; a private image is hidden from others', async () => {
    const answer = await upload<{ data: Image }>(
      '/api/images',
      'image',
      await photo(400, 300),
      'privat.jpg',
      'image/jpeg',
      trainee.token,
      { public: '0' },
    )
    const image = answer.body.data
    expect(image.is_private).toBe(true)
    expect((await server().json(`/api/images/${image.id}`)).status).toBe(404)
    expect((await server().json(`/api/images/${image.id}`, request('GET', undefined, trainee.token))).status).toBe(200)
    const put = await server().json(`/api/images/${image.id}`, request('PUT', { public: true }, business.token))
    expect(put.status).toBe(403)
    expect((await server().json(`/api/images/${image.id}`, request('DELETE', undefined, school.token))).status).toBe(
      403,
    )
    const renamed = await server().json<{ data: Image }>(
      `/api/images/${image.id}`,
      request('PUT', { public: true, file_name: 'ich.jpg' }, trainee.token),
    )
    expect(renamed.body.data).toMatchObject({ is_private: false, file_name: 'ich.jpg' })
    const uuidFolder = image.urls.small.jpg.split('/')[4] as string
    expect(imageFolders()).toContain(uuidFolder)
    const deleted = await server().json(`/api/images/${image.id}`, request('DELETE', undefined, trainee.token))
    expect(deleted.status).toBe(200)
    expect(imageFolders()).not.toContain(uuidFolder)
    expect((await fetch(`${server().url}${image.urls.small.jpg}`)).status).toBe(404)
  })

  it('a guest cannot upload images (401)', async () => {
    expect((await upload('/api/images', 'image', await photo(50, 50), 'a.jpg', 'image/jpeg')).status).toBe(401)
  })
})

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

describe('files: type from the content, size limit, claim with uuid', () => {
  it('a guest uploads a PDF, claims it after login; the owner reads, renames and deletes it', async () => {
    const guest = await upload<{ data: StoredFile }>('/api/file', 'file', PDF, 'lebenslauf.pdf', 'application/pdf')
    expect(guest.status).toBe(201)
    const file = guest.body.data
    expect(file).toMatchObject({ mime_type: 'application/pdf', original_filename: 'lebenslauf.pdf', is_claimed: false })
    expect(file.uuid).toMatch(/^[0-9a-f-]{36}$/)

    const wrong = await server().json(
      `/api/claim_file/${file.id}`,
      request('POST', { uuid: '00000000-0000-4000-8000-000000000000' }, trainee.token),
    )
    expect(wrong.status).toBe(403)
    const claimed = await server().json<{ data: StoredFile }>(
      `/api/claim_file/${file.id}`,
      request('POST', { uuid: file.uuid }, trainee.token),
    )
    expect(claimed.body.data.is_claimed).toBe(true)
    const stolen = await server().json(`/api/claim_file/${file.id}`, request('POST', { uuid: file.uuid }, school.token))
    expect(stolen.status).toBe(403)

    const blob = await fetch(`${server().url}/api/file/${file.id}`, {
      headers: { Authorization: `Bearer ${trainee.token}` },
    })
    expect(blob.status).toBe(200)
    expect(blob.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await blob.arrayBuffer()).equals(PDF)).toBe(true)
    expect((await server().json(`/api/file/${file.id}`, request('GET', undefined, school.token))).status).toBe(403)
    const info = await server().json<{ data: StoredFile }>(
      `/api/files_info/${file.id}`,
      request('GET', undefined, trainee.token),
    )
    expect(info.body.data.size).toBe(PDF.length)
    const renamed = await server().json<{ data: StoredFile }>(
      `/api/files/${file.id}`,
      request('PUT', { original_filename: 'cv.pdf' }, trainee.token),
    )
    expect(renamed.body.data.original_filename).toBe('cv.pdf')
    expect((await server().json(`/api/files/${file.id}`, request('DELETE', undefined, school.token))).status).toBe(403)
    expect((await server().json(`/api/files/${file.id}`, request('DELETE', undefined, trainee.token))).status).toBe(200)
    expect((await server().json(`/api/files_info/${file.id}`, request('GET', undefined, trainee.token))).status).toBe(
      404,
    )
  })

  it('refuses content that does not match its claimed type, unknown types and oversized files', async () => {
    const mismatch = await upload('/api/file', 'file', PDF, 'bild.png', 'image/png', trainee.token)
    expect(mismatch.status).toBe(422)
    expect(mismatch.body.message).toBe('Der Inhalt der Datei passt nicht zu ihrem Typ.')
    const renamed = await upload('/api/file', 'file', PDF, 'bild.jpg', 'application/octet-stream', trainee.token)
    expect(renamed.body.message).toBe('Der Inhalt der Datei passt nicht zu ihrem Typ.')
    const text = await upload('/api/file', 'file', Buffer.from('nur Text'), 'notiz.txt', 'text/plain', trainee.token)
    expect(text.body.message).toBe(
      'Dieser Dateityp wird nicht unterstützt. Erlaubt sind PDF, JPEG, PNG, WebP und DOCX.',
    )
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)])
    const tooBig = await upload('/api/file', 'file', big, 'gross.pdf', 'application/pdf', trainee.token)
    expect(tooBig.status).toBe(422)
    expect(tooBig.body.message).toBe('Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.')
    const dir = path.join(server().dataDir, 'media', 'files')
    const files = fs.existsSync(dir) ? fs.readdirSync(dir) : []
    const rows = await server().database.db.selectFrom('files').select('uuid').execute()
    expect(files.sort()).toEqual(rows.map((r) => r.uuid).sort())
  })
})
