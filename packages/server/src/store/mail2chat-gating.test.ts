import type { ChatMessage } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, outboxFor, request } from '../accounts/account-test-support.ts'
import { UNKNOWN_ADDRESS } from '../mail2chat/mail2chat-server.ts'
import * as mailSupport from '../mail2chat/mail2chat-test-support.ts'
import { createTestClock } from '../test-support/test-clock.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { BILLING_ADDRESS, registerStoreBusiness, STORE_OPERATOR_ENV } from './store-test-support.ts'

/*
 * mail2chat is a product (issue #16 item 5, docs/store.md „mail2chat gating“): a company that bought it
 * answers chats from its mailbox over real SMTP; once its cancelled subscription has ended, the reply
 * address it was sent is refused at RCPT TO, although the address itself is still valid for weeks.
 */

const DAY = 86_400_000
const DOMAIN = 'reply.oabat.test'
const EMAIL = 'chefin@mail2chat-kunde.example'
const clock = createTestClock(Date.parse('2026-11-25T10:00:00.000Z'))
const server = useTestServer(
  { ...STORE_OPERATOR_ENV, MAIL2CHAT_PORT: '0', MAIL2CHAT_DOMAIN: DOMAIN, CHAT_MAIL_DELAY_SECONDS: '0' },
  { clock },
)

let company: { token: string; businessId: number }
let replyTo = ''
let conversationId = 0

function call<T = Record<string, unknown>>(method: string, path: string, body?: unknown, token?: string) {
  return server().json<T & { message?: string }>(path, request(method, body, token))
}

beforeAll(async () => {
  company = await registerStoreBusiness(server(), 'mail2chat Kunde GmbH', EMAIL)
})

describe('mail2chat switches with its subscription', () => {
  it('bought: the notification mail carries a reply address and the answer by mail lands in the chat', async () => {
    const products = await call<{ data: Array<{ id: number; slug: string }> }>('GET', '/api/store/products')
    const mail2chat = (products.body.data.find((p) => p.slug === 'mail2chat') as { id: number }).id
    const ordered = await call<{ data: { subscriptions: Array<{ id: number }> } }>(
      'POST',
      `/api/v2/business/${company.businessId}/subscriptions`,
      {
        items: [{ product_id: mail2chat, quantity: 1 }],
        billing_address: BILLING_ADDRESS,
        send_confirmation_mail: false,
      },
      company.token,
    )
    expect(ordered.status).toBe(201)

    const me = await call<{ data: { id: number } }>('GET', '/api/auth/user', undefined, company.token)
    const trainee = await loginAs(server(), 'trainee')
    const earlier = (await outboxFor(server(), EMAIL, 0)).length
    const sent = await call<{ data: ChatMessage }>(
      'POST',
      '/api/chat/messages/',
      { receiver_id: me.body.data.id, body: 'Guten Tag, suchen Sie noch Azubis?' },
      trainee.token,
    )
    expect(sent.status).toBe(201)
    conversationId = sent.body.data.conversation_id
    const mail = await mailSupport.newestMail(server(), EMAIL, earlier + 1)
    expect(mail.subject).toMatch(/^Neue Nachricht/)
    replyTo = mailSupport.replyAddressOf(mail)
    expect(replyTo.endsWith(`@${DOMAIN}`)).toBe(true)

    await mailSupport.smtpClient(server()).sendMail({
      from: EMAIL,
      to: replyTo,
      subject: `Re: ${mail.subject}`,
      text: mailSupport.answer('Ja, melde Dich gern bei uns!', mail.text ?? ''),
    })
    const messages = await call<{ data: ChatMessage[] }>(
      'GET',
      `/api/chat/conversations/${conversationId}/messages`,
      undefined,
      trainee.token,
    )
    expect(messages.body.data.map((m) => m.body)).toContain('Ja, melde Dich gern bei uns!')

    const cancelled = await call(
      'DELETE',
      `/api/v2/business/${company.businessId}/subscriptions/${ordered.body.data.subscriptions[0]?.id}`,
      undefined,
      company.token,
    )
    expect(cancelled.status).toBe(200)
  })

  it('cancelled and ended: the same reply address is refused at RCPT TO with the German reason', async () => {
    clock.advance(32 * DAY)
    await expect(
      mailSupport.smtpClient(server()).sendMail({
        from: EMAIL,
        to: replyTo,
        subject: 'Re: Neue Nachricht',
        text: mailSupport.answer('Noch eine Antwort per Mail.', 'Zitat'),
      }),
    ).rejects.toMatchObject({ responseCode: 550, response: expect.stringContaining(UNKNOWN_ADDRESS) })
  })
})
