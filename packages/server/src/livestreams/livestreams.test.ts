import type { AuthToken, JobFair, Livestream, LivestreamMessage, LivestreamPoll, LivestreamReaction } from '@oabat/core'
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
import { ALREADY_VOTED, POLL_CLOSED, POLLS_NOT_ALLOWED, VOTE_NEEDS_LOGIN } from './poll-routes.ts'
import { CHAT_BLOCKED, CHAT_NEEDS_LOGIN } from './routes.ts'

const server = useTestServer()
let admin: AuthToken
let trainee: AuthToken
let fair: JobFair
const clients: PusherClient[] = []
afterAll(async () => {
  await Promise.all(clients.map(disconnected))
})

function call<T = unknown>(method: string, path: string, body?: unknown, token?: string | null) {
  return server().json<Answer<T>>(path, request(method, body, token))
}
const create = (body: Record<string, unknown>, token = admin.token) =>
  call<{ data: Livestream }>('POST', '/api/livestreams', body, token)
const sendMessage = (id: number, body: Record<string, unknown>, token?: string) =>
  call<{ data: LivestreamMessage }>('POST', `/api/livestreams/${id}/messages`, body, token)

/** A guest's browser watching the livestream over pusher-js (no login). */
async function watch(id: number) {
  const client = await connected(pusherClient({ url: server().url, port: server().port, key: 'oabat-key' }))
  clients.push(client)
  return subscribed(client.subscribe(`private-livestream.${id}`))
}

beforeAll(async () => {
  admin = await loginAs(server(), 'admin')
  trainee = await loginAs(server(), 'trainee')
  const fairs = await call<{ data: JobFair[] }>('GET', '/api/jobfairs')
  fair = fairs.body.data[0] as JobFair
})

describe('livestreams: admin writes (SPEC §7 Livestreams)', () => {
  it('the admin creates a livestream on a fair with its slots; the fair then carries it; the password is never sent', async () => {
    const company = fair.businesses[0]
    const created = await create({
      title: 'Live-Bühne',
      job_fair_id: fair.id,
      password: 'geheim123',
      lower_bound: 10,
      appearances: [{ from: '2026-05-04T10:00:00+02:00', to: '2026-05-04T10:30:00+02:00', business_id: company?.id }],
    })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({ title: 'Live-Bühne', is_secure: true, viewers: 10, messages: [] })
    expect(created.body.data.appearances[0]).toMatchObject({
      from: '2026-05-04T08:00:00.000Z',
      business: { id: company?.id },
    })
    expect(JSON.stringify(created.body)).not.toContain('geheim')
    const read = await call<{ data: Livestream }>('GET', `/api/livestreams/${created.body.data.id}`)
    expect(JSON.stringify(read.body)).not.toMatch(/geheim|password/)
    const withStream = await call<{ data: JobFair }>('GET', `/api/jobfairs/${fair.id}`)
    expect(withStream.body.data.livestreams.map((l) => l.id)).toContain(created.body.data.id)
  })

  it('refuses everyone but the admin, and bad input with German field errors', async () => {
    expect((await create({ title: 'X' }, trainee.token)).status).toBe(403)
    expect((await call('POST', '/api/livestreams', { title: 'X' })).status).toBe(401)
    const bad = await create({
      title: '<script>alert(1)</script>',
      video_url: 'javascript:alert(1)',
      job_fair_id: 999_999,
    })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors ?? {})).toEqual(expect.arrayContaining(['title', 'video_url']))
    const missingFair = await create({ title: 'Gibt es nicht', job_fair_id: 999_999 })
    expect(missingFair.status).toBe(422)
    expect(missingFair.body.errors?.job_fair_id).toEqual(['Diese Messe gibt es nicht.'])
    expect((await call('PUT', '/api/livestreams/1', { title: 'Y' }, trainee.token)).status).toBe(403)
    expect((await call('GET', '/api/livestreams/999999')).status).toBe(404)
  })

  it('an update reaches the viewers as Updated', async () => {
    const stream = (await create({ title: 'Vorher' })).body.data
    const channel = await watch(stream.id)
    const updated = nextEvent<Livestream>(channel, 'Updated')
    const answer = await call<{ data: Livestream }>(
      'PUT',
      `/api/livestreams/${stream.id}`,
      { is_live: true, title: 'Nachher' },
      admin.token,
    )
    expect(answer.status).toBe(200)
    expect(await updated).toMatchObject({ id: stream.id, is_live: true, title: 'Nachher' })
  })
})

