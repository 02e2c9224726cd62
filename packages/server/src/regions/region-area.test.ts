import type {
  AuthToken,
  ChatConversation,
  EventItem,
  Region,
  RegionMember,
  RegionMemberCandidate,
  RegionSchool,
  SchoolSummary,
} from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()
let business: AuthToken
let school: AuthToken
let region: AuthToken
let trainee: AuthToken
let admin: AuthToken
let ownRegion: Region
let foreignRegion: Region

function call<T = unknown>(method: string, path: string, body?: unknown, token?: string | null) {
  return server().json<T & { message?: string; errors?: Record<string, string[]> }>(path, request(method, body, token))
}

beforeAll(async () => {
  business = await loginAs(server(), 'business')
  school = await loginAs(server(), 'school')
  region = await loginAs(server(), 'region')
  trainee = await loginAs(server(), 'trainee')
  admin = await loginAs(server(), 'admin')
  const regions = (await call<{ data: Region[] }>('GET', '/api/regions/')).body.data
  ownRegion = regions.find((r) => r.slug === region.user.region?.slug) as Region
  foreignRegion = regions.find((r) => r.slug !== ownRegion.slug) as Region
})

async function demoBusinessSite(): Promise<RegionMemberCandidate> {
  const name = business.user.business?.name as string
  const found = await call<{ data: RegionMemberCandidate[] }>(
    'GET',
    `/api/v2/region/member_candidates?term=${encodeURIComponent(name)}`,
    undefined,
    region.token,
  )
  expect(found.status).toBe(200)
  const site = found.body.data.find((c) => c.business.id === business.user.business?.id)
  expect(site).toBeDefined()
  return site as RegionMemberCandidate
}

describe('Mein Channel: PUT /api/regions/{id}', () => {
  it('the region changes its own page texts; they show on GET /api/regions/{slug}', async () => {
    const changed = await call<{ data: Region }>(
      'PUT',
      `/api/regions/${ownRegion.id}`,
      { description: 'Ausbildung im Dreiländereck', about: 'Über 300 Betriebe bilden bei uns aus.\nKomm vorbei!' },
      region.token,
    )
    expect(changed.status).toBe(200)
    expect(changed.body.data).toMatchObject({ description: 'Ausbildung im Dreiländereck' })
    const read = await call<{ data: Region }>('GET', `/api/regions/${ownRegion.slug}`)
    expect(read.body.data.about).toBe('Über 300 Betriebe bilden bei uns aus.\nKomm vorbei!')
    const cleared = await call<{ data: Region }>('PUT', `/api/regions/${ownRegion.slug}`, { about: '' }, region.token)
    expect(cleared.body.data.about).toBeNull()
  })

  it('HTML, over-long texts, a foreign region and other roles are refused; nothing changes', async () => {
    const html = await call('PUT', `/api/regions/${ownRegion.id}`, { about: '<script>alert(1)</script>' }, region.token)
    expect(html.status).toBe(422)
    expect(html.body.errors?.about?.[0]).toMatch(/HTML/)
    const long = await call('PUT', `/api/regions/${ownRegion.id}`, { description: 'x'.repeat(301) }, region.token)
    expect(long.status).toBe(422)
    expect(long.body.errors?.description?.[0]).toContain('höchstens 300 Zeichen')
    const foreign = await call('PUT', `/api/regions/${foreignRegion.id}`, { description: 'Gekapert' }, region.token)
    expect(foreign.status).toBe(403)
    expect(foreign.body.message).toBe('Das ist nicht Deine Region.')
    expect((await call('PUT', `/api/regions/${ownRegion.id}`, { about: 'x' }, school.token)).status).toBe(403)
    expect((await call('PUT', '/api/regions/gibt-es-nicht', { about: 'x' }, region.token)).status).toBe(404)
    const after = await call<{ data: Region }>('GET', `/api/regions/${foreignRegion.slug}`)
    expect(after.body.data.description).toBe(foreignRegion.description)
    expect((await call<{ data: Region }>('GET', `/api/regions/${ownRegion.slug}`)).body.data.about).toBeNull()
  })
})

