import type { AuthToken, BusinessSite, OwnJob } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { LAST_SITE } from './delete-site-route.ts'

const server = useTestServer()

let demo: AuthToken
let other: AuthToken
let businessId: number
let otherBusinessId: number

function call<T = unknown>(method: string, path: string, body?: unknown, token?: string | null) {
  return server().json<T & { message?: string; errors?: Record<string, string[]> }>(path, request(method, body, token))
}

const sitesOf = async (id: number, token: string) =>
  (await call<{ data: BusinessSite[] }>('GET', `/api/business/${id}/business_sites`, undefined, token)).body.data

beforeAll(async () => {
  demo = await loginAs(server(), 'business')
  businessId = demo.user.business?.id as number
  const registered = await call<AuthToken>('POST', '/api/businesses', {
    newBusiness: {
      name: 'Bäckerei Loibl',
      postal_code: '94032',
      email: 'loibl@baeckerei-loibl.de',
      password: 'sicher-2026',
      firstname: 'Anna',
      lastname: 'Loibl',
    },
  })
  other = registered.body
  otherBusinessId = other.user.business?.id as number
})

describe('DELETE /api/business/{businessId}/business_sites/{siteId}', () => {
  it("moves the site's jobs to the main site, then removes the site; search and job pages follow", async () => {
    const main = (await sitesOf(businessId, demo.token)).find((site) => site.is_main) as BusinessSite
    const created = await call<{ data: BusinessSite }>(
      'POST',
      `/api/business/${businessId}/business_sites`,
      { name: 'Filiale Deggendorf', postal_code: '94469' },
      demo.token,
    )
    const siteId = created.body.data.id
    const job = await call<{ data: OwnJob }>(
      'POST',
      '/api/v2/jobs/',
      { name: 'Ausbildung Bäcker Deggendorf', type_id: 1, business_site_id: siteId, status: 'published' },
      demo.token,
    )
    expect(job.body.data.city).toBe('Deggendorf')

    const deleted = await call('DELETE', `/api/business/${businessId}/business_sites/${siteId}`, undefined, demo.token)
    expect(deleted.status).toBe(200)
    expect(deleted.body.message).toBe('Der Standort wurde gelöscht; seine Stelle gehört jetzt zum Hauptsitz.')
    expect((await sitesOf(businessId, demo.token)).map((site) => site.id)).not.toContain(siteId)
    const after = await call<{ data: OwnJob }>('GET', `/api/jobs/${job.body.data.slug}`)
    expect(after.status).toBe(200)
    expect(after.body.data.city).toBe(main.city)
    expect((await call('GET', `/api/business_sites/${created.body.data.slug}`)).status).toBe(404)
    const channels = await server()
      .database.db.selectFrom('business_site_channels')
      .select('channel_id')
      .where('business_site_id', '=', siteId)
      .execute()
    expect(channels).toEqual([])
  })

  it('keeps the last site, hands "main" on when the main site goes, and refuses others and guests', async () => {
    const [only] = await sitesOf(otherBusinessId, other.token)
    if (!only) throw new Error('registered business without a site')
    const last = await call(
      'DELETE',
      `/api/business/${otherBusinessId}/business_sites/${only.id}`,
      undefined,
      other.token,
    )
    expect(last.status).toBe(422)
    expect(last.body.errors).toEqual({ id: [LAST_SITE] })
    expect(await sitesOf(otherBusinessId, other.token)).toHaveLength(1)

    const second = await call<{ data: BusinessSite }>(
      'POST',
      `/api/business/${otherBusinessId}/business_sites`,
      { name: 'Filiale Vilshofen', postal_code: '94474' },
      other.token,
    )
    const foreign = await call(
      'DELETE',
      `/api/business/${businessId}/business_sites/${second.body.data.id}`,
      undefined,
      demo.token,
    )
    expect(foreign.status).toBe(403)
    const notOwnBusiness = await call(
      'DELETE',
      `/api/business/${otherBusinessId}/business_sites/${second.body.data.id}`,
      undefined,
      demo.token,
    )
    expect(notOwnBusiness.status).toBe(403)
    const guest = await call('DELETE', `/api/business/${otherBusinessId}/business_sites/${second.body.data.id}`)
    expect(guest.status).toBe(401)
    expect(
      (await call('DELETE', `/api/business/${otherBusinessId}/business_sites/999999`, undefined, other.token)).status,
    ).toBe(404)

    const mainGone = await call(
      'DELETE',
      `/api/business/${otherBusinessId}/business_sites/${only.id}`,
      undefined,
      other.token,
    )
    expect(mainGone.status).toBe(200)
    const rest = await sitesOf(otherBusinessId, other.token)
    expect(rest.map((site) => [site.id, site.is_main])).toEqual([[second.body.data.id, true]])
  })
})
