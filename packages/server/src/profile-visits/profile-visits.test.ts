import type { AuthToken, JobFair, ProfileVisitors } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import type { Answer } from '../chat/chat-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { NOT_A_PARTICIPANT, NOT_AT_THIS_FAIR } from './routes.ts'

const server = useTestServer()
let business: AuthToken
let trainee: AuthToken
let fair: JobFair
let businessId: number

function call<T = unknown>(method: string, url: string, body?: unknown, token?: string | null) {
  return server().json<Answer<T>>(url, request(method, body, token))
}
const visit = (body: Record<string, unknown>, token?: string | null, id = businessId) =>
  call<{ data: { recorded: boolean } }>('POST', `/api/business/${id}/profile_visits`, body, token)
const visitors = (token?: string | null, id = businessId) =>
  call<{ data: ProfileVisitors }>('GET', `/api/business/${id}/profile_visits`, undefined, token)
const db = () => server().database.db

beforeAll(async () => {
  business = await loginAs(server(), 'business')
  trainee = await loginAs(server(), 'trainee')
  businessId = business.user.business?.id as number
  fair = (await call<{ data: JobFair[] }>('GET', '/api/jobfairs')).body.data[0] as JobFair
  // The demo company takes part in the first fair.
  await db().updateTable('businesses').set({ is_job_fair_participant: 1 }).where('id', '=', businessId).execute()
  await db().deleteFrom('job_fair_businesses').where('business_id', '=', businessId).execute()
  await db()
    .insertInto('job_fair_businesses')
    .values({ job_fair_id: fair.id, business_id: businessId, is_published: 1 })
    .execute()
})

describe('Profilbesucher: profile visits from a fair', () => {
  it('records a trainee once per half hour, guests and other accounts anonymously, never the own people', async () => {
    const stream = fair.livestreams[0]
    const fromFair = { job_fair_id: fair.id, livestream_id: stream?.id ?? null }
    expect((await visit(fromFair, trainee.token)).body.data).toEqual({ recorded: true })
    expect((await visit(fromFair, trainee.token)).body.data).toEqual({ recorded: false })
    expect((await visit({ job_fair_id: fair.id })).body.data).toEqual({ recorded: true })
    const school = await loginAs(server(), 'school')
    expect((await visit({ job_fair_id: fair.id }, school.token)).body.data).toEqual({ recorded: true })
    expect((await visit({ job_fair_id: fair.id }, business.token)).body.data).toEqual({ recorded: false })

    const answer = await visitors(business.token)
    expect(answer.status).toBe(200)
    const lastname = trainee.user.lastname ?? ''
    expect(answer.body.data).toMatchObject({
      days: 90,
      total_visits: 3,
      anonymous_visits: 2,
      visitors: [
        {
          firstname: trainee.user.firstname,
          lastname_initial: lastname ? `${lastname.charAt(0).toUpperCase()}.` : '',
          visits: 1,
          fairs: [fair.name],
        },
      ],
    })
    // Only first name and initial: no address, no full last name, no account id.
    const text = JSON.stringify(answer.body)
    expect(text).not.toContain(trainee.user.email)
    if (lastname.length > 1) expect(text).not.toContain(lastname)
    expect(text).not.toContain(`"user_id"`)
  })

  it('refuses visits that did not come from a fair the company takes part in', async () => {
    const elsewhere = await call<{ data: JobFair[] }>('GET', '/api/jobfairs')
    const other = elsewhere.body.data.find((f) => f.id !== fair.id)
    if (other) {
      const wrongFair = await visit({ job_fair_id: other.id }, trainee.token)
      expect(wrongFair.status).toBe(422)
      expect(wrongFair.body.errors?.job_fair_id).toEqual([NOT_AT_THIS_FAIR])
    }
    const missingFair = await visit({ job_fair_id: 999_999 }, trainee.token)
    expect(missingFair.body.errors?.job_fair_id).toEqual([NOT_AT_THIS_FAIR])
    const wrongStream = await visit({ job_fair_id: fair.id, livestream_id: 999_999 }, trainee.token)
    expect(wrongStream.status).toBe(422)
    expect(Object.keys(wrongStream.body.errors ?? {})).toEqual(['livestream_id'])
    expect((await visit({}, trainee.token)).status).toBe(422)
    expect((await visit({ job_fair_id: fair.id }, trainee.token, 999_999)).status).toBe(404)
  })

  it('only the own company reads them, and only while it takes part in fairs; old visits are gone', async () => {
    expect((await visitors(null)).status).toBe(401)
    expect((await visitors(trainee.token)).status).toBe(403)
    const otherBusiness = await db()
      .selectFrom('businesses')
      .select('id')
      .where('id', '!=', businessId)
      .executeTakeFirstOrThrow()
    expect((await visitors(business.token, otherBusiness.id)).status).toBe(403)

    const before = (await visitors(business.token)).body.data.total_visits
    await db()
      .insertInto('business_profile_visits')
      .values({
        business_id: businessId,
        user_id: trainee.user.id,
        job_fair_id: fair.id,
        livestream_id: null,
        visited_at: new Date(Date.now() - 100 * 86_400_000).toISOString(),
      })
      .execute()
    expect((await visitors(business.token)).body.data.total_visits).toBe(before)

    await db().updateTable('businesses').set({ is_job_fair_participant: 0 }).where('id', '=', businessId).execute()
    const refused = await visitors(business.token)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(NOT_A_PARTICIPANT)
    expect((await visit({ job_fair_id: fair.id }, trainee.token)).body.data).toEqual({ recorded: false })
    await db().updateTable('businesses').set({ is_job_fair_participant: 1 }).where('id', '=', businessId).execute()
  })
})
