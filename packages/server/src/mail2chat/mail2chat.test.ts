import type { AuthToken, ChatMessage } from '@oabat/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAs, outboxFor, request } from '../accounts/account-test-support.ts'
import { CONVERSATION_BLOCKED } from '../chat/chat-block.ts'
import {
  connected,
  disconnected,
  nextEvent,
  type PusherClient,
  pusherClient,
  subscribed,
} from '../realtime/testing/pusher-clients.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { EMPTY_ANSWER, UNKNOWN_ADDRESS } from './mail2chat-server.ts'
import * as mailSupport from './mail2chat-test-support.ts'
import { REPLY_ABOVE_LINE } from './reply-text.ts'

const DOMAIN = 'reply.oabat.test'
const server = useTestServer({ MAIL2CHAT_PORT: '0', MAIL2CHAT_DOMAIN: DOMAIN, CHAT_MAIL_DELAY_SECONDS: '0' })
let trainee: AuthToken
let business: AuthToken
const clients: PusherClient[] = []

function call<T = unknown>(method: string, path: string, body?: unknown, token?: string | null) {
  return server().json<T & { message?: string }>(path, request(method, body, token))
}

const smtpClient = () => mailSupport.smtpClient(server())
const newestMail = (to: string, minimum: number) => mailSupport.newestMail(server(), to, minimum)
const { answer, replyAddressOf } = mailSupport

beforeAll(async () => {
  trainee = await loginAs(server(), 'trainee')
  business = await loginAs(server(), 'business')
})
afterAll(async () => {
  await Promise.all(clients.map(disconnected))
})

