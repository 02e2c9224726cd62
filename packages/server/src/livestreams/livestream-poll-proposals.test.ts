import type { AuthToken, Livestream, LivestreamPoll, LivestreamPollProposal } from '@oabat/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import type { Answer } from '../chat/chat-test-support.ts'
import {
  collect,
  connected,
  disconnected,
  nextEvent,
  type PusherClient,
  pusherClient,
  subscribed,
} from '../realtime/testing/pusher-clients.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { PROPOSAL_BLOCKED, PROPOSAL_DECIDED, PROPOSAL_NEEDS_LOGIN } from './poll-proposal-routes.ts'
import { POLLS_NOT_ALLOWED } from './poll-routes.ts'

const server = useTestServer()
let admin: AuthToken
let trainee: AuthToken
const clients: PusherClient[] = []
afterAll(async () => {
  await Promise.all(clients.map(disconnected))
})

function call<T = unknown>(method: string, url: string, body?: unknown, token?: string | null) {
  return server().json<Answer<T>>(url, request(method, body, token))
}
const create = async (body: Record<string, unknown>) =>
  (await call<{ data: Livestream }>('POST', '/api/livestreams', body, admin.token)).body.data
const propose = (body: Record<string, unknown>, token?: string | null) =>
  call<{ data: LivestreamPollProposal }>('POST', '/api/livestream_poll_proposal/', body, token)
const list = (livestreamId: number, token?: string | null) =>
  call<{ data: LivestreamPollProposal[] }>(
    'GET',
    `/api/livestream_poll_proposal/?livestream_id=${livestreamId}`,
    undefined,
    token,
  )
const decide = (id: number, body: Record<string, unknown>, token: string | null = admin.token) =>
  call<{ data: LivestreamPollProposal }>('PUT', `/api/livestream_poll_proposal/${id}`, body, token)

async function watch(id: number) {
  const client = await connected(pusherClient({ url: server().url, port: server().port, key: 'oabat-key' }))
  clients.push(client)
  return subscribed(client.subscribe(`private-livestream.${id}`))
}

beforeAll(async () => {
  admin = await loginAs(server(), 'admin')
  trainee = await loginAs(server(), 'trainee')
})

