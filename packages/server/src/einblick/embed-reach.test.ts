import {
  type AuthToken,
  type BusinessChannels,
  type ChannelRequest,
  EMBED_ORIGINS_PER_DAY,
  type EmbedOrigin,
  type Region,
} from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import type { Answer } from '../chat/chat-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()
const db = () => server().database.db
let demo: AuthToken
let other: AuthToken
let region: AuthToken
let trainee: AuthToken
let admin: AuthToken
let ownRegion: Region
let jobSlug: string

function call<T = unknown>(method: string, url: string, body?: unknown, token?: string | null) {
  return server().json<Answer<T> & { message?: string; errors?: Record<string, string[]> }>(
    url,
    request(method, body, token),
  )
}

/** A widget's read as a browser on another site sends it: no token, just the page's origin. */
function widgetRead(path: string, headers: Record<string, string>) {
  return fetch(`${server().url}${path}`, { headers })
}

async function origins(token: string): Promise<EmbedOrigin[]> {
  const answer = await call<{ data: EmbedOrigin[] }>('GET', '/api/v2/embed_origins', undefined, token)
  expect(answer.status).toBe(200)
  return answer.body.data
}

beforeAll(async () => {
  demo = await loginAs(server(), 'business')
  region = await loginAs(server(), 'region')
  trainee = await loginAs(server(), 'trainee')
  admin = await loginAs(server(), 'admin')
  const registered = await call<AuthToken>('POST', '/api/businesses', {
    newBusiness: {
      name: 'Bäckerei Kanalneu',
      postal_code: '94032',
      email: 'info@baeckerei-kanalneu.de',
      password: 'sicher-2026',
      firstname: 'Berta',
      lastname: 'Kanal',
    },
  })
  other = registered.body
  await db()
    .insertInto('business_permissions')
    .values({ business_id: other.user.business?.id as number, permission: 'job_einblick' })
    .execute()
  const regions = (await call<{ data: Region[] }>('GET', '/api/regions/')).body.data
  ownRegion = regions.find((r) => r.slug === region.user.region?.slug) as Region
  const job = await db()
    .selectFrom('jobs')
    .select('slug')
    .where('business_id', '=', demo.user.business?.id as number)
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow()
  jobSlug = job.slug
})