describe('livestream channels', () => {
  it('the admin shows a livestream on a channel and takes it off again; others are refused', async () => {
    const stream = (await create({ title: 'Kanäle' })).body.data
    const path = `/api/livestreams/${stream.id}/channel/${fair.channel}`
    expect((await call('POST', path, { active: true }, trainee.token)).status).toBe(403)
    const on = await call<{ data: { channels: string[] } }>('POST', path, { active: true }, admin.token)
    expect(on.body.data.channels).toEqual([fair.channel])
    expect((await call<{ data: Livestream }>('GET', `/api/livestreams/${stream.id}`)).body.data.channels).toEqual([
      fair.channel,
    ])
    const off = await call<{ data: { channels: string[] } }>('POST', path, { active: false }, admin.token)
    expect(off.body.data.channels).toEqual([])
    const unknown = `/api/livestreams/${stream.id}/channel/gibt-es-nicht`
    expect((await call('POST', unknown, { active: true }, admin.token)).status).toBe(404)
    expect((await call('POST', path, { active: 'ja' }, admin.token)).status).toBe(422)
  })
})

describe('livestream chat', () => {
  it('a guest writes in a public chat; viewers get NewMessage; the admin deletes it (MessageDeleted)', async () => {
    const stream = (await create({ title: 'Chat', is_chat_public: true })).body.data
    const channel = await watch(stream.id)
    const arrived = nextEvent<LivestreamMessage>(channel, 'NewMessage')
    const sent = await sendMessage(stream.id, { text: 'Hallo!', nickname: 'Lena', chat_user_id: 'gast-000001' })
    expect(sent.status).toBe(201)
    expect(await arrived).toEqual(sent.body.data)
    expect(sent.body.data).toMatchObject({
      text: 'Hallo!',
      nickname: 'Lena',
      chat_user_id: 'gast-000001',
      user_id: null,
    })

    const path = `/api/livestreams/${stream.id}/messages/${sent.body.data.id}`
    expect((await call('DELETE', path, undefined, trainee.token)).status).toBe(403)
    const deleted = nextEvent<{ id: number }>(channel, 'MessageDeleted')
    expect((await call('DELETE', path, undefined, admin.token)).status).toBe(200)
    expect(await deleted).toEqual({ id: sent.body.data.id })
    expect((await call('DELETE', path, undefined, admin.token)).status).toBe(404)
    const read = await call<{ data: Livestream }>('GET', `/api/livestreams/${stream.id}`)
    expect(read.body.data.messages).toEqual([])
  })

  it("the admin's lines carry no_threshold (SPEC §5 noThreshold) live and in the read; others' do not", async () => {
    const stream = (await create({ title: 'Moderation', is_chat_public: true, message_threshold: 30 })).body.data
    const channel = await watch(stream.id)
    const arrived = nextEvent<LivestreamMessage>(channel, 'NewMessage')
    const moderator = await sendMessage(stream.id, { text: 'Willkommen!', nickname: 'oabat-Team' }, admin.token)
    expect(moderator.status).toBe(201)
    expect(moderator.body.data.no_threshold).toBe(true)
    expect(await arrived).toEqual(moderator.body.data)
    const learner = await sendMessage(stream.id, { text: 'Hallo', nickname: 'Tom' }, trainee.token)
    const guest = await sendMessage(stream.id, { text: 'Hi', nickname: 'Gast', chat_user_id: 'gast-schwelle1' })
    expect([learner.body.data.no_threshold, guest.body.data.no_threshold]).toEqual([false, false])
    const read = await call<{ data: Livestream }>('GET', `/api/livestreams/${stream.id}`)
    expect(read.body.data.messages.map((m) => [m.text, m.no_threshold])).toEqual([
      ['Willkommen!', true],
      ['Hallo', false],
      ['Hi', false],
    ])
  })

  it('refuses empty, too long and marked-up messages with German field errors; nothing is stored', async () => {
    const stream = (await create({ title: 'Prüfung' })).body.data
    const guest = { nickname: 'Tim', chat_user_id: 'gast-000002' }
    const empty = await sendMessage(stream.id, { ...guest, text: '   ' })
    expect(empty.status).toBe(422)
    expect(empty.body.errors?.text).toEqual(['Bitte gib eine Nachricht ein.'])
    const long = await sendMessage(stream.id, { ...guest, text: 'a'.repeat(501) })
    expect(long.body.errors?.text).toEqual(['Die Nachricht darf höchstens 500 Zeichen lang sein.'])
    const script = await sendMessage(stream.id, {
      nickname: '<b>Tim</b>',
      chat_user_id: 'gast-000002',
      text: '<script>x</script>',
    })
    expect(script.status).toBe(422)
    expect(Object.keys(script.body.errors ?? {}).sort()).toEqual(['nickname', 'text'])
    const noId = await sendMessage(stream.id, { nickname: 'Tim', text: 'Hallo' })
    expect(noId.status).toBe(422)
    const read = await call<{ data: Livestream }>('GET', `/api/livestreams/${stream.id}`)
    expect(read.body.data.messages).toEqual([])
  })

  it('a chat for accounts only refuses guests with 403 and lets a trainee write', async () => {
    const stream = (await create({ title: 'Nur mit Konto', is_chat_public: false })).body.data
    const guest = await sendMessage(stream.id, { text: 'Hallo', nickname: 'Gast', chat_user_id: 'gast-000003' })
    expect(guest.status).toBe(403)
    expect(guest.body.message).toBe(CHAT_NEEDS_LOGIN)
    const own = await sendMessage(stream.id, { text: 'Hallo', nickname: 'Azubi' }, trainee.token)
    expect(own.status).toBe(201)
    expect(own.body.data.user_id).toBe(trainee.user.id)
  })

  it('moderation: all messages of a guest go at once (AllUserMessagesDeleted); a blocked guest cannot write', async () => {
    const stream = (await create({ title: 'Moderation' })).body.data
    const spammer = { nickname: 'Spam', chat_user_id: 'gast-spam-01' }
    await sendMessage(stream.id, { ...spammer, text: 'eins' })
    await sendMessage(stream.id, { ...spammer, text: 'zwei' })
    await sendMessage(stream.id, { nickname: 'Lena', chat_user_id: 'gast-000004', text: 'bleibt' })
    const channel = await watch(stream.id)
    const gone = nextEvent<{ user_id: number | null; chat_user_id: string | null }>(channel, 'AllUserMessagesDeleted')
    const path = `/api/livestreams/${stream.id}/messages/user/gast-spam-01`
    expect((await call('DELETE', path, undefined, trainee.token)).status).toBe(403)
    const removed = await call<{ data: { deleted: number } }>('DELETE', path, undefined, admin.token)
    expect(removed.body.data.deleted).toBe(2)
    expect(await gone).toEqual({ user_id: null, chat_user_id: 'gast-spam-01' })
    const read = await call<{ data: Livestream }>('GET', `/api/livestreams/${stream.id}`)
    expect(read.body.data.messages.map((m) => m.text)).toEqual(['bleibt'])

    const blocks = `/api/livestreams/${stream.id}/blocks/`
    expect((await call('POST', blocks, { chat_user_id: 'gast-spam-01' }, trainee.token)).status).toBe(403)
    expect((await call('POST', blocks, {}, admin.token)).status).toBe(422)
    expect((await call('POST', blocks, { chat_user_id: 'gast-spam-01' }, admin.token)).status).toBe(201)
    const blocked = await sendMessage(stream.id, { ...spammer, text: 'drei' })
    expect(blocked.status).toBe(403)
    expect(blocked.body.message).toBe(CHAT_BLOCKED)
    expect((await call('POST', blocks, { user_id: trainee.user.id }, admin.token)).status).toBe(201)
    expect((await sendMessage(stream.id, { nickname: 'Azubi', text: 'hallo' }, trainee.token)).status).toBe(403)
  })
})

