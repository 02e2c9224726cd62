import fs from 'node:fs/promises'
import path from 'node:path'
import type { AuthToken, ChatMessage } from '@oabat/core'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { MAIL_ATTACHMENTS_MAX, TOO_MANY_ATTACHMENTS } from './mail-attachments.ts'
import { answer, newestMail, replyAddressOf, smtpClient } from './mail2chat-test-support.ts'

const server = useTestServer({
  MAIL2CHAT_PORT: '0',
  MAIL2CHAT_DOMAIN: 'reply.oabat.test',
  CHAT_MAIL_DELAY_SECONDS: '0',
})
let trainee: AuthToken
let business: AuthToken
let conversationId: number
let replyTo: string
let quoted: string

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

function call<T = unknown>(method: string, pathname: string, body?: unknown, token?: string | null) {
  return server().json<T & { message?: string }>(pathname, request(method, body, token))
}

async function messages(): Promise<ChatMessage[]> {
  const answer = await call<{ data: ChatMessage[] }>(
    'GET',
    `/api/chat/conversations/${conversationId}/messages`,
    undefined,
    trainee.token,
  )
  return answer.body.data
}

/** Files under DATA_DIR/media: a refused answer must leave none behind. */
async function storedMediaFiles(): Promise<number> {
  const root = path.join(server().dataDir, 'media')
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((entry) => entry.isFile()).length
}

const png = (color: string) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: color } })
    .png()
    .toBuffer()

beforeAll(async () => {
  trainee = await loginAs(server(), 'trainee')
  business = await loginAs(server(), 'business')
  const sent = await call<{ data: ChatMessage }>(
    'POST',
    '/api/chat/messages/',
    { receiver_id: business.user.id, body: 'Darf ich Ihnen meine Bewerbung schicken?' },
    trainee.token,
  )
  conversationId = sent.body.data.conversation_id
  const mail = await newestMail(server(), business.user.email as string, 1)
  replyTo = replyAddressOf(mail)
  quoted = mail.text ?? ''
})

describe('mail2chat: attachments of an answer', () => {
  it('text, a picture and a PDF arrive as three messages both sides can open; an inline signature logo does not', async () => {
    const before = (await messages()).length
    await smtpClient(server()).sendMail({
      from: business.user.email as string,
      to: replyTo,
      subject: 'Re: Neue Nachricht',
      text: answer('Gerne! Anbei unser Werkstattfoto und der Ausbildungsplan.', quoted),
      html: '<p>Gerne! Anbei unser Werkstattfoto und der Ausbildungsplan.</p><img src="cid:logo@firma">',
      attachments: [
        { filename: 'werkstatt.png', content: await png('#c87a3c'), contentType: 'image/png' },
        { filename: 'ausbildungsplan.pdf', content: PDF, contentType: 'application/pdf' },
        { filename: 'logo.png', content: await png('#000000'), contentType: 'image/png', cid: 'logo@firma' },
      ],
    })

    const list = await messages()
    expect(list.length).toBe(before + 3)
    const [text, picture, file] = list.slice(-3)
    expect(text).toMatchObject({ type: 'regular', body: 'Gerne! Anbei unser Werkstattfoto und der Ausbildungsplan.' })
    expect(picture).toMatchObject({ type: 'image', sender_id: business.user.id })
    expect(file).toMatchObject({ type: 'file', sender_id: business.user.id })

    // The trainee (the other side) may open both; the picture is private: a stranger may not.
    const image = await call<{ data: { file_name: string; is_private: boolean } }>(
      'GET',
      `/api/images/${picture?.image_id}`,
      undefined,
      trainee.token,
    )
    expect(image.status).toBe(200)
    expect(image.body.data).toMatchObject({ file_name: 'werkstatt.png', is_private: true })
    expect((await call('GET', `/api/images/${picture?.image_id}`)).status).toBe(404)
    const blob = await fetch(`${server().url}/api/file/${file?.file_id}`, {
      headers: { Authorization: `Bearer ${trainee.token}` },
    })
    expect(blob.status).toBe(200)
    expect(Buffer.from(await blob.arrayBuffer()).equals(PDF)).toBe(true)
  })

  it('an answer with only an attachment becomes one file message', async () => {
    const before = (await messages()).length
    await smtpClient(server()).sendMail({
      from: business.user.email as string,
      to: replyTo,
      text: answer('', quoted),
      attachments: [{ filename: 'anfahrt.pdf', content: PDF, contentType: 'application/pdf' }],
    })
    const list = await messages()
    expect(list.length).toBe(before + 1)
    expect(list.at(-1)).toMatchObject({ type: 'file', body: '' })
  })

  it('a refused attachment refuses the whole answer with 550 naming it; nothing is sent or stored', async () => {
    const before = (await messages()).length
    const files = await storedMediaFiles()
    await expect(
      smtpClient(server()).sendMail({
        from: business.user.email as string,
        to: replyTo,
        text: answer('Hier das Foto und die Liste.', quoted),
        attachments: [
          { filename: 'team.png', content: await png('#3c7ac8'), contentType: 'image/png' },
          { filename: 'liste.pdf', content: Buffer.from('kein PDF, nur Text'), contentType: 'application/pdf' },
        ],
      }),
    ).rejects.toMatchObject({
      responseCode: 550,
      response: expect.stringContaining('Der Anhang „liste.pdf“ wurde nicht übernommen'),
    })
    expect((await messages()).length).toBe(before)
    expect(await storedMediaFiles()).toBe(files)
  })

  it(`more than ${MAIL_ATTACHMENTS_MAX} attachments are refused with 550`, async () => {
    const before = (await messages()).length
    await expect(
      smtpClient(server()).sendMail({
        from: business.user.email as string,
        to: replyTo,
        text: answer('Alles auf einmal.', quoted),
        attachments: Array.from({ length: MAIL_ATTACHMENTS_MAX + 1 }, (_, index) => ({
          filename: `seite-${index + 1}.pdf`,
          content: PDF,
          contentType: 'application/pdf',
        })),
      }),
    ).rejects.toMatchObject({ responseCode: 550, response: expect.stringContaining(TOO_MANY_ATTACHMENTS) })
    expect((await messages()).length).toBe(before)
  })
})