describe('where embeds run: GET /api/v2/embed_origins', () => {
  it('counts the origin of a widget read from another site, per company and day; never the path', async () => {
    const slug = demo.user.business?.slug as string
    const list = await widgetRead(`/api/v2/search/jobs?business_slug=${slug}&per_page=6`, {
      Origin: 'https://karriere.beispiel.de',
    })
    expect(list.status).toBe(200)
    // The same site again, by its Referer only (the path and the query are dropped).
    await widgetRead(`/api/v2/search/jobs?business_slug=${slug}`, {
      Referer: 'https://karriere.beispiel.de/jobs/azubis?utm=1',
    })
    // The job card: a load and a job view.
    expect((await widgetRead(`/api/jobs/${jobSlug}`, { Origin: 'http://localhost:4321' })).status).toBe(200)
    // A job view and an interest sent from the host page count for it too.
    const job = await db().selectFrom('jobs').select('id').where('slug', '=', jobSlug).executeTakeFirstOrThrow()
    const view = await fetch(`${server().url}/api/v2/jobs/${job.id}/views`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:4321' },
      body: JSON.stringify({ platform: 'widget' }),
    })
    expect(view.status).toBe(201)
    const interest = await fetch(`${server().url}/api/job_interests`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${trainee.token}`,
        Origin: 'http://localhost:4321',
      },
      body: JSON.stringify({ job_id: job.id, message: 'Hallo!', file_ids: [] }),
    })
    expect(interest.status).toBe(201)

    const seen = await origins(demo.token)
    const byOrigin = Object.fromEntries(seen.map((row) => [row.origin, row]))
    expect(byOrigin['https://karriere.beispiel.de']).toMatchObject({ loads: 2, job_views: 0, interests: 0 })
    expect(byOrigin['http://localhost:4321']).toMatchObject({ loads: 1, job_views: 2, interests: 1 })
    expect(JSON.stringify(seen)).not.toContain('/jobs/azubis')
    expect(JSON.stringify(seen)).not.toContain('utm')
    // Another company sees only its own.
    expect(await origins(other.token)).toEqual([])
    // The rows are per day; nothing about the visitor is stored.
    const rows = await db().selectFrom('embed_origin_days').selectAll().execute()
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
      'business_id',
      'day',
      'first_seen',
      'interests',
      'job_views',
      'last_seen',
      'loads',
      'origin',
    ])
  })

  it('does not count the portal itself, garbage headers or failed reads, and never answers 5xx', async () => {
    const slug = other.user.business?.slug as string
    const path = `/api/v2/search/jobs?business_slug=${slug}`
    const garbage: Array<Record<string, string>> = [
      { Origin: 'null' },
      { Origin: 'javascript:alert(1)' },
      { Origin: 'file:///etc/passwd' },
      { Origin: `https://${'a'.repeat(400)}.example` },
      { Origin: '%%%' },
      { Referer: 'nicht einmal eine Adresse' },
      { Referer: 'data:text/html,<b>x</b>' },
      { Origin: server().url },
      {},
    ]
    for (const headers of garbage) {
      const answer = await widgetRead(path, headers)
      expect(answer.status, JSON.stringify(headers)).toBe(200)
    }
    // Unknown company, unknown job: the read fails or finds nothing, nothing is counted.
    expect((await widgetRead('/api/jobs/gibt-es-nicht', { Origin: 'https://fremd.example' })).status).toBe(404)
    expect(
      (await widgetRead('/api/v2/search/jobs?business_slug=gibt-es-nicht', { Origin: 'https://fremd.example' })).status,
    ).toBe(200)
    expect(await origins(other.token)).toEqual([])
    const stored = await db().selectFrom('embed_origin_days').select('origin').execute()
    expect(stored.map((row) => row.origin)).not.toContain('https://fremd.example')
  })

  it(`keeps at most ${EMBED_ORIGINS_PER_DAY} origins per company and day`, async () => {
    const slug = other.user.business?.slug as string
    for (let n = 0; n < EMBED_ORIGINS_PER_DAY + 5; n++) {
      await widgetRead(`/api/v2/search/jobs?business_slug=${slug}`, { Origin: `https://seite-${n}.example` })
    }
    const seen = await origins(other.token)
    expect(seen).toHaveLength(EMBED_ORIGINS_PER_DAY)
    expect(seen.map((row) => row.origin)).not.toContain(`https://seite-${EMBED_ORIGINS_PER_DAY}.example`)
    // An origin stored already goes on counting.
    await widgetRead(`/api/v2/search/jobs?business_slug=${slug}`, { Origin: 'https://seite-0.example' })
    const again = await origins(other.token)
    expect(again.find((row) => row.origin === 'https://seite-0.example')?.loads).toBe(2)
  })

  it('an iframe embed counts by its Referer; the list is the company’s only, with job_einblick', async () => {
    const slug = demo.user.business?.slug as string
    const page = await fetch(`${server().url}/embed/jobs?business=${slug}&type=alle`, {
      headers: { Referer: 'https://iframe.beispiel.de/karriere' },
    })
    expect([200, 503]).toContain(page.status)
    if (page.status === 200) {
      const seen = await origins(demo.token)
      expect(seen.find((row) => row.origin === 'https://iframe.beispiel.de')?.loads).toBe(1)
    }
    expect((await call('GET', '/api/v2/embed_origins')).status).toBe(401)
    expect((await call('GET', '/api/v2/embed_origins', undefined, trainee.token)).status).toBe(403)
    expect((await call('GET', '/api/v2/embed_origins', undefined, region.token)).status).toBe(403)
  })
})

