import type { AuthToken, ChatConversation, ChatMessage } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs } from '../accounts/account-test-support.ts'
import { nextEvent } from '../realtime/testing/pusher-clients.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { CONVERSATION_BLOCKED, NOT_BLOCKED_BY_YOU } from './chat-block.ts'
import type { ConversationBlockEvent } from './chat-block-routes.ts'
import { useChatTestKit } from './chat-test-support.ts'

const server = useTestServer()
let trainee: AuthToken
let business: AuthToken
let school: AuthToken
let admin: AuthToken
let conversationId: number

const { call, send, chatChannel } = useChatTestKit(server)
const block = (id: number, token: string) =>
  call<{ data: ChatConversation }>('POST', `/api/chat/conversations/${id}/block`, undefined, token)
const unblock = (id: number, token: string) =>
  call<{ data: ChatConversation }>('DELETE', `/api/chat/conversations/${id}/block`, undefined, token)

beforeAll(async () => {
  trainee = await loginAs(server(), 'trainee')
  business = await loginAs(server(), 'business')
  school = await loginAs(server(), 'school')
  admin = await loginAs(server(), 'admin')
  const first = await send({ receiver_id: business.user.id, body: 'Hallo!' }, trainee.token)
  conversationId = first.body.data.conversation_id
})
describe('block state per conversation (SPEC §4 Chat conversation)', () => {
  it('a new conversation is not blocked', async () => {
    const view = await call<{ data: ChatConversation }>(
      'GET',
      `/api/chat/conversations/${conversationId}`,
      undefined,
      trainee.token,
    )
    expect(view.body.data).toMatchObject({ is_blocked: false, blocked_by_me: false })
  })

  it('the company blocks: both sides see it, live as well; nobody can send, not even by receiver_id', async () => {
    const traineeChannel = await chatChannel(trainee)
    const businessChannel = await chatChannel(business)
    const toTrainee = nextEvent<ConversationBlockEvent>(traineeChannel, 'ConversationUpdated')
    const toBusiness = nextEvent<ConversationBlockEvent>(businessChannel, 'ConversationUpdated')
    const blocked = await block(conversationId, business.token)
    expect(await toTrainee).toEqual({ conversation_id: conversationId, is_blocked: true, blocked_by_me: false })
    expect(await toBusiness).toEqual({ conversation_id: conversationId, is_blocked: true, blocked_by_me: true })
    expect(blocked.status).toBe(200)
    expect(blocked.body.data).toMatchObject({ id: conversationId, is_blocked: true, blocked_by_me: true })

    const traineeView = await call<{ data: ChatConversation[] }>(
      'GET',
      '/api/chat/conversations',
      undefined,
      trainee.token,
    )
    expect(traineeView.body.data.find((c) => c.id === conversationId)).toMatchObject({
      is_blocked: true,
      blocked_by_me: false,
    })

    const intoConversation = await send({ conversation_id: conversationId, body: 'Noch da?' }, trainee.token)
    expect(intoConversation.status).toBe(403)
    expect(intoConversation.body.message).toBe(CONVERSATION_BLOCKED)
    const byReceiver = await send({ receiver_id: business.user.id, body: 'Noch da?' }, trainee.token)
    expect(byReceiver.status).toBe(403)
    const fromBlocker = await send({ conversation_id: conversationId, body: 'Tschüss' }, business.token)
    expect(fromBlocker.status).toBe(403)

    const messages = await call<{ data: ChatMessage[] }>(
      'GET',
      `/api/chat/conversations/${conversationId}/messages`,
      undefined,
      business.token,
    )
    expect(messages.body.data.map((m) => m.body)).toEqual(['Hallo!'])
  })

  it('blocking twice keeps the first blocker; only the blocker may lift it', async () => {
    const again = await block(conversationId, trainee.token)
    expect(again.status).toBe(200)
    expect(again.body.data).toMatchObject({ is_blocked: true, blocked_by_me: false })

    const byOther = await unblock(conversationId, trainee.token)
    expect(byOther.status).toBe(403)
    expect(byOther.body.message).toBe(NOT_BLOCKED_BY_YOU)

    const lifted = await unblock(conversationId, business.token)
    expect(lifted.status).toBe(200)
    expect(lifted.body.data).toMatchObject({ is_blocked: false, blocked_by_me: false })
    const sent = await send({ conversation_id: conversationId, body: 'Wieder da.' }, trainee.token)
    expect(sent.status).toBe(201)
  })

  it('only participants block; unknown conversations are 404, guests 401', async () => {
    expect((await block(conversationId, school.token)).status).toBe(403)
    expect((await unblock(conversationId, school.token)).status).toBe(403)
    expect((await block(999_999, trainee.token)).status).toBe(404)
    expect((await call('POST', `/api/chat/conversations/${conversationId}/block`)).status).toBe(401)
  })

  it("an admin broadcast leaves out a receiver who blocked the team's conversation", async () => {
    const first = await call<{ conversation_ids: number[] }>(
      'POST',
      '/api/chat/messages/broadcast',
      { body: 'Willkommen!', receiver_ids: [trainee.user.id, school.user.id] },
      admin.token,
    )
    expect(first.status).toBe(201)
    const [traineeConversation] = first.body.conversation_ids
    await block(traineeConversation as number, trainee.token)
    const second = await call<{ sent: number; conversation_ids: number[] }>(
      'POST',
      '/api/chat/messages/broadcast',
      { body: 'Neuigkeiten', receiver_ids: [trainee.user.id, school.user.id] },
      admin.token,
    )
    expect(second.status).toBe(201)
    expect(second.body.sent).toBe(1)
    expect(second.body.conversation_ids).not.toContain(traineeConversation)
  })
})
