import type { AuthToken, ChatConversation, ChatMessage, NetworkRequest } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs } from '../accounts/account-test-support.ts'
import { useChatTestKit } from '../chat/chat-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()
const { call } = useChatTestKit(server)

let school: AuthToken
let otherSchool: AuthToken
let business: AuthToken
let otherBusiness: AuthToken
let trainee: AuthToken
let schoolId: number
let otherSchoolId: number
let site: { id: number; slug: string }

type One = { data: NetworkRequest }
type Many = { data: NetworkRequest[] }

const pairPath = (schoolIdOrNone: number, siteIdOrSlug: number | string) =>
  `/api/schools/${schoolIdOrNone}/business_site/${siteIdOrSlug}`

async function register(path: string, body: Record<string, unknown>): Promise<AuthToken> {
  const answer = await call<AuthToken>('POST', path, {
    ...body,
    firstname: 'Bea',
    lastname: 'Beispiel',
    gender: 'Frau',
    password: 'sicher-2026',
  })
  expect(answer.status).toBe(201)
  return answer.body
}

async function rowCount(): Promise<number> {
  const row = await server()
    .database.db.selectFrom('school_network_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

async function networkMessages(): Promise<number> {
  const row = await server()
    .database.db.selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action_type', '=', 'schoolBusinessSiteNetworkRequest')
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The newest message of the reader's newest conversation. */
async function newestMessage(login: AuthToken): Promise<ChatMessage> {
  const list = await call<{ data: ChatConversation[] }>('GET', '/api/chat/conversations', undefined, login.token)
  const conversation = list.body.data[0] as ChatConversation
  const page = await call<{ data: ChatMessage[] }>(
    'GET',
    `/api/chat/conversations/${conversation.id}/messages`,
    undefined,
    login.token,
  )
  return page.body.data.at(-1) as ChatMessage
}

beforeAll(async () => {
  school = await loginAs(server(), 'school')
  business = await loginAs(server(), 'business')
  trainee = await loginAs(server(), 'trainee')
  schoolId = school.user.school?.id as number
  otherSchool = await register('/api/schools/register', {
    school: { name: 'Zweitschule Netzwerk', type: 'Mittelschule', postal_code: '94036' },
    email: 'rektorat@zweitschule-netzwerk.de',
  })
  otherSchoolId = otherSchool.user.school?.id as number
  otherBusiness = await register('/api/businesses', {
    newBusiness: {
      name: 'Zweitbetrieb Netzwerk',
      postal_code: '94469',
      email: 'b@zweitbetrieb-netzwerk.de',
      password: 'sicher-2026',
      firstname: 'Bea',
      lastname: 'Beispiel',
    },
  })
  const sites = await call<{ data: Array<{ id: number; slug: string }> }>(
    'GET',
    `/api/business/${business.user.business?.id}/business_sites`,
    undefined,
    business.token,
  )
  site = sites.body.data[0] as { id: number; slug: string }
})

describe('company network (SPEC §7 GET/PUT/POST /api/schools/{id}/business_site/{site})', () => {
  it('a school asks a site (by slug) into its network: an open request and a „Netzwerk Anfrage“ in the company’s chat', async () => {
    const asked = await call<One>(
      'POST',
      pairPath(schoolId, site.slug),
      { message: '  Wir würden gern einen Betriebsbesuch machen.  ', sent_by_type: 'school' },
      school.token,
    )
    expect(asked.status).toBe(201)
    expect(asked.body.data).toMatchObject({
      school: { id: schoolId },
      business_site: { id: site.id, business_id: business.user.business?.id },
      accepted: null,
      message: 'Wir würden gern einen Betriebsbesuch machen.',
      sent_by_type: 'school',
      can_answer: false,
    })
    const action = await newestMessage(business)
    expect(action).toMatchObject({
      type: 'action',
      body: 'Wir würden gern einen Betriebsbesuch machen.',
      sender_id: school.user.id,
      action: {
        type: 'schoolBusinessSiteNetworkRequest',
        subject: school.user.school?.name,
        rejected: false,
        network_request: { school_id: schoolId, business_site_id: site.id },
      },
    })
    const seen = await call<One>('GET', pairPath(schoolId, site.id), undefined, business.token)
    expect(seen.body.data).toMatchObject({ accepted: null, can_answer: true })
  })

  it('asking again, from either side, is a German 409 and changes nothing', async () => {
    const [rows, messages] = [await rowCount(), await networkMessages()]
    const again = await call('POST', pairPath(schoolId, site.id), {}, school.token)
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'Diese Anfrage ist schon gestellt und wartet auf eine Antwort.' },
    })
    const reverse = await call('POST', pairPath(schoolId, site.id), { sent_by_type: 'business' }, business.token)
    expect(reverse.status).toBe(409)
    expect([await rowCount(), await networkMessages()]).toEqual([rows, messages])
  })

  it('guards: only the two sides see or answer; the sender never answers its own; foreign ids 403/404', async () => {
    const before = await call<One>('GET', pairPath(schoolId, site.id), undefined, school.token)
    const refused = [
      await call('GET', pairPath(schoolId, site.id), undefined, otherSchool.token),
      await call('GET', pairPath(schoolId, site.id), undefined, otherBusiness.token),
      await call('PUT', pairPath(schoolId, site.id), { accepted: true }, otherBusiness.token),
      await call('PUT', pairPath(schoolId, site.id), { accepted: true }, otherSchool.token),
      // Another school's id, or a site of another company: only for itself and its own sites.
      await call('POST', pairPath(otherSchoolId, site.id), {}, school.token),
      await call('POST', pairPath(schoolId, site.id), {}, otherBusiness.token),
      // A school cannot send in the company's name.
      await call('POST', pairPath(schoolId, site.id), { sent_by_type: 'business' }, school.token),
    ]
    for (const answer of refused) {
      expect(answer.status).toBe(403)
      expect(Object.keys(answer.body)).toEqual(['message'])
    }
    const own = await call('PUT', pairPath(schoolId, site.id), { accepted: true }, school.token)
    expect(own).toMatchObject({ status: 403, body: { message: 'Auf Eure eigene Anfrage antwortet die andere Seite.' } })
    expect((await call('PUT', pairPath(schoolId, site.id), { accepted: true }, trainee.token)).status).toBe(403)
    expect((await call('PUT', pairPath(schoolId, site.id), { accepted: true })).status).toBe(401)
    expect(await call('POST', pairPath(999999, site.id), {}, school.token)).toMatchObject({
      status: 404,
      body: { message: 'Diese Schule gibt es nicht.' },
    })
    expect(await call('POST', pairPath(schoolId, 'gibt-es-nicht'), {}, school.token)).toMatchObject({
      status: 404,
      body: { message: 'Diesen Standort gibt es nicht.' },
    })
    const otherSites = await call<{ data: Array<{ id: number }> }>(
      'GET',
      `/api/business/${otherBusiness.user.business?.id}/business_sites`,
      undefined,
      otherBusiness.token,
    )
    const noRequest = await call(
      'GET',
      pairPath(otherSchoolId, otherSites.body.data[0]?.id ?? 0),
      undefined,
      otherSchool.token,
    )
    expect(noRequest.status).toBe(404)
    const after = await call<One>('GET', pairPath(schoolId, site.id), undefined, school.token)
    expect(after.body.data).toEqual(before.body.data)
  })

  it('bad input: HTML or an over-long note, a missing answer: German 422, nothing stored', async () => {
    const rows = await rowCount()
    const html = await call(
      'POST',
      pairPath(otherSchoolId, site.id),
      { message: '<script>alert(1)</script>' },
      business.token,
    )
    expect(html).toMatchObject({
      status: 422,
      body: { errors: { message: ['HTML ist hier nicht erlaubt. Bitte schreibe einfachen Text.'] } },
    })
    const long = await call('POST', pairPath(otherSchoolId, site.id), { message: 'x'.repeat(1001) }, business.token)
    expect(long.status).toBe(422)
    const noAnswer = await call('PUT', pairPath(schoolId, site.id), {}, business.token)
    expect(noAnswer.status).toBe(422)
    expect(await rowCount()).toBe(rows)
  })

  it('the company accepts once: both lists and the public school page show it; answering twice is a 409', async () => {
    const accepted = await call<One>('PUT', pairPath(schoolId, site.slug), { accepted: true }, business.token)
    expect(accepted.status).toBe(200)
    expect(accepted.body.data).toMatchObject({ accepted: true, can_answer: false })
    const answer = await newestMessage(school)
    expect(answer).toMatchObject({ type: 'regular', sender_id: business.user.id })
    expect(answer.body).toContain('Netzwerk-Anfrage angenommen')

    const twice = await call('PUT', pairPath(schoolId, site.id), { accepted: false }, business.token)
    expect(twice).toMatchObject({ status: 409, body: { message: 'Diese Anfrage ist schon beantwortet.' } })
    const still = await call<One>('GET', pairPath(schoolId, site.id), undefined, business.token)
    expect(still.body.data).toEqual(accepted.body.data)
    const askAgain = await call('POST', pairPath(schoolId, site.id), {}, school.token)
    expect(askAgain).toMatchObject({ status: 409, body: { message: 'Die beiden sind schon im Netzwerk.' } })

    const ofSchool = await call<Many>('GET', `/api/schools/${schoolId}/business_sites`, undefined, school.token)
    expect(ofSchool.body.data.map((r) => [r.business_site.id, r.accepted])).toContainEqual([site.id, true])
    const ofBusiness = await call<Many>(
      'GET',
      `/api/business/${business.user.business?.id}/schools`,
      undefined,
      business.token,
    )
    expect(ofBusiness.body.data.map((r) => [r.school.id, r.accepted])).toContainEqual([schoolId, true])
    const publicPage = await call<{ data: { business_sites_in_network: Array<{ id: number }> } }>(
      'GET',
      `/api/schools/${school.user.school?.slug}`,
    )
    expect(publicPage.body.data.business_sites_in_network.map((s) => s.id)).toContain(site.id)

    // Lists are the own organisation's only.
    expect((await call('GET', `/api/schools/${schoolId}/business_sites`, undefined, otherSchool.token)).status).toBe(
      403,
    )
    const foreignList = await call(
      'GET',
      `/api/business/${business.user.business?.id}/schools`,
      undefined,
      otherBusiness.token,
    )
    expect(foreignList.status).toBe(403)
  })

  it('a company asks a school, the school declines; only the school may ask again', async () => {
    const asked = await call<One>(
      'POST',
      pairPath(otherSchoolId, site.id),
      { message: 'Praktika bei uns?' },
      business.token,
    )
    expect(asked.status).toBe(201)
    expect(asked.body.data).toMatchObject({ sent_by_type: 'business', accepted: null })
    const request = await newestMessage(otherSchool)
    expect(request.action).toMatchObject({ network_request: { school_id: otherSchoolId, business_site_id: site.id } })

    const declined = await call<One>('PUT', pairPath(otherSchoolId, site.id), { accepted: false }, otherSchool.token)
    expect(declined.body.data).toMatchObject({ accepted: false, can_answer: false })
    const refusedMark = await newestMessage(business)
    expect(refusedMark.body).toBe('Netzwerk-Anfrage abgelehnt.')
    const page = await call<{ data: ChatMessage[] }>(
      'GET',
      `/api/chat/conversations/${request.conversation_id}/messages`,
      undefined,
      otherSchool.token,
    )
    expect(page.body.data.find((m) => m.id === request.id)?.action?.rejected).toBe(true)

    const rows = await rowCount()
    const pushy = await call('POST', pairPath(otherSchoolId, site.id), {}, business.token)
    expect(pushy.status).toBe(409)
    const changedMind = await call<One>('POST', pairPath(otherSchoolId, site.id), {}, otherSchool.token)
    expect(changedMind.status).toBe(201)
    expect(changedMind.body.data).toMatchObject({ sent_by_type: 'school', accepted: null, answered_at: null })
    expect(await rowCount()).toBe(rows)
    const ofSchool = await call<Many>(
      'GET',
      `/api/schools/${otherSchoolId}/business_sites`,
      undefined,
      otherSchool.token,
    )
    expect(ofSchool.body.data).toHaveLength(1)
  })
})