describe('the business card and the fair livestream as embeds', () => {
  it('lists the livestreams the company appears in; a livestream embed needs one of them', async () => {
    const streams = await call<{ data: Array<{ id: number; title: string }> }>(
      'GET',
      '/api/v2/embed_livestreams',
      undefined,
      demo.token,
    )
    expect(streams.status).toBe(200)
    const appearing = await db()
      .selectFrom('livestream_appearances')
      .select('livestream_id')
      .distinct()
      .where('business_id', '=', demo.user.business?.id as number)
      .execute()
    expect(streams.body.data.map((s) => s.id).sort()).toEqual(appearing.map((a) => a.livestream_id).sort())
    expect(
      (await call<{ data: unknown[] }>('GET', '/api/v2/embed_livestreams', undefined, other.token)).body.data,
    ).toEqual([])

    // The demo company is on the stage of the demo fair's livestream (seed/demo-livestreams.ts).
    const stream = streams.body.data[0] as { id: number; title: string }
    expect(stream).toBeDefined()
    const body = (livestream: number | null) => ({ name: 'Messe', kind: 'livestream', settings: { livestream } })
    const created = await call<{ data: { kind: string; settings: { livestream: number } } }>(
      'POST',
      '/api/v2/embeds',
      body(stream.id),
      demo.token,
    )
    expect(created.status).toBe(201)
    expect(created.body.data.settings.livestream).toBe(stream.id)
    // Another company does not appear in it.
    const foreign = await call('POST', '/api/v2/embeds', body(stream.id), other.token)
    expect(foreign.status).toBe(422)
    expect(foreign.body.errors?.['settings.livestream']).toEqual([
      'Livestream: bitte einen Livestream wählen, bei dem Dein Betrieb auftritt.',
    ])
    expect((await call('POST', '/api/v2/embeds', body(null), demo.token)).status).toBe(422)
    expect((await call('POST', '/api/v2/embeds', body(99_999_999_999), demo.token)).status).toBe(422)
    expect((await call('GET', '/api/v2/embed_livestreams', undefined, trainee.token)).status).toBe(403)
  })

  it('saves a business card; the business search with business_slug finds that company only', async () => {
    const created = await call<{ data: { kind: string } }>(
      'POST',
      '/api/v2/embeds',
      { name: 'Visitenkarte', kind: 'business-card' },
      demo.token,
    )
    expect(created.status).toBe(201)
    const slug = demo.user.business?.slug as string
    const found = await call<{ result: { data: Array<{ type: string; slug?: string }>; total: number } }>(
      'GET',
      `/api/v2/search/businesses?business_slug=${slug}`,
    )
    expect(found.status).toBe(200)
    expect(found.body.result.total).toBe(1)
    expect(found.body.result.data[0]).toMatchObject({ type: 'business', slug })
    const none = await call<{ result: { total: number } }>(
      'GET',
      '/api/v2/search/businesses?business_slug=gibt-es-nicht',
    )
    expect(none.body.result.total).toBe(0)
    // The iframe page of a livestream may be framed by any site.
    const frame = await fetch(`${server().url}/embed/livestream?livestream=1`)
    expect(frame.status).toBe(200)
    expect(frame.headers.get('content-security-policy')).toContain('frame-ancestors *')
  })
})

