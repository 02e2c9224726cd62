import type { AuthToken, ChatConversation, ChatMessage } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import { collect, nextEvent } from '../realtime/testing/pusher-clients.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { useChatTestKit } from './chat-test-support.ts'

const server = useTestServer()
let trainee: AuthToken
let business: AuthToken
let school: AuthToken
let admin: AuthToken

const { call, send, chatChannel } = useChatTestKit(server)

beforeAll(async () => {
  trainee = await loginAs(server(), 'trainee')
  business = await loginAs(server(), 'business')
  school = await loginAs(server(), 'school')
  admin = await loginAs(server(), 'admin')
})

describe('chat (SPEC §7): conversations between their participants only', () => {
  it('a trainee writes to a company: one conversation, unread for the company, live over pusher-js', async () => {
    const channel = await chatChannel(business)
    const arrived = nextEvent<ChatMessage>(channel, 'MessageSent')
    const first = await send(
      { receiver_id: business.user.id, body: 'Hallo, ist die Lehrstelle noch frei?' },
      trainee.token,
    )
    expect(first.status).toBe(201)
    expect(first.body.data).toMatchObject({
      sender_id: trainee.user.id,
      receiver_id: business.user.id,
      type: 'regular',
      is_deleted: false,
      meta: { is_sender: true, read_at: null },
    })
    const live = await arrived
    expect(live).toMatchObject({ id: first.body.data.id, body: 'Hallo, ist die Lehrstelle noch frei?' })
    expect(live.meta.is_sender).toBe(false)

    // A second message to the same receiver reuses the conversation.
    const second = await send({ receiver_id: business.user.id, body: 'Viele Grüße, Lena' }, trainee.token)
    expect(second.body.data.conversation_id).toBe(first.body.data.conversation_id)
    const conversationId = first.body.data.conversation_id

    const list = await call<{ data: ChatConversation[]; links: { next: string | null }; meta: { total: number } }>(
      'GET',
      '/api/chat/conversations',
      undefined,
      business.token,
    )
    expect(list.status).toBe(200)
    const entry = list.body.data.find((c) => c.id === conversationId)
    expect(entry).toMatchObject({
      unread_count: 2,
      partner: { id: trainee.user.id, type: 'trainee' },
      last_message: { body: 'Viele Grüße, Lena' },
    })
    expect(list.body.links).toMatchObject({ first: '/api/chat/conversations?page=1', prev: null, next: null })

    const ownView = await call<{ data: ChatConversation }>(
      'GET',
      `/api/chat/conversations/${conversationId}`,
      undefined,
      trainee.token,
    )
    expect(ownView.body.data).toMatchObject({
      unread_count: 0,
      partner: { type: 'business', business_slug: business.user.business?.slug },
    })

    const read = await call<{ data: ChatConversation }>(
      'POST',
      `/api/chat/conversations/${conversationId}/setread`,
      undefined,
      business.token,
    )
    expect(read.body.data.unread_count).toBe(0)
    const messages = await call<{ data: ChatMessage[] }>(
      'GET',
      `/api/chat/conversations/${conversationId}/messages`,
      undefined,
      trainee.token,
    )
    expect(messages.body.data.every((m) => m.meta.read_at !== null)).toBe(true)
  })

  it('others get 403 for reading, writing, typing and marking read; unknown conversations 404', async () => {
    const sent = await send({ receiver_id: business.user.id, body: 'Nur für uns' }, trainee.token)
    const id = sent.body.data.conversation_id
    for (const [method, path] of [
      ['GET', `/api/chat/conversations/${id}`],
      ['GET', `/api/chat/conversations/${id}/messages`],
      ['POST', `/api/chat/conversations/${id}/setread`],
      ['POST', `/api/chat/conversations/${id}/typing`],
    ] as const)
      expect((await call(method, path, undefined, school.token)).status).toBe(403)
    expect((await send({ conversation_id: id, body: 'Ich mische mich ein' }, school.token)).status).toBe(403)
    expect((await call('GET', '/api/chat/conversations/999999', undefined, trainee.token)).status).toBe(404)
    expect((await call('GET', '/api/chat/conversations')).status).toBe(401)
  })

  it('stores HTML as plain text and refuses bodies over 5,000 characters in German', async () => {
    const html = '<script>alert(1)</script><b>fett</b>'
    const sent = await send({ receiver_id: business.user.id, body: html }, trainee.token)
    expect(sent.status).toBe(201)
    const page = await call<{ data: ChatMessage[] }>(
      'GET',
      `/api/chat/conversations/${sent.body.data.conversation_id}/messages`,
      undefined,
      business.token,
    )
    expect(page.body.data.at(-1)?.body).toBe(html)
    const long = await send({ receiver_id: business.user.id, body: 'a'.repeat(5001) }, trainee.token)
    expect(long.status).toBe(422)
    expect(long.body.errors?.body).toEqual(['Die Nachricht darf höchstens 5000 Zeichen lang sein.'])
    const empty = await send({ receiver_id: business.user.id, body: '   ' }, trainee.token)
    expect(empty.body.errors?.body).toEqual(['Bitte schreibe eine Nachricht.'])
    expect((await send({ receiver_id: trainee.user.id, body: 'Ich' }, trainee.token)).status).toBe(422)
    expect((await send({ receiver_id: business.user.id, body: 'x', file_id: 999999 }, trainee.token)).status).toBe(422)
  })

  it('pages messages newest page first, oldest first within a page', async () => {
    const first = await send({ receiver_id: school.user.id, body: 'Nachricht 1' }, business.token)
    const id = first.body.data.conversation_id
    for (let n = 2; n <= 35; n++) await send({ conversation_id: id, body: `Nachricht ${n}` }, business.token)
    type Page = { data: ChatMessage[]; meta: { current_page: number; last_page: number; total: number } }
    const page1 = await call<Page>('GET', `/api/chat/conversations/${id}/messages`, undefined, school.token)
    expect(page1.body.meta).toMatchObject({ current_page: 1, last_page: 2, total: 35 })
    expect(page1.body.data.map((m) => m.body).slice(0, 1)).toEqual(['Nachricht 6'])
    expect(page1.body.data.at(-1)?.body).toBe('Nachricht 35')
    const page2 = await call<Page>('GET', `/api/chat/conversations/${id}/messages?page=2`, undefined, school.token)
    expect(page2.body.data.map((m) => m.body)).toEqual(['1', '2', '3', '4', '5'].map((n) => `Nachricht ${n}`))
  })

  it('deletes only own messages and tells both sides with MessageUpdated', async () => {
    const channel = await chatChannel(trainee)
    const sent = await send({ receiver_id: trainee.user.id, body: 'Vertippt' }, business.token)
    const updated = nextEvent<ChatMessage>(channel, 'MessageUpdated')
    expect((await call('DELETE', `/api/chat/messages/${sent.body.data.id}`, undefined, trainee.token)).status).toBe(403)
    const deleted = await call<{ data: ChatMessage }>(
      'DELETE',
      `/api/chat/messages/${sent.body.data.id}`,
      undefined,
      business.token,
    )
    expect(deleted.body.data).toMatchObject({ is_deleted: true, body: '' })
    expect(await updated).toMatchObject({ id: sent.body.data.id, is_deleted: true, body: '' })
  })

  it('sends UserTyping to the other side only', async () => {
    const channel = await chatChannel(school)
    const sent = await send({ receiver_id: school.user.id, body: 'Hallo Schule' }, trainee.token)
    const typing = nextEvent(channel, 'UserTyping')
    const answer = await fetch(
      `${server().url}/api/chat/conversations/${sent.body.data.conversation_id}/typing`,
      request('POST', undefined, trainee.token),
    )
    expect(answer.status).toBe(204)
    expect(await typing).toEqual({
      conversation_id: sent.body.data.conversation_id,
      user_id: trainee.user.id,
      name: 'Lena Huber',
    })
  })

  it('searches by partner name and text; an empty query finds nothing', async () => {
    const name = business.user.business?.slug as string
    const byText = await call<{ data: ChatConversation[] }>(
      'GET',
      '/api/chat/search/conversations?query=LEHRSTELLE',
      undefined,
      trainee.token,
    )
    expect(byText.body.data.map((c) => c.partner?.id)).toContain(business.user.id)
    const empty = await call<{ data: ChatConversation[] }>(
      'GET',
      '/api/chat/search/conversations?query=',
      undefined,
      trainee.token,
    )
    expect(empty.body.data).toEqual([])
    const none = await call<{ data: ChatConversation[] }>(
      'GET',
      `/api/chat/search/conversations?query=${name}zzz`,
      undefined,
      trainee.token,
    )
    expect(none.body.data).toEqual([])
  })

  it('broadcast is for the admin only and arrives as a system message', async () => {
    const refused = await call(
      'POST',
      '/api/chat/messages/broadcast',
      { body: 'Hallo alle', receiver_ids: [trainee.user.id] },
      business.token,
    )
    expect(refused.status).toBe(403)
    const channel = await chatChannel(business)
    const events = collect<ChatMessage>(channel, 'MessageSent')
    const sent = await call<{ sent: number; conversation_ids: number[] }>(
      'POST',
      '/api/chat/messages/broadcast',
      { body: 'Neue Funktionen bei oabat', receiver_ids: [trainee.user.id, business.user.id] },
      admin.token,
    )
    expect(sent.status).toBe(201)
    expect(sent.body.sent).toBe(2)
    await expect.poll(() => events.length).toBeGreaterThan(0)
    expect(events[0]).toMatchObject({ type: 'system', sender_name: 'oabat Team', body: 'Neue Funktionen bei oabat' })
  })
})
