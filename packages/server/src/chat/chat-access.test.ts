import type { AuthToken, ChatConversation, ChatMessage, OwnJob } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { linkIn, loginAs, outboxFor, request } from '../accounts/account-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { CHAT_CONFIRM_EMAIL, CHAT_START_REFUSED } from './chat-access.ts'
import { useChatTestKit } from './chat-test-support.ts'

const server = useTestServer()
const { call, send } = useChatTestKit(server)

let trainee: AuthToken
let business: AuthToken
let school: AuthToken
let region: AuthToken

/** A new trainee account; confirmed by its activation link unless told otherwise. */
async function newTrainee(email: string, firstname: string, confirmed = true): Promise<AuthToken> {
  const registered = await server().json(
    '/api/register',
    request('POST', { email, password: 'sicher-2026', firstname, lastname: 'Zugriff' }),
  )
  expect(registered.status).toBe(201)
  if (!confirmed) {
    const login = await server().json<AuthToken>(
      '/api/login',
      request('POST', { email, password: 'sicher-2026', skipActivation: true }),
    )
    return login.body
  }
  const [mail] = await outboxFor(server(), email)
  const token = linkIn(mail?.text ?? '').searchParams.get('token') ?? ''
  return (await server().json<AuthToken>(`/api/activate/${token}`)).body
}

beforeAll(async () => {
  trainee = await loginAs(server(), 'trainee')
  business = await loginAs(server(), 'business')
  school = await loginAs(server(), 'school')
  region = await loginAs(server(), 'region')
})

describe('who may write to whom (SPEC §6, docs/chat.md)', () => {
  it('a company is refused with a trainee who never contacted it: 403, no name, same as an unknown id', async () => {
    const refused = await send({ receiver_id: trainee.user.id, body: 'Komm zu uns!' }, business.token)
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ message: CHAT_START_REFUSED })
    expect(JSON.stringify(refused.body)).not.toContain('Lena')

    const unknown = await send({ receiver_id: 987654, body: 'Komm zu uns!' }, business.token)
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: refused.status, body: refused.body })

    // Schools and regions neither; and nothing was created that would list the trainee.
    for (const sender of [school, region])
      expect((await send({ receiver_id: trainee.user.id, body: 'Hallo' }, sender.token)).status).toBe(403)
    const list = await call<{ data: ChatConversation[] }>('GET', '/api/chat/conversations', undefined, business.token)
    expect(list.body.data.some((c) => c.partner?.id === trainee.user.id)).toBe(false)
  })

  it('after the trainee wrote, the company answers by receiver_id and by conversation_id', async () => {
    const first = await send({ receiver_id: business.user.id, body: 'Ist die Stelle noch frei?' }, trainee.token)
    expect(first.status).toBe(201)
    const answer = await send({ receiver_id: trainee.user.id, body: 'Ja, gerne!' }, business.token)
    expect(answer.status).toBe(201)
    expect(answer.body.data.conversation_id).toBe(first.body.data.conversation_id)
    const reply = await send({ conversation_id: first.body.data.conversation_id, body: 'Bis bald' }, business.token)
    expect(reply.status).toBe(201)
  })

  it('after a job interest the company may write to the trainee', async () => {
    const applicant = await newTrainee('bewerberin@zugriff.example', 'Berta')
    expect((await send({ receiver_id: applicant.user.id, body: 'Hallo' }, business.token)).status).toBe(403)
    const jobs = (await call<{ data: OwnJob[] }>('GET', '/api/v2/jobs?status=published', undefined, business.token))
      .body.data
    const interest = await call('POST', '/api/job_interests', { job_id: (jobs[0] as OwnJob).id }, applicant.token)
    expect(interest.status).toBe(201)
    const written = await send({ receiver_id: applicant.user.id, body: 'Danke für Deine Anfrage!' }, business.token)
    expect(written.status).toBe(201)
  })

  it('an interest alone lets every account of the company write, even without a conversation yet', async () => {
    const applicant = await newTrainee('nur-anfrage@zugriff.example', 'Nora')
    const { db } = server().database
    const job = await db
      .selectFrom('jobs')
      .select('id')
      .where('business_id', '=', business.user.business?.id as number)
      .executeTakeFirstOrThrow()
    // An interest whose chat message was left out (e.g. the company had no account then).
    await db
      .insertInto('job_interests')
      .values({
        job_id: job.id,
        trainee_user_id: applicant.user.id,
        message: null,
        file_ids: '[]',
        created_at: new Date().toISOString(),
      })
      .execute()
    const written = await send(
      { receiver_id: applicant.user.id, body: 'Wir haben Deine Anfrage gesehen.' },
      business.token,
    )
    expect(written.status).toBe(201)
    // The interest was for the company, not for a school.
    expect((await send({ receiver_id: applicant.user.id, body: 'Hallo' }, school.token)).status).toBe(403)
  })

  it('no trainee-to-trainee chat; trainees and regions still write to companies, schools and regions', async () => {
    const other = await newTrainee('mitschueler@zugriff.example', 'Max')
    const refused = await send({ receiver_id: trainee.user.id, body: 'Hi Lena' }, other.token)
    expect(refused).toMatchObject({ status: 403, body: { message: CHAT_START_REFUSED } })
    for (const receiver of [school, region])
      expect((await send({ receiver_id: receiver.user.id, body: 'Hallo' }, other.token)).status).toBe(201)
    expect((await send({ receiver_id: business.user.id, body: 'Hallo' }, region.token)).status).toBe(201)
    expect((await send({ receiver_id: school.user.id, body: 'Netzwerk?' }, business.token)).status).toBe(201)
  })

  it('an unconfirmed account starts no conversation, whoever the receiver is', async () => {
    const unconfirmed = await newTrainee('unbestaetigt@zugriff.example', 'Udo', false)
    for (const receiverId of [business.user.id, trainee.user.id, 987654]) {
      const answer = await send({ receiver_id: receiverId, body: 'Hallo' }, unconfirmed.token)
      expect(answer).toMatchObject({ status: 403, body: { message: CHAT_CONFIRM_EMAIL } })
    }
  })

  it('replies in an existing conversation stay allowed; the admin writes to anyone', async () => {
    const admin = await loginAs(server(), 'admin')
    const applicant = await newTrainee('team@zugriff.example', 'Tina')
    const sent = await call<{ conversation_ids: number[] }>(
      'POST',
      '/api/chat/messages/broadcast',
      { body: 'Willkommen bei oabat', receiver_ids: [applicant.user.id] },
      admin.token,
    )
    expect(sent.status).toBe(201)
    const conversationId = sent.body.conversation_ids[0]
    const reply = await call<{ data: ChatMessage }>(
      'POST',
      '/api/chat/messages/',
      { conversation_id: conversationId, body: 'Danke!' },
      applicant.token,
    )
    expect(reply.status).toBe(201)
  })
})
