import type { AuthToken, ChatConversation, ChatMessage, OwnJob } from '@oabat/core'
import { chatPreviewText } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs } from '../accounts/account-test-support.ts'
import { useChatTestKit } from '../chat/chat-test-support.ts'
import { nextEvent } from '../realtime/testing/pusher-clients.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()
let trainee: AuthToken
let business: AuthToken
let jobs: OwnJob[]

const { call, chatChannel } = useChatTestKit(server)

beforeAll(async () => {
  trainee = await loginAs(server(), 'trainee')
  business = await loginAs(server(), 'business')
  jobs = (await call<{ data: OwnJob[] }>('GET', '/api/v2/jobs?status=published', undefined, business.token)).body.data
})

describe('job interest → chat „Neue Anfrage“ (SPEC §4 Chat action message types)', () => {
  it('the company receives the action message live over pusher-js, with the trainee’s message', async () => {
    const job = jobs[0] as OwnJob
    const channel = await chatChannel(business)
    const arrived = nextEvent<ChatMessage>(channel, 'MessageSent')

    const sent = await call(
      'POST',
      '/api/job_interests',
      { job_id: job.id, message: 'Ich interessiere mich sehr für diese Stelle – wann kann ich vorbeikommen?' },
      trainee.token,
    )
    expect(sent.status).toBe(201)

    const live = await arrived
    expect(live).toMatchObject({
      type: 'action',
      action: { type: 'jobInterest', subject: job.name, rejected: false },
      sender_id: trainee.user.id,
      body: 'Ich interessiere mich sehr für diese Stelle – wann kann ich vorbeikommen?',
      meta: { is_sender: false },
    })
    expect(chatPreviewText(live)).toBe(`Neue Anfrage: ${job.name}`)

    const list = await call<{ data: ChatConversation[] }>('GET', '/api/chat/conversations', undefined, business.token)
    const conversation = list.body.data.find((c) => c.partner?.id === trainee.user.id)
    expect(conversation).toMatchObject({ unread_count: 1, last_message: { id: live.id, type: 'action' } })
  })

  it('a second interest goes into the same conversation; without a message the body is empty', async () => {
    const job = jobs[1] as OwnJob
    const sent = await call('POST', '/api/job_interests', { job_id: job.id }, trainee.token)
    expect(sent.status).toBe(201)
    const list = await call<{ data: ChatConversation[] }>('GET', '/api/chat/conversations', undefined, business.token)
    const withTrainee = list.body.data.filter((c) => c.partner?.id === trainee.user.id)
    expect(withTrainee).toHaveLength(1)
    expect(withTrainee[0]?.last_message).toMatchObject({ body: '', action: { subject: job.name } })
  })

  it('a refused interest (sent twice) leaves no chat message; a blocked conversation still stores the interest', async () => {
    const conversations = await call<{ data: ChatConversation[] }>(
      'GET',
      '/api/chat/conversations',
      undefined,
      trainee.token,
    )
    const conversation = conversations.body.data.find((c) => c.partner?.id === business.user.id) as ChatConversation
    const messages = () =>
      call<{ meta: { total: number } }>(
        'GET',
        `/api/chat/conversations/${conversation.id}/messages`,
        undefined,
        trainee.token,
      ).then((r) => r.body.meta.total)
    const before = await messages()
    const twice = await call('POST', '/api/job_interests', { job_id: (jobs[0] as OwnJob).id }, trainee.token)
    expect(twice.status).toBe(409)
    expect(await messages()).toBe(before)

    await call('POST', `/api/chat/conversations/${conversation.id}/block`, undefined, business.token)
    const third = jobs[2] as OwnJob
    const blocked = await call('POST', '/api/job_interests', { job_id: third.id, message: 'Hallo?' }, trainee.token)
    expect(blocked.status).toBe(201)
    expect(await messages()).toBe(before)
    const seen = await call<{ data: Array<{ job_id: number }> }>(
      'GET',
      `/api/job_interests?job_id=${third.id}`,
      undefined,
      business.token,
    )
    expect(seen.body.data).toHaveLength(1)
  })
})