describe('livestream reactions, viewers and password', () => {
  it('likes count up and reach the viewers as NewLivestreamEvent; unknown reactions are refused', async () => {
    const emojis = await call<{ data: string[] }>('GET', '/api/livestream/emojis')
    expect(emojis.body.data.length).toBeGreaterThan(0)
    const stream = (await create({ title: 'Likes' })).body.data
    const channel = await watch(stream.id)
    const event = nextEvent<LivestreamReaction>(channel, 'NewLivestreamEvent')
    const like = await call<{ data: LivestreamReaction }>('POST', `/api/livestreams/${stream.id}/events`, {
      type: 'like',
      chat_user_id: 'gast-000005',
    })
    expect(like.body.data).toEqual({ type: 'like', chat_user_id: 'gast-000005', like_count: 1 })
    expect(await event).toEqual(like.body.data)
    const emoji = await call<{ data: LivestreamReaction }>('POST', `/api/livestreams/${stream.id}/events`, {
      type: emojis.body.data[0],
    })
    expect(emoji.body.data.like_count).toBe(1)
    expect((await call('POST', `/api/livestreams/${stream.id}/events`, { type: 'boom' })).status).toBe(422)
  })

  it('the viewer count follows the real subscribers, at least lower_bound, at most once a second', async () => {
    const stream = (await create({ title: 'Zuschauende', lower_bound: 1 })).body.data
    const first = await watch(stream.id)
    const counts = collect<{ viewers: number }>(first, 'ViewerCountChanged')
    await watch(stream.id)
    await watch(stream.id)
    await expect.poll(() => counts.at(-1)?.viewers, { timeout: 5000 }).toBe(3)
    const read = await call<{ data: Livestream }>('GET', `/api/livestreams/${stream.id}`)
    expect(read.body.data.viewers).toBe(3)
    // Three subscriptions within a second: at most two events (the first at once, the rest together).
    expect(counts.length).toBeLessThanOrEqual(2)
    await call('PUT', `/api/livestreams/${stream.id}`, { lower_bound: 50 }, admin.token)
    expect((await call<{ data: Livestream }>('GET', `/api/livestreams/${stream.id}`)).body.data.viewers).toBe(50)
  })

  it('verifies the password, and limits guessing per address', async () => {
    const stream = (await create({ title: 'Geschützt', password: 'richtig1' })).body.data
    const verify = (password: string) =>
      call<{ data: { verified: boolean } }>('POST', `/api/livestreams/${stream.id}/verify`, { password })
    expect((await verify('falsch')).body.data.verified).toBe(false)
    expect((await verify('richtig1')).body.data.verified).toBe(true)
    expect((await verify('')).status).toBe(422)
    let last = 200
    for (let i = 0; i < 10 && last !== 429; i++) last = (await verify('raten')).status
    expect(last).toBe(429)
  })
})