describe('Mitgliederverwaltung: sites in the region channel', () => {
  it('the region adds a site, deactivates and activates it, and removes it', async () => {
    const site = await demoBusinessSite()
    const channel = ownRegion.channel.slug
    const path = `/api/business_site/${site.business_site_id}/channel/${channel}`
    await call('DELETE', path, undefined, region.token)
    const added = await call<{ data: RegionMember }>('POST', path, { is_active: true }, region.token)
    expect(added.status).toBe(200)
    expect(added.body.data).toMatchObject({ business_site_id: site.business_site_id, is_active: true })
    let members = (await call<{ data: RegionMember[] }>('GET', '/api/v2/region/members', undefined, region.token)).body
      .data
    expect(members.find((m) => m.business_site_id === site.business_site_id)?.is_active).toBe(true)
    expect(
      (await call<{ data: RegionMember }>('POST', path, { is_active: false }, region.token)).body.data.is_active,
    ).toBe(false)
    members = (await call<{ data: RegionMember[] }>('GET', '/api/v2/region/members', undefined, region.token)).body.data
    expect(members.find((m) => m.business_site_id === site.business_site_id)?.is_active).toBe(false)
    expect((await demoBusinessSite()).is_member).toBe(true)
    expect((await call('DELETE', path, undefined, region.token)).status).toBe(200)
    expect((await call('DELETE', path, undefined, region.token)).status).toBe(404)
    members = (await call<{ data: RegionMember[] }>('GET', '/api/v2/region/members', undefined, region.token)).body.data
    expect(members.some((m) => m.business_site_id === site.business_site_id)).toBe(false)
  })

  it('a region only in its own channel; unknown sites and channels are German 4xx; the admin may any channel', async () => {
    const site = await demoBusinessSite()
    const foreign = await call(
      'POST',
      `/api/business_site/${site.business_site_id}/channel/${foreignRegion.channel.slug}`,
      { is_active: true },
      region.token,
    )
    expect(foreign.status).toBe(403)
    expect(foreign.body.message).toBe('Das ist nicht der Kanal Deiner Region.')
    const unknownSite = await call(
      'POST',
      `/api/business_site/99999999/channel/${ownRegion.channel.slug}`,
      { is_active: true },
      region.token,
    )
    expect(unknownSite.status).toBe(404)
    expect(unknownSite.body.message).toBe('Diesen Standort gibt es nicht.')
    const unknownChannel = await call(
      'POST',
      `/api/business_site/${site.business_site_id}/channel/gibt-es-nicht`,
      { is_active: true },
      region.token,
    )
    expect(unknownChannel.status).toBe(404)
    expect(
      (
        await call(
          'POST',
          `/api/business_site/${site.business_site_id}/channel/${ownRegion.channel.slug}`,
          { is_active: true },
          business.token,
        )
      ).status,
    ).toBe(403)
    const byAdmin = `/api/business_site/${site.business_site_id}/channel/${foreignRegion.channel.slug}`
    const wasMember = (
      await call<{ data: RegionMember[] }>('GET', '/api/v2/region/members', undefined, region.token)
    ).body.data.some((m) => m.business_site_id === site.business_site_id)
    expect(wasMember).toBe(false)
    expect((await call('POST', byAdmin, { is_active: true }, admin.token)).status).toBe(200)
    expect((await call('DELETE', byAdmin, undefined, admin.token)).status).toBe(200)
    const short = await call('GET', '/api/v2/region/member_candidates?term=a', undefined, region.token)
    expect(short.status).toBe(422)
    expect((await call('GET', '/api/v2/region/members', undefined, business.token)).status).toBe(403)
  })
})