describe('poll proposals (SPEC §3 proposals, PUT /api/livestream_poll_proposal/{id})', () => {
  it('a guest proposes; only the moderators see it; accepting makes a live poll (LivestreamPollUpdated)', async () => {
    const stream = await create({ title: 'Vorschläge', is_chat_public: true })
    const channel = await watch(stream.id)
    const events = collect(channel, 'LivestreamPollUpdated')
    const sent = await propose({
      livestream_id: stream.id,
      question: 'Welche Schicht magst Du?',
      options: ['Früh', 'Spät'],
      nickname: 'Lena',
      chat_user_id: 'gast-prop-01',
    })
    expect(sent.status).toBe(201)
    expect(sent.body.data).toMatchObject({ status: 'open', options: ['Früh', 'Spät'], poll_id: null, user_id: null })
    // Nothing of the proposal goes to the viewers, and the public read has no polls yet.
    expect((await call<{ data: Livestream }>('GET', `/api/livestreams/${stream.id}`)).body.data.polls).toEqual([])

    expect((await list(stream.id)).status).toBe(401)
    expect((await list(stream.id, trainee.token)).status).toBe(403)
    const open = await list(stream.id, admin.token)
    expect(open.body.data.map((p) => p.id)).toEqual([sent.body.data.id])

    const poll = nextEvent<LivestreamPoll>(channel, 'LivestreamPollUpdated')
    const accepted = await decide(sent.body.data.id, {
      status: 'accepted',
      question: 'Welche Schicht magst Du lieber?',
    })
    expect(accepted.status).toBe(200)
    expect(accepted.body.data).toMatchObject({ status: 'accepted' })
    expect(accepted.body.data.poll_id).toEqual(expect.any(Number))
    expect(await poll).toMatchObject({
      id: accepted.body.data.poll_id,
      question: 'Welche Schicht magst Du lieber?',
      is_active: true,
      options: [
        { text: 'Früh', votes: 0 },
        { text: 'Spät', votes: 0 },
      ],
    })
    expect(events).toHaveLength(1)
    const read = await call<{ data: Livestream }>('GET', `/api/livestreams/${stream.id}`)
    expect(read.body.data.polls.map((p) => p.id)).toEqual([accepted.body.data.poll_id])

    const again = await decide(sent.body.data.id, { status: 'rejected' })
    expect(again.status).toBe(422)
    expect(again.body.message).toBe(PROPOSAL_DECIDED)
  })

  it('a rejected proposal makes no poll; open proposals come first in the list', async () => {
    const stream = await create({ title: 'Ablehnen' })
    const first = (
      await propose(
        { livestream_id: stream.id, question: 'Eins?', options: ['A', 'B'], nickname: 'Azubi' },
        trainee.token,
      )
    ).body.data
    expect(first.user_id).toBe(trainee.user.id)
    const second = (
      await propose(
        { livestream_id: stream.id, question: 'Zwei?', options: ['C', 'D'], nickname: 'Azubi' },
        trainee.token,
      )
    ).body.data
    const rejected = await decide(first.id, { status: 'rejected' })
    expect(rejected.body.data).toMatchObject({ status: 'rejected', poll_id: null })
    expect(rejected.body.data.decided_at).toEqual(expect.any(String))
    expect((await list(stream.id, admin.token)).body.data.map((p) => [p.id, p.status])).toEqual([
      [second.id, 'open'],
      [first.id, 'rejected'],
    ])
    expect((await call<{ data: Livestream }>('GET', `/api/livestreams/${stream.id}`)).body.data.polls).toEqual([])
  })

  it('refuses guests where the chat is for accounts, blocked guests, bad input and strangers deciding', async () => {
    const closed = await create({ title: 'Nur Konten', is_chat_public: false })
    const body = { livestream_id: closed.id, question: 'Frage?', options: ['A', 'B'], nickname: 'Gast' }
    const guest = await propose({ ...body, chat_user_id: 'gast-prop-02' })
    expect(guest.status).toBe(403)
    expect(guest.body.message).toBe(PROPOSAL_NEEDS_LOGIN)

    const open = await create({ title: 'Offen', is_chat_public: true })
    const noId = await propose({ ...body, livestream_id: open.id })
    expect(noId.status).toBe(422)
    expect(Object.keys(noId.body.errors ?? {})).toEqual(['chat_user_id'])
    const bad = await propose({
      livestream_id: open.id,
      question: '<script>x</script>',
      options: ['nur eine'],
      nickname: '',
      chat_user_id: 'gast-prop-03',
    })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['nickname', 'options', 'question'])
    expect((await propose({ ...body, livestream_id: 999_999, chat_user_id: 'gast-prop-03' })).status).toBe(404)

    await call('POST', `/api/livestreams/${open.id}/blocks/`, { chat_user_id: 'gast-prop-04' }, admin.token)
    const blocked = await propose({ ...body, livestream_id: open.id, chat_user_id: 'gast-prop-04' })
    expect(blocked.status).toBe(403)
    expect(blocked.body.message).toBe(PROPOSAL_BLOCKED)

    const proposal = (await propose({ ...body, livestream_id: open.id, chat_user_id: 'gast-prop-05' })).body.data
    expect((await decide(proposal.id, { status: 'accepted' }, null)).status).toBe(401)
    expect((await decide(proposal.id, { status: 'accepted' }, trainee.token)).status).toBe(403)
    const business = await loginAs(server(), 'business')
    const refused = await decide(proposal.id, { status: 'accepted' }, business.token)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(POLLS_NOT_ALLOWED)
    expect((await decide(proposal.id, { status: 'vielleicht' })).status).toBe(422)
    expect((await decide(proposal.id, { status: 'accepted', options: ['nur eine'] })).status).toBe(422)
    expect((await decide(999_999, { status: 'accepted' })).status).toBe(404)
  })

  it('a business with admin_livestream_polls decides like the admin', async () => {
    const stream = await create({ title: 'Betrieb moderiert', is_chat_public: true })
    const business = await loginAs(server(), 'business')
    const businessId = business.user.business?.id as number
    if (!business.user.business?.permissions.includes('admin_livestream_polls'))
      await server()
        .database.db.insertInto('business_permissions')
        .values({ business_id: businessId, permission: 'admin_livestream_polls' })
        .execute()
    const moderator = await loginAs(server(), 'business')
    const proposal = (
      await propose({
        livestream_id: stream.id,
        question: 'Wer kommt?',
        options: ['Ich', 'Du'],
        nickname: 'Tim',
        chat_user_id: 'gast-prop-06',
      })
    ).body.data
    expect((await list(stream.id, moderator.token)).body.data).toHaveLength(1)
    const accepted = await decide(proposal.id, { status: 'accepted', is_active: false }, moderator.token)
    expect(accepted.status).toBe(200)
    const read = await call<{ data: Livestream }>('GET', `/api/livestreams/${stream.id}`)
    expect(read.body.data.polls[0]).toMatchObject({ id: accepted.body.data.poll_id, is_active: false })
  })
})