describe('livestream polls (SPEC §7 polls, options, votes)', () => {
  const createPoll = (body: Record<string, unknown>, token: string | null = admin.token) =>
    call<{ data: LivestreamPoll }>('POST', '/api/livestream_polls/', body, token)
  const vote = (optionId: number, token?: string, chatUserId?: string) =>
    call<{ data: LivestreamPoll }>(
      'POST',
      '/api/livestream_poll_option_votes/',
      { livestream_poll_option_id: optionId, ...(chatUserId ? { chat_user_id: chatUserId } : {}) },
      token,
    )

  it('the admin runs a poll; votes count once per voter and reach the viewers; a closed poll takes none', async () => {
    const stream = (await create({ title: 'Abstimmung' })).body.data
    const channel = await watch(stream.id)
    const announced = nextEvent<LivestreamPoll>(channel, 'LivestreamPollUpdated')
    const created = await createPoll({
      livestream_id: stream.id,
      question: 'Welcher Beruf?',
      options: ['Koch', 'Maurer'],
    })
    expect(created.status).toBe(201)
    expect(await announced).toEqual(created.body.data)
    const [koch, maurer] = created.body.data.options
    if (!koch || !maurer) throw new Error('two options expected')

    const counted = nextEvent<LivestreamPoll>(channel, 'LivestreamPollUpdated')
    const first = await vote(koch.id, undefined, 'gast-vote-01')
    expect(first.status).toBe(201)
    expect((await counted).options.map((o) => o.votes)).toEqual([1, 0])
    const twice = await vote(maurer.id, undefined, 'gast-vote-01')
    expect(twice.status).toBe(422)
    expect(twice.body.message).toBe(ALREADY_VOTED)
    expect((await vote(maurer.id, trainee.token)).body.data.options.map((o) => o.votes)).toEqual([1, 1])

    await call('PUT', `/api/livestream_polls/${created.body.data.id}`, { is_active: false }, admin.token)
    const closed = await vote(koch.id, undefined, 'gast-vote-02')
    expect(closed.status).toBe(422)
    expect(closed.body.message).toBe(POLL_CLOSED)
    const read = await call<{ data: Livestream }>('GET', `/api/livestreams/${stream.id}`)
    expect(read.body.data.polls[0]).toMatchObject({ id: created.body.data.id, is_active: false })
  })

  it('each viewer reads back the own vote (account by token, guest by chat_user_id), never shared-cached', async () => {
    const stream = (await create({ title: 'Eigene Stimme' })).body.data
    const poll = (
      await createPoll({ livestream_id: stream.id, question: 'Welche Schicht?', options: ['Früh', 'Spät'] })
    ).body.data
    const [early, late] = poll.options
    if (!early || !late) throw new Error('two options expected')
    const channel = await watch(stream.id)
    const announced = nextEvent<LivestreamPoll>(channel, 'LivestreamPollUpdated')
    const guestVote = await vote(late.id, undefined, 'gast-eigene-01')
    expect(guestVote.body.data.voted_option_id).toBe(late.id)
    expect(await announced).not.toHaveProperty('voted_option_id')
    await vote(early.id, trainee.token)

    const read = (query: string, token?: string) =>
      call<{ data: Livestream }>('GET', `/api/livestreams/${stream.id}${query}`, undefined, token)
    const guest = await read('?chat_user_id=gast-eigene-01')
    expect(guest.body.data.polls[0]).toMatchObject({ id: poll.id, voted_option_id: late.id })
    expect(guest.headers.get('cache-control')).toMatch(/no-store/)
    expect((await read('?chat_user_id=gast-eigene-02')).body.data.polls[0]?.voted_option_id).toBeNull()
    expect((await read('')).body.data.polls[0]?.voted_option_id).toBeNull()
    expect((await read('', trainee.token)).body.data.polls[0]?.voted_option_id).toBe(early.id)
    // The token decides for an account; a guest's chat id sent along changes nothing.
    expect((await read('?chat_user_id=gast-eigene-01', trainee.token)).body.data.polls[0]?.voted_option_id).toBe(
      early.id,
    )
    const bad = await read('?chat_user_id=%3Cx%3E')
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['chat_user_id'])
  })

  it('account_only_vote refuses guests with 403; an account votes', async () => {
    const stream = (await create({ title: 'Nur Konten', account_only_vote: true })).body.data
    const poll = (await createPoll({ livestream_id: stream.id, question: 'Ja oder nein?', options: ['Ja', 'Nein'] }))
      .body.data
    const optionId = poll.options[0]?.id as number
    const guest = await vote(optionId, undefined, 'gast-vote-03')
    expect(guest.status).toBe(403)
    expect(guest.body.message).toBe(VOTE_NEEDS_LOGIN)
    expect((await vote(optionId, trainee.token)).status).toBe(201)
  })

  it('poll writes are refused to guests, trainees and businesses without the permission; bad input is a 422', async () => {
    const stream = (await create({ title: 'Rechte' })).body.data
    const body = { livestream_id: stream.id, question: 'Frage?', options: ['A', 'B'] }
    expect((await createPoll(body, null)).status).toBe(401)
    expect((await createPoll(body, trainee.token)).status).toBe(403)
    const business = await loginAs(server(), 'business')
    const refused = await createPoll(body, business.token)
    if (!business.user.business?.permissions.includes('admin_livestream_polls')) {
      expect(refused.status).toBe(403)
      expect(refused.body.message).toBe(POLLS_NOT_ALLOWED)
    }
    const bad = await createPoll({ livestream_id: stream.id, question: '<img src=x>', options: ['nur eine'] })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['options', 'question'])
    const poll = (await createPoll(body)).body.data
    const added = await call<{ data: LivestreamPoll }>(
      'POST',
      '/api/livestream_poll_options/',
      { poll_id: poll.id, text: 'C' },
      admin.token,
    )
    expect(added.body.data.options.map((o) => o.text)).toEqual(['A', 'B', 'C'])
    const optionC = added.body.data.options[2]?.id as number
    const renamed = await call<{ data: LivestreamPoll }>(
      'PUT',
      `/api/livestream_poll_options/${optionC}`,
      { text: 'D' },
      admin.token,
    )
    expect(renamed.body.data.options.map((o) => o.text)).toEqual(['A', 'B', 'D'])
    const removed = await call<{ data: LivestreamPoll }>(
      'DELETE',
      `/api/livestream_poll_options/${optionC}`,
      undefined,
      admin.token,
    )
    expect(removed.body.data.options).toHaveLength(2)
    expect((await call('DELETE', `/api/livestream_polls/${poll.id}`, undefined, trainee.token)).status).toBe(403)
    expect((await call('DELETE', `/api/livestream_polls/${poll.id}`, undefined, admin.token)).status).toBe(200)
    expect((await vote(poll.options[0]?.id as number, trainee.token)).status).toBe(404)
  })
})