describe('Schulverwaltung: POST and DELETE /api/v2/school/{id}/region/{region}', () => {
  it('the region adds a school once and removes it; removing a school not in the region is a German 422', async () => {
    const schoolId = school.user.school?.id as number
    const path = `/api/v2/school/${schoolId}/region/${ownRegion.slug}`
    const added = await call<{ data: RegionSchool }>('POST', path, undefined, region.token)
    expect(added.status).toBe(201)
    expect(added.body.data).toMatchObject({ id: schoolId, url: `/schule/${school.user.school?.slug}` })
    const twice = await call('POST', path, undefined, region.token)
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe('Diese Schule gehört schon zu Deiner Region.')
    const listed = await call<{ data: RegionSchool[] }>('GET', '/api/v2/region/schools', undefined, region.token)
    expect(listed.body.data.map((s) => s.id)).toContain(schoolId)
    expect((await call('DELETE', path, undefined, region.token)).status).toBe(200)
    const notIn = await call('DELETE', path, undefined, region.token)
    expect(notIn.status).toBe(422)
    expect(notIn.body.message).toBe('Diese Schule gehört nicht zu Deiner Region.')
    const listedAfter = await call<{ data: RegionSchool[] }>('GET', '/api/v2/region/schools', undefined, region.token)
    expect(listedAfter.body.data.map((s) => s.id)).not.toContain(schoolId)
  })

  it('foreign regions, unknown schools and other roles are refused', async () => {
    const schoolId = school.user.school?.id as number
    const foreign = await call('POST', `/api/v2/school/${schoolId}/region/${foreignRegion.id}`, undefined, region.token)
    expect(foreign.status).toBe(403)
    const unknown = await call('POST', `/api/v2/school/99999999/region/${ownRegion.id}`, undefined, region.token)
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Diese Schule gibt es nicht.')
    expect(
      (await call('POST', `/api/v2/school/${schoolId}/region/${ownRegion.id}`, undefined, school.token)).status,
    ).toBe(403)
    expect(
      (await call('DELETE', `/api/v2/school/${schoolId}/region/gibt-es-nicht`, undefined, region.token)).status,
    ).toBe(404)
    const schools = await call<{ data: SchoolSummary[] }>('GET', '/api/search/school?name=a&limit=5')
    expect(schools.status).toBe(200)
  })
})

describe('events: „Neues Event“ to the channel members and the iCalendar file', () => {
  it('a new region event reaches its member company and school in the chat; the .ics downloads', async () => {
    const site = await demoBusinessSite()
    const channel = ownRegion.channel.slug
    await call(
      'POST',
      `/api/business_site/${site.business_site_id}/channel/${channel}`,
      { is_active: true },
      region.token,
    )
    await call('POST', `/api/v2/school/${school.user.school?.id}/region/${ownRegion.slug}`, undefined, region.token)
    const created = await call<{ data: EventItem }>(
      'POST',
      '/api/events',
      {
        title: 'Azubi-Speeddating, Passau; Stadthalle',
        description: 'Triff 20 Betriebe an einem Abend.\nAnmeldung nicht nötig.',
        start_at: '2027-02-10T17:00:00+01:00',
        end_at: '2027-02-10T20:00:00+01:00',
        city: 'Passau',
        channel,
      },
      region.token,
    )
    expect(created.status).toBe(201)
    const event = created.body.data
    for (const member of [business, school]) {
      const conversations = await call<{ data: ChatConversation[] }>(
        'GET',
        '/api/chat/conversations',
        undefined,
        member.token,
      )
      const withRegion = conversations.body.data.find((c) => c.partner?.id === region.user.id)
      expect(withRegion?.last_message).toMatchObject({
        type: 'action',
        action: { type: 'eventCreated', subject: event.title },
      })
      expect(withRegion?.last_message?.body).toContain(`/event/${event.slug}`)
      expect(withRegion?.unread_count).toBeGreaterThan(0)
    }
    const trainees = await call<{ data: ChatConversation[] }>(
      'GET',
      '/api/chat/conversations',
      undefined,
      trainee.token,
    )
    expect(trainees.body.data.some((c) => c.partner?.id === region.user.id)).toBe(false)

    const ics = await fetch(`${server().url}/api/events/${event.id}/ics`)
    expect(ics.status).toBe(200)
    expect(ics.headers.get('content-type')).toContain('text/calendar')
    expect(ics.headers.get('content-disposition')).toContain(`${event.slug}.ics`)
    const text = await ics.text()
    expect(text).toContain('BEGIN:VEVENT\r\n')
    expect(text).toContain('DTSTART:20270210T160000Z\r\n')
    expect(text).toContain('DTEND:20270210T190000Z\r\n')
    expect(text.replace(/\r\n /g, '')).toContain('SUMMARY:Azubi-Speeddating\\, Passau\\; Stadthalle\r\n')
    expect(text.replace(/\r\n /g, '')).toContain(
      'DESCRIPTION:Triff 20 Betriebe an einem Abend.\\nAnmeldung nicht nötig.',
    )
    expect((await fetch(`${server().url}/api/events/${event.slug}/ics`)).status).toBe(200)
    const missing = await call('GET', '/api/events/gibt-es-nicht/ics')
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Dieses Event gibt es nicht.')

    await call('DELETE', `/api/business_site/${site.business_site_id}/channel/${channel}`, undefined, region.token)
    await call('DELETE', `/api/v2/school/${school.user.school?.id}/region/${ownRegion.slug}`, undefined, region.token)
  })
})
