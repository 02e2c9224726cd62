import type { AuthToken, ChatMessage, Image } from '@oabat/core'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import { createTestClock } from '../test-support/test-clock.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const clock = createTestClock()
const server = useTestServer({}, { clock })
let trainee: AuthToken
let business: AuthToken
let school: AuthToken

beforeAll(async () => {
  trainee = await loginAs(server(), 'trainee')
  business = await loginAs(server(), 'business')
  school = await loginAs(server(), 'school')
})

async function uploadImage(token: string, isPublic: boolean): Promise<Image> {
  const png = await sharp({ create: { width: 240, height: 160, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'bild.png')
  form.set('public', isPublic ? '1' : '0')
  const response = await fetch(`${server().url}/api/images`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: Image }).data
}

const bytes = (path: string, token?: string) =>
  fetch(`${server().url}${path}`, token ? { headers: { Authorization: `Bearer ${token}` } } : {})

const unsigned = (url: string) => url.split('?')[0] as string

describe('private images (docs/media.md): signed URLs, no public caching', () => {
  it('the owner gets signed URLs that open the bytes for ten minutes, cached only privately', async () => {
    const image = await uploadImage(trainee.token, false)
    const url = image.urls.large.jpg
    expect(url).toMatch(/^\/api\/media\/images\/[0-9a-f-]{36}\/large\.jpg\?expires=\d+&signature=[\w-]+$/)
    const opened = await bytes(url)
    expect(opened.status).toBe(200)
    expect(opened.headers.get('content-type')).toBe('image/jpeg')
    const cache = opened.headers.get('cache-control') ?? ''
    expect(cache).toMatch(/^private, max-age=\d+$/)
    expect(cache).not.toMatch(/public|immutable/)
    expect(Number(cache.split('=')[1])).toBeLessThanOrEqual(15 * 60)

    // Without a signature: refused, with or without a login.
    expect((await bytes(unsigned(url))).status).toBe(404)
    expect((await bytes(unsigned(url), trainee.token)).status).toBe(404)
    // A wrong signature, or one of another image.
    expect(
      (await bytes(url.replace(/signature=[\w-]+/, 'signature=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'))).status,
    ).toBe(404)
    const other = await uploadImage(trainee.token, false)
    const foreign = `${unsigned(other.urls.large.jpg)}?${url.split('?')[1]}`
    expect((await bytes(foreign)).status).toBe(404)
    // A changed expiry breaks the signature.
    expect((await bytes(url.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 600}`))).status).toBe(404)

    // Expired: 16 minutes later the same URL is refused; a fresh answer gives a new one.
    clock.advance(16 * 60 * 1000)
    expect((await bytes(url)).status).toBe(404)
    const fresh = await server().json<{ data: Image }>(
      `/api/images/${image.id}`,
      request('GET', undefined, trainee.token),
    )
    expect(fresh.body.data.urls.large.jpg).not.toBe(url)
    expect((await bytes(fresh.body.data.urls.large.jpg)).status).toBe(200)
  })

  it('another account gets neither the image nor a URL; a chat participant gets a signed one', async () => {
    const image = await uploadImage(trainee.token, false)
    const refused = await server().json(`/api/images/${image.id}`, request('GET', undefined, school.token))
    expect(refused.status).toBe(404)
    expect(JSON.stringify(refused.body)).not.toContain('/api/media/')
    expect((await server().json(`/api/images/${image.id}`)).status).toBe(404)

    const sent = await server().json<{ data: ChatMessage }>(
      '/api/chat/messages/',
      request('POST', { receiver_id: business.user.id, body: '', image_id: image.id }, trainee.token),
    )
    expect(sent.status).toBe(201)
    const page = await server().json<{ data: ChatMessage[] }>(
      `/api/chat/conversations/${sent.body.data.conversation_id}/messages`,
      request('GET', undefined, business.token),
    )
    const shown = page.body.data.find((m) => m.id === sent.body.data.id)?.image?.urls.small.webp ?? ''
    expect(shown).toContain('signature=')
    const opened = await bytes(shown)
    expect(opened.status).toBe(200)
    expect(opened.headers.get('content-type')).toBe('image/webp')
  })

  it('public images keep plain URLs and a year of public, immutable caching', async () => {
    const image = await uploadImage(business.token, true)
    expect(image.urls.large.jpg).not.toContain('?')
    const opened = await bytes(image.urls.large.jpg)
    expect(opened.status).toBe(200)
    expect(opened.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })
})