describe('channels: /api/v2/business_channels, channel requests and the region’s answer', () => {
  async function overview(token: string) {
    const answer = await call<{ data: BusinessChannels }>('GET', '/api/v2/business_channels', undefined, token)
    expect(answer.status).toBe(200)
    return answer.body.data
  }

  it('a company asks to join a region’s channel, the region accepts once, the company leaves', async () => {
    const before = await overview(other.token)
    const site = before.sites[0]
    expect(site).toBeDefined()
    const siteId = site?.id as number
    const channel = ownRegion.channel.slug
    expect(before.choices.map((choice) => choice.slug)).toContain(channel)
    // Not yet a member of the region's channel (a new company has its site nowhere or elsewhere).
    await db().deleteFrom('business_site_channels').where('business_site_id', '=', siteId).execute()

    const asked = await call<{ data: ChannelRequest }>(
      'POST',
      '/api/v2/business_channel_requests',
      { business_site_id: siteId, channel },
      other.token,
    )
    expect(asked.status).toBe(201)
    expect(asked.body.data).toMatchObject({ status: 'open', site: { id: siteId }, channel: { slug: channel } })
    const again = await call(
      'POST',
      '/api/v2/business_channel_requests',
      { business_site_id: siteId, channel },
      other.token,
    )
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('Für diesen Standort hast Du den Beitritt schon angefragt.')

    const open = await call<{ data: ChannelRequest[] }>(
      'GET',
      '/api/v2/region/member_requests',
      undefined,
      region.token,
    )
    expect(open.body.data.map((r) => r.id)).toContain(asked.body.data.id)
    // The admin sees the open requests of every channel (/admin/uebersicht).
    const all = await call<{ data: ChannelRequest[] }>('GET', '/api/v2/region/member_requests', undefined, admin.token)
    expect(all.body.data.map((r) => r.id)).toContain(asked.body.data.id)
    const accept = `/api/v2/region/member_requests/${asked.body.data.id}/accept`
    // Only the channel's owner answers.
    expect((await call('POST', accept, undefined, other.token)).status).toBe(403)
    expect((await call('POST', accept, undefined, trainee.token)).status).toBe(403)
    expect((await call('POST', accept)).status).toBe(401)
    const [first, second] = await Promise.all([
      call<{ data: ChannelRequest }>('POST', accept, undefined, region.token),
      call<{ data: ChannelRequest }>('POST', accept, undefined, region.token),
    ])
    expect([first.status, second.status].sort()).toEqual([200, 409])
    expect(
      (await call('POST', `/api/v2/region/member_requests/${asked.body.data.id}/decline`, undefined, region.token))
        .status,
    ).toBe(409)

    const members = await call<{ data: Array<{ business_site_id: number; is_active: boolean }> }>(
      'GET',
      '/api/v2/region/members',
      undefined,
      region.token,
    )
    expect(members.body.data.find((m) => m.business_site_id === siteId)?.is_active).toBe(true)
    const after = await overview(other.token)
    const joined = after.channels.find((c) => c.slug === channel)
    expect(joined).toMatchObject({
      owner: { kind: 'region', slug: ownRegion.slug },
      sites: [{ id: siteId, is_active: true }],
    })
    expect(after.requests[0]).toMatchObject({ status: 'accepted' })
    // A member asks in vain.
    expect(
      (await call('POST', '/api/v2/business_channel_requests', { business_site_id: siteId, channel }, other.token))
        .status,
    ).toBe(409)

    // Leaving: only the own site, only where it is.
    const leave = `/api/v2/business_channels/${channel}/sites/${siteId}`
    expect((await call('DELETE', leave, undefined, demo.token)).status).toBe(403)
    expect((await call('DELETE', leave, undefined, other.token)).status).toBe(200)
    expect((await call('DELETE', leave, undefined, other.token)).status).toBe(404)
    expect((await overview(other.token)).channels.find((c) => c.slug === channel)).toBeUndefined()

    // Asked again after leaving, and declined this time.
    const reasked = await call<{ data: ChannelRequest }>(
      'POST',
      '/api/v2/business_channel_requests',
      { business_site_id: siteId, channel },
      other.token,
    )
    expect(reasked.status).toBe(201)
    expect(reasked.body.data.id).toBe(asked.body.data.id)
    const declined = await call<{ data: ChannelRequest }>(
      'POST',
      `/api/v2/region/member_requests/${reasked.body.data.id}/decline`,
      undefined,
      admin.token,
    )
    expect(declined.status).toBe(200)
    expect(declined.body.data.status).toBe('declined')
    const stored = await db()
      .selectFrom('channel_requests')
      .selectAll()
      .where('business_site_id', '=', siteId)
      .execute()
    expect(stored).toHaveLength(1)
  })

  it('refuses other companies’ sites, unknown and non-region channels, bad input and other roles with German 4xx', async () => {
    const demoSite = (await overview(demo.token)).sites[0]?.id as number
    const channel = ownRegion.channel.slug
    const post = (body: unknown, token = other.token) => call('POST', '/api/v2/business_channel_requests', body, token)
    expect((await post({ business_site_id: demoSite, channel })).status).toBe(403)
    const unknownSite = await post({ business_site_id: 2_000_000_000, channel })
    expect(unknownSite.status).toBe(422)
    expect(unknownSite.body.errors?.business_site_id).toEqual(['Diesen Standort gibt es nicht.'])
    const unknownChannel = await post({ business_site_id: demoSite, channel: 'gibt-es-nicht' }, demo.token)
    expect(unknownChannel.status).toBe(422)
    expect(unknownChannel.body.errors?.channel).toEqual(['Diesen Channel gibt es nicht.'])
    const empty = await post({ business_site_id: demoSite, channel: '' }, demo.token)
    expect(empty.body.errors?.channel).toEqual(['Bitte wähle eine Region.'])
    for (const bad of [
      { business_site_id: '1', channel },
      { business_site_id: 99999999999999, channel },
      { channel },
      [],
    ]) {
      expect((await post(bad, demo.token)).status).toBe(422)
    }
    expect((await post({ business_site_id: demoSite, channel }, trainee.token)).status).toBe(403)
    expect((await post({ business_site_id: demoSite, channel }, region.token)).status).toBe(403)
    expect((await call('GET', '/api/v2/business_channels', undefined, region.token)).status).toBe(403)
    expect((await call('GET', '/api/v2/region/member_requests', undefined, demo.token)).status).toBe(403)
    expect((await call('POST', '/api/v2/region/member_requests/99999999/accept', undefined, region.token)).status).toBe(
      404,
    )
    expect((await call('POST', '/api/v2/region/member_requests/abc/accept', undefined, region.token)).status).toBe(422)
    expect((await call('DELETE', '/api/v2/business_channels/Gross/sites/1', undefined, demo.token)).status).toBe(422)
  })
})