describe('mail2chat: an e-mail answer to a chat notification becomes a chat message', () => {
  let replyTo: string
  let conversationId: number

  it('an unread message brings the receiver a notification mail with a reply address', async () => {
    const sent = await call<{ data: ChatMessage }>(
      'POST',
      '/api/chat/messages/',
      { receiver_id: business.user.id, body: 'Hallo, ist die Ausbildungsstelle noch frei?' },
      trainee.token,
    )
    expect(sent.status).toBe(201)
    conversationId = sent.body.data.conversation_id
    const mail = await newestMail(business.user.email as string, 1)
    expect(mail.subject).toBe('Neue Nachricht von Lena Huber')
    expect(mail.text).toContain('Hallo, ist die Ausbildungsstelle noch frei?')
    expect(mail.text).toContain(REPLY_ABOVE_LINE)
    expect(mail.text).toContain(`/chat?conversation_id=${conversationId}`)
    replyTo = replyAddressOf(mail)
    expect(replyTo).toMatch(new RegExp(`^chat\\+[0-9a-f]{40}@${DOMAIN.replace(/\./g, '\\.')}$`))
  })

  it('the answer by mail arrives in the chat, live for the other side over pusher-js', async () => {
    const client = await connected(
      pusherClient({ url: server().url, port: server().port, key: 'oabat-key' }, trainee.token),
    )
    clients.push(client)
    const channel = await subscribed(client.subscribe(`private-chatmessage.${trainee.user.id}`))
    const arrived = nextEvent<ChatMessage>(channel, 'MessageSent')
    const mail = await newestMail(business.user.email as string, 1)

    await smtpClient().sendMail({
      from: business.user.email as string,
      to: replyTo,
      subject: `Re: ${mail.subject}`,
      text: answer('Ja, sie ist noch frei! Komm gern am Montag <b>vorbei</b>.\n\n-- \nBäckerei', mail.text ?? ''),
    })

    const live = await arrived
    expect(live).toMatchObject({
      conversation_id: conversationId,
      sender_id: business.user.id,
      type: 'regular',
      body: 'Ja, sie ist noch frei! Komm gern am Montag <b>vorbei</b>.',
      meta: { is_sender: false },
    })
    const messages = await call<{ data: ChatMessage[] }>(
      'GET',
      `/api/chat/conversations/${conversationId}/messages`,
      undefined,
      trainee.token,
    )
    expect(messages.body.data.at(-1)?.body).toBe('Ja, sie ist noch frei! Komm gern am Montag <b>vorbei</b>.')
  })

  it('an HTML-only answer (as webmail sends it) keeps only the new text', async () => {
    const client = await connected(
      pusherClient({ url: server().url, port: server().port, key: 'oabat-key' }, trainee.token),
    )
    clients.push(client)
    const channel = await subscribed(client.subscribe(`private-chatmessage.${trainee.user.id}`))
    const arrived = nextEvent<ChatMessage>(channel, 'MessageSent')
    await smtpClient().sendMail({
      from: business.user.email as string,
      to: replyTo,
      subject: 'Re: Neue Nachricht',
      html: `<div>Bring bitte Deinen <b>Lebenslauf</b> mit.</div><div><br></div><blockquote><p>${REPLY_ABOVE_LINE}</p><p>Hallo,</p></blockquote>`,
    })
    expect((await arrived).body).toBe('Bring bitte Deinen Lebenslauf mit.')
  })

  it('one mail per unread streak: a second unread message sends none, after reading the next one does', async () => {
    const before = (await outboxFor(server(), business.user.email as string)).length
    await call('POST', '/api/chat/messages/', { conversation_id: conversationId, body: 'Super, danke!' }, trainee.token)
    await call('POST', '/api/chat/messages/', { conversation_id: conversationId, body: 'Bis Montag.' }, trainee.token)
    await new Promise((resolve) => setTimeout(resolve, 300))
    // The business got a mail for „Super, danke!“ only if it had read in between: it had not.
    expect((await outboxFor(server(), business.user.email as string)).length).toBe(before)

    await call('POST', `/api/chat/conversations/${conversationId}/setread`, undefined, business.token)
    await call(
      'POST',
      '/api/chat/messages/',
      { conversation_id: conversationId, body: 'Noch eine Frage' },
      trainee.token,
    )
    const mail = await newestMail(business.user.email as string, before + 1)
    expect(mail.text).toContain('Noch eine Frage')
  })

  it('refuses forged, foreign-domain and empty answers with 550; the server stays up', async () => {
    const forged = `chat+${'0'.repeat(40)}@${DOMAIN}`
    await expect(smtpClient().sendMail({ from: 'x@example.org', to: forged, text: 'Hallo' })).rejects.toMatchObject({
      responseCode: 550,
    })
    const token = replyTo.split('@')[0]
    await expect(
      smtpClient().sendMail({ from: 'x@example.org', to: `${token}@other.example`, text: 'Hallo' }),
    ).rejects.toMatchObject({ responseCode: 550 })
    await expect(
      smtpClient().sendMail({ from: 'x@example.org', to: 'chat@reply.oabat.test', text: 'Hallo' }),
    ).rejects.toMatchObject({
      responseCode: 550,
      response: expect.stringContaining(UNKNOWN_ADDRESS),
    })
    await expect(
      smtpClient().sendMail({ from: business.user.email as string, to: replyTo, text: answer('', 'nur Zitat') }),
    ).rejects.toMatchObject({ responseCode: 550, response: expect.stringContaining(EMPTY_ANSWER) })
    expect((await call('GET', '/api/chat/realtime')).status).toBe(200)
  })

  it('automatic answers (out of office) are accepted but never become messages', async () => {
    const total = async () =>
      (
        await call<{ meta: { total: number } }>(
          'GET',
          `/api/chat/conversations/${conversationId}/messages`,
          undefined,
          trainee.token,
        )
      ).body.meta.total
    const before = await total()
    await smtpClient().sendMail({
      from: business.user.email as string,
      to: replyTo,
      text: 'Ich bin bis Freitag nicht im Büro.',
      headers: { 'Auto-Submitted': 'auto-replied' },
    })
    expect(await total()).toBe(before)
  })

  it('no mail when the receiver switched unread-message mails off (PUT /api/v2/user_aliases/{id})', async () => {
    const off = await call(
      'PUT',
      `/api/v2/user_aliases/${business.user.id}`,
      { is_unread_messages_mail_active: false },
      business.token,
    )
    expect(off.status).toBe(200)
    await call('POST', `/api/chat/conversations/${conversationId}/setread`, undefined, business.token)
    const before = (await outboxFor(server(), business.user.email as string)).length
    await call('POST', '/api/chat/messages/', { conversation_id: conversationId, body: 'Hallo?' }, trainee.token)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await outboxFor(server(), business.user.email as string)).length).toBe(before)
    await call(
      'PUT',
      `/api/v2/user_aliases/${business.user.id}`,
      { is_unread_messages_mail_active: true },
      business.token,
    )
  })

  it('an answer into a blocked conversation is refused with the German reason', async () => {
    await call('POST', `/api/chat/conversations/${conversationId}/block`, undefined, trainee.token)
    await expect(
      smtpClient().sendMail({ from: business.user.email as string, to: replyTo, text: 'Hallo?' }),
    ).rejects.toMatchObject({ responseCode: 550, response: expect.stringContaining('blockiert') })
    expect(CONVERSATION_BLOCKED).toContain('blockiert')
    await call('DELETE', `/api/chat/conversations/${conversationId}/block`, undefined, trainee.token)
  })
})
