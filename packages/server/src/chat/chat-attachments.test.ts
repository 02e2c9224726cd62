import type { AuthToken, ChatMessage, Image, StoredFile } from '@oabat/core'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import { nextEvent } from '../realtime/testing/pusher-clients.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { useChatTestKit } from './chat-test-support.ts'

const server = useTestServer()
let trainee: AuthToken
let business: AuthToken
let school: AuthToken

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

const { call, chatChannel } = useChatTestKit(server)

async function upload<T>(pathname: string, field: string, data: Uint8Array, name: string, type: string, token: string) {
  const form = new FormData()
  form.set(field, new Blob([new Uint8Array(data)], { type }), name)
  if (field === 'image') form.set('public', '0')
  const response = await fetch(`${server().url}${pathname}`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: T }).data
}

const get = (path: string, token: string) =>
  fetch(`${server().url}${path}`, { headers: { Authorization: `Bearer ${token}` } })

beforeAll(async () => {
  trainee = await loginAs(server(), 'trainee')
  business = await loginAs(server(), 'business')
  school = await loginAs(server(), 'school')
})

describe('chat attachments: image and file messages (docs/chat.md)', () => {
  it('a private image and a PDF sent to a company: both sides see and read them, a stranger may not', async () => {
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer()
    const image = await upload<Image>('/api/images', 'image', png, 'werkstueck.png', 'image/png', trainee.token)
    expect(image.is_private).toBe(true)
    const file = await upload<StoredFile>(
      '/api/file',
      'file',
      PDF,
      'Lebenslauf Lena.pdf',
      'application/pdf',
      trainee.token,
    )

    const channel = await chatChannel(business)
    const arrived = nextEvent<ChatMessage>(channel, 'MessageSent')

    const sentImage = await call<{ data: ChatMessage }>(
      'POST',
      '/api/chat/messages/',
      { receiver_id: business.user.id, body: '', image_id: image.id },
      trainee.token,
    )
    expect(sentImage.status).toBe(201)
    expect(sentImage.body.data).toMatchObject({
      type: 'image',
      image_id: image.id,
      image: { id: image.id },
      file: null,
    })
    // The receiver's live event carries the image's (signed) URLs: no second call before showing it.
    const live = await arrived
    const path = (url = '') => url.split('?')[0]
    expect(path(live.image?.urls.small.webp)).toBe(path(image.urls.small.webp))
    expect(live.image?.urls.small.webp).toContain('signature=')

    const conversationId = sentImage.body.data.conversation_id
    const sentFile = await call<{ data: ChatMessage }>(
      'POST',
      '/api/chat/messages/',
      { conversation_id: conversationId, body: 'Mein Lebenslauf', file_id: file.id },
      trainee.token,
    )
    expect(sentFile.status).toBe(201)
    expect(sentFile.body.data.file).toEqual({
      id: file.id,
      original_filename: 'Lebenslauf Lena.pdf',
      mime_type: 'application/pdf',
      size: PDF.length,
    })

    // The company's page of messages shows both attachments.
    const page = await call<{ data: ChatMessage[] }>(
      'GET',
      `/api/chat/conversations/${conversationId}/messages?page=1`,
      undefined,
      business.token,
    )
    const [first, second] = page.body.data.slice(-2)
    expect(first).toMatchObject({ type: 'image', image: { id: image.id, width: 320, height: 200 } })
    expect(second).toMatchObject({ type: 'file', body: 'Mein Lebenslauf', file: { id: file.id } })

    // Participant: reads the file, its info and the private image.
    const blob = await get(`/api/file/${file.id}`, business.token)
    expect(blob.status).toBe(200)
    expect(Buffer.from(await blob.arrayBuffer()).equals(PDF)).toBe(true)
    expect((await get(`/api/files_info/${file.id}`, business.token)).status).toBe(200)
    expect((await get(`/api/images/${image.id}`, business.token)).status).toBe(200)

    // Stranger: refused (a private image is not even admitted to exist).
    expect((await get(`/api/file/${file.id}`, school.token)).status).toBe(403)
    expect((await get(`/api/files_info/${file.id}`, school.token)).status).toBe(403)
    expect((await get(`/api/images/${image.id}`, school.token)).status).toBe(404)

    // Taking part gives reading only: the company cannot rename or delete the trainee's file.
    const rename = await fetch(
      `${server().url}/api/files/${file.id}`,
      request('PUT', { original_filename: 'x.pdf' }, business.token),
    )
    expect(rename.status).toBe(403)

    // Deleting the message ends the other side's access; the uploader keeps it.
    expect((await call('DELETE', `/api/chat/messages/${sentFile.body.data.id}`, undefined, trainee.token)).status).toBe(
      200,
    )
    expect((await get(`/api/file/${file.id}`, business.token)).status).toBe(403)
    expect((await get(`/api/file/${file.id}`, trainee.token)).status).toBe(200)
    const afterDelete = await call<{ data: ChatMessage[] }>(
      'GET',
      `/api/chat/conversations/${conversationId}/messages?page=1`,
      undefined,
      business.token,
    )
    expect(afterDelete.body.data.at(-1)).toMatchObject({ is_deleted: true, file: null, file_id: null })
  })

  it('only one’s own uploads can be attached (422 with the field)', async () => {
    const file = await upload<StoredFile>('/api/file', 'file', PDF, 'fremd.pdf', 'application/pdf', school.token)
    const answer = await call(
      'POST',
      '/api/chat/messages/',
      { receiver_id: business.user.id, body: 'Hier', file_id: file.id },
      trainee.token,
    )
    expect(answer.status).toBe(422)
    expect(answer.body.errors?.file_id).toEqual(['Diese Datei gibt es nicht.'])
    // And a failed attempt gives nobody access.
    expect((await get(`/api/file/${file.id}`, business.token)).status).toBe(403)
  })
})
