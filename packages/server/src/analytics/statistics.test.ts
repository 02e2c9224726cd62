import type {
  AuthToken,
  PlatformStatistics,
  Statistics,
  StatisticVisitorJourney,
  StatisticVisitorRecord,
} from '@oabat/core'
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import type { Answer } from '../chat/chat-test-support.ts'
import { createTestClock } from '../test-support/test-clock.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { berlinDay } from './berlin-day.ts'
import { rollUpStoredCampaignRecords } from './campaign-rollup.ts'
import { rollUpStoredRecords } from './rollup.ts'
import { rebuildVisitorReturns } from './visitor-returns.ts'
import { rebuildWeekly } from './weekly-rollup.ts'

/** March 2026, Berlin time: 31 days with the change to summer time on the 29th. */
const MONTH_START = Date.parse('2026-02-28T23:30:00Z')
const DAYS = 31
const clock = createTestClock(MONTH_START)
const server = useTestServer({}, { clock })
let admin: AuthToken
let trainee: AuthToken

type Paged<T> = { data: T[]; meta: { current_page: number; last_page: number; total: number } }

function call<T>(path: string, token?: string | null) {
  return server().json<Answer<T>>(path, request('GET', undefined, token))
}

/** A small deterministic generator (mulberry32), so a failure can be reproduced. */
function random(seed: number) {
  let state = seed
  return (n: number) => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * n)
  }
}

const ROUTES = [
  '/',
  '/ausbildung/passau?radius=20',
  '/betriebe/baeckerei-huber',
  '/betriebe/baeckerei-huber/jobs/baecker-2026',
  '/news',
]
const CAMPAIGNS = [null, 'herbst', 'fruehling']
const SOURCES = [null, 'newsletter', 'instagram']
const MEDIA = [null, 'email', 'social']

function entry(pick: (n: number) => number) {
  const marketing = { campaign_id: CAMPAIGNS[pick(3)], source: SOURCES[pick(3)], medium: MEDIA[pick(3)] }
  const route = ROUTES[pick(ROUTES.length)] as string
  switch (pick(5)) {
    case 0:
      return { route, entity_type: 'page_visit', ...marketing, payload: pick(2) ? '{"channel":"passau"}' : null }
    case 1:
      return {
        route,
        entity_type: 'impression',
        tracked_entity_type: pick(2) ? 'job' : 'business',
        tracked_entity_id: pick(50) + 1,
      }
    case 2:
      return { route, entity_type: 'event', event: 'search', payload: '{"term":"bäcker"}', ...marketing }
    case 3:
      return {
        route,
        entity_type: 'event',
        event: 'click',
        tracked_entity_type: pick(2) ? 'job' : 'business',
        tracked_entity_id: 3,
      }
    default:
      return { route, entity_type: 'page_visit', ...marketing }
  }
}

/** Sends a month of batches through POST /api/oabalytics, a few a day at changing hours (also near midnight). */
async function generateMonth() {
  const pick = random(17)
  let sent = 0
  for (let day = 0; day < DAYS; day++) {
    // 23 hours after 23:30 UTC is 00:30 of the next Berlin day in summer time: the last batch is April's.
    for (const hour of [0, 9, 14, 23]) {
      const at = MONTH_START + day * 86_400_000 + hour * 3_600_000
      clock.advance(at - clock.now())
      const visitor = `v${pick(12)}`
      const data = Array.from({ length: 1 + pick(12) }, () => entry(pick))
      const response = await fetch(`${server().url}/api/oabalytics`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({ oabalytics_user_id: visitor, screen_width: 390, screen_height: 844, data }),
      })
      expect(response.status).toBe(204)
      sent += data.length
    }
  }
  return sent
}

let sent = 0
beforeAll(async () => {
  sent = await generateMonth()
  // Logged in after the month: the tokens are fresh at the test's "now".
  clock.advance(Date.parse('2026-04-02T10:00:00Z') - clock.now())
  admin = await loginAs(server(), 'admin')
  trainee = await loginAs(server(), 'trainee')
})

/** The raw records of March (Berlin days), counted straight from analytics_records. */
async function rawCounts() {
  const db = server().database.db
  const rows = await db.selectFrom('analytics_records').selectAll().execute()
  const march = rows.filter((row) => berlinDay(row.created_at).startsWith('2026-03'))
  const count = (test: (row: (typeof march)[number]) => boolean) => march.filter(test).length
  const path = (route: string) => route.split('?')[0] as string
  return {
    all: march.length,
    page_views: count((r) => r.entity_type === 'page_visit'),
    job_page_views: count((r) => r.entity_type === 'page_visit' && path(r.route).includes('/jobs/')),
    company_page_views: count((r) => r.entity_type === 'page_visit' && path(r.route) === '/betriebe/baeckerei-huber'),
    job_impressions: count((r) => r.entity_type === 'impression' && r.tracked_entity_type === 'job'),
    company_impressions: count((r) => r.entity_type === 'impression' && r.tracked_entity_type === 'business'),
    searches: count((r) => r.event === 'search'),
    job_clicks: count((r) => r.event === 'click' && r.tracked_entity_type === 'job'),
    company_clicks: count((r) => r.event === 'click' && r.tracked_entity_type === 'business'),
    unique_visitors: new Set(march.map((r) => r.oabalytics_user_id)).size,
    visits: new Set(march.map((r) => `${berlinDay(r.created_at)} ${r.oabalytics_user_id}`)).size,
    campaign_herbst_page_views: count((r) => r.entity_type === 'page_visit' && r.campaign_id === 'herbst'),
    channel_passau_page_views: count((r) => r.entity_type === 'page_visit' && (r.payload ?? '').includes('passau')),
    herbst: {
      page_views: count((r) => r.entity_type === 'page_visit' && r.campaign_id === 'herbst'),
      visits: new Set(
        march
          .filter((r) => r.campaign_id === 'herbst')
          .map((r) => `${berlinDay(r.created_at)} ${r.oabalytics_user_id}`),
      ).size,
      unique_visitors: new Set(march.filter((r) => r.campaign_id === 'herbst').map((r) => r.oabalytics_user_id)).size,
      instagram: count((r) => r.entity_type === 'page_visit' && r.campaign_id === 'herbst' && r.source === 'instagram'),
      social: count((r) => r.entity_type === 'page_visit' && r.campaign_id === 'herbst' && r.medium === 'social'),
    },
    byDay: (day: string) => count((r) => r.entity_type === 'page_visit' && berlinDay(r.created_at) === day),
  }
}

describe('oabalytics roll-ups (docs/oabalytics.md)', () => {
  it('one campaign’s figures of the month (its page on /admin/kampagne) equal its raw records', async () => {
    const raw = (await rawCounts()).herbst
    const answer = await call<{ data: Statistics }>(
      '/api/statistics?from=2026-03-01&to=2026-03-31&campaign=herbst',
      admin.token,
    )
    expect(answer.status).toBe(200)
    const { totals, days, sources, media } = answer.body.data
    expect(totals.page_views).toBe(raw.page_views)
    expect(totals.visits).toBe(raw.visits)
    expect(totals.unique_visitors).toBe(raw.unique_visitors)
    expect(days.reduce((sum, day) => sum + day.visits, 0)).toBe(raw.visits)
    expect(sources.find((row) => row.value === 'instagram')?.page_views).toBe(raw.instagram)
    expect(media.find((row) => row.value === 'social')?.page_views).toBe(raw.social)
  })

  it('the roll-up totals of a generated month equal its raw records', async () => {
    const raw = await rawCounts()
    expect(raw.all).toBe(sent - (await lateRecordsOfFebruary()))
    const answer = await call<{ data: Statistics }>('/api/statistics?from=2026-03-01&to=2026-03-31', admin.token)
    expect(answer.status).toBe(200)
    const { totals, days, routes, campaigns, channels } = answer.body.data
    for (const metric of [
      'page_views',
      'job_page_views',
      'company_page_views',
      'job_impressions',
      'company_impressions',
      'searches',
      'job_clicks',
      'company_clicks',
      'unique_visitors',
      'visits',
    ] as const) {
      expect(totals[metric], metric).toBe(raw[metric])
    }
    expect(totals.page_views).toBeGreaterThan(100)
    expect(days).toHaveLength(31)
    for (const day of days) expect(day.page_views, day.day).toBe(raw.byDay(day.day))
    // Every breakdown adds up to the totals of what it counts.
    expect(routes.reduce((sum, row) => sum + row.page_views, 0)).toBe(totals.page_views)
    expect(routes.find((row) => row.value === '/ausbildung/passau')).toBeDefined()
    expect(campaigns.find((row) => row.value === 'herbst')?.page_views).toBe(raw.campaign_herbst_page_views)
    expect(channels.find((row) => row.value === 'passau')?.page_views).toBe(raw.channel_passau_page_views)
    // The records of the visitors' days add up to the raw records.
    const visitorRecords = await server()
      .database.db.selectFrom('analytics_daily_visitors')
      .select((eb) => eb.fn.sum<number | string>('records').as('n'))
      .where('day', '>=', '2026-03-01')
      .where('day', '<=', '2026-03-31')
      .executeTakeFirstOrThrow()
    expect(Number(visitorRecords.n)).toBe(raw.all)
  })

  it('rolling up the stored records again (the migration backfill) gives the same counters', async () => {
    const db = server().database.db
    const before = await db
      .selectFrom('analytics_daily')
      .selectAll()
      .orderBy('dimension')
      .orderBy('day')
      .orderBy('value')
      .orderBy('metric')
      .execute()
    const visitorsBefore = await db
      .selectFrom('analytics_daily_visitors')
      .selectAll()
      .orderBy('day')
      .orderBy('visitor')
      .execute()
    const campaignVisitorsBefore = await db
      .selectFrom('analytics_campaign_visitors')
      .selectAll()
      .orderBy('campaign')
      .orderBy('day')
      .orderBy('visitor')
      .execute()
    const periodTables = async () => ({
      weekly: await db
        .selectFrom('analytics_weekly')
        .selectAll()
        .orderBy('dimension')
        .orderBy('week')
        .orderBy('value')
        .orderBy('metric')
        .execute(),
      returns: (
        await db
          .selectFrom('analytics_visitor_returns')
          .selectAll()
          .orderBy('scope')
          .orderBy('day')
          .orderBy('previous_day')
          .execute()
      ).filter((row) => Number(row.visitors) !== 0),
    })
    // Written beacon by beacon through POST /api/oabalytics.
    const periodsBefore = await periodTables()
    expect(periodsBefore.returns.length).toBeGreaterThan(31)
    await db.deleteFrom('analytics_daily').execute()
    await db.deleteFrom('analytics_daily_visitors').execute()
    await db.deleteFrom('analytics_campaign_visitors').execute()
    // The backfills of migrations 0036 (platform) and 0045 (campaigns), then 0046 (periods) from them.
    await rollUpStoredRecords(db as never)
    await rollUpStoredCampaignRecords(db as never)
    await rebuildWeekly(db)
    await rebuildVisitorReturns(db)
    expect(
      await db
        .selectFrom('analytics_campaign_visitors')
        .selectAll()
        .orderBy('campaign')
        .orderBy('day')
        .orderBy('visitor')
        .execute(),
    ).toEqual(campaignVisitorsBefore)
    const after = await db
      .selectFrom('analytics_daily')
      .selectAll()
      .orderBy('dimension')
      .orderBy('day')
      .orderBy('value')
      .orderBy('metric')
      .execute()
    const visitorsAfter = await db
      .selectFrom('analytics_daily_visitors')
      .selectAll()
      .orderBy('day')
      .orderBy('visitor')
      .execute()
    const normal = <T extends object>(rows: T[]) =>
      rows.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v]),
        ),
      )
    expect(normal(after)).toEqual(normal(before))
    expect(normal(visitorsAfter)).toEqual(normal(visitorsBefore))
    const periodsAfter = await periodTables()
    expect(normal(periodsAfter.weekly)).toEqual(normal(periodsBefore.weekly))
    expect(normal(periodsAfter.returns)).toEqual(normal(periodsBefore.returns))
  })

  it('any period’s unique visitors, visits and route views equal its raw records (whole weeks and single days)', async () => {
    const db = server().database.db
    const rows = await db.selectFrom('analytics_records').selectAll().execute()
    const periods = [
      ['2026-03-01', '2026-03-31'],
      ['2026-03-02', '2026-03-15'], // two whole weeks, Monday to Sunday
      ['2026-03-04', '2026-03-24'], // days, two weeks, days
      ['2026-03-10', '2026-03-12'],
      ['2026-03-17', '2026-03-17'],
      ['2026-03-26', '2026-04-01'], // over the change to summer time and into April
    ] as const
    for (const [from, to] of periods) {
      const inPeriod = rows.filter((row) => {
        const day = berlinDay(row.created_at)
        return day >= from && day <= to
      })
      const answer = await call<{ data: Statistics }>(`/api/statistics?from=${from}&to=${to}`, admin.token)
      expect(answer.status).toBe(200)
      const { totals, routes } = answer.body.data
      const label = `${from}…${to}`
      expect(totals.unique_visitors, label).toBe(new Set(inPeriod.map((r) => r.oabalytics_user_id)).size)
      expect(totals.visits, label).toBe(
        new Set(inPeriod.map((r) => `${berlinDay(r.created_at)} ${r.oabalytics_user_id}`)).size,
      )
      for (const route of ['/', '/news', '/ausbildung/passau']) {
        const views = inPeriod.filter((r) => r.entity_type === 'page_visit' && r.route.split('?')[0] === route).length
        expect(routes.find((row) => row.value === route)?.page_views ?? 0, `${label} ${route}`).toBe(views)
      }
    }
  })

  it('compares with the period before and counts March days in Berlin time', async () => {
    const answer = await call<{ data: Statistics }>('/api/statistics?from=2026-03-08&to=2026-03-14', admin.token)
    expect(answer.status).toBe(200)
    const data = answer.body.data
    expect(data.previous_period).toEqual({ from: '2026-03-01', to: '2026-03-07' })
    expect(data.previous_days.map((d) => d.day)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ])
    expect(data.previous_totals.page_views).toBe(data.previous_days.reduce((sum, d) => sum + d.page_views, 0))
    expect(data.funnel.map((step) => step.step)).toEqual(['searches', 'job_page_views', 'job_interests'])
    expect(data.funnel[0]?.count).toBe(data.totals.searches)
  })
})

/** The last batch falls on April 1st in Berlin: not part of March. */
async function lateRecordsOfFebruary() {
  const db = server().database.db
  const rows = await db.selectFrom('analytics_records').select('created_at').execute()
  return rows.filter((row) => !berlinDay(row.created_at).startsWith('2026-03')).length
}

describe('GET /api/statistics and the visitor journeys: the admin only', () => {
  it.each([
    ['/api/statistics'],
    ['/api/statistics/visitors'],
    ['/api/statistics/visitors/v1'],
    ['/api/statistics/visitors/v1/records'],
  ])('%s: 401 for guests, 403 for a trainee, 200 for the admin', async (path) => {
    expect((await call(path)).status).toBe(401)
    expect((await call(path, trainee.token)).status).toBe(403)
    expect((await call(path, admin.token)).status).toBe(200)
  })

  it.each([
    ['from after to', '?from=2026-03-10&to=2026-03-01', 'from'],
    ['no date', '?from=gestern', 'from'],
    ['an impossible date', '?to=2026-02-30', 'to'],
    ['more than a year', '?from=2024-01-01&to=2026-01-01', 'to'],
  ])('refuses %s with a German field error', async (_label, query, field) => {
    const answer = await call<unknown>(`/api/statistics${query}`, admin.token)
    expect(answer.status).toBe(422)
    expect(answer.body.errors?.[field]?.[0]).toMatch(/[a-zäöü]/)
  })

  it('lists the latest visits and one visitor’s journey in order; detailed adds impressions, anonymous hides payloads', async () => {
    const visits = await call<Paged<{ id: string; day: string; records: number }>>(
      '/api/statistics/visitors',
      admin.token,
    )
    expect(visits.body.data.length).toBeGreaterThan(0)
    const latest = visits.body.data[0]
    expect(latest?.day).toBe('2026-04-01')
    const id = latest?.id as string
    const journey = await call<{ data: StatisticVisitorJourney }>(`/api/statistics/visitors/${id}`, admin.token)
    expect(journey.status).toBe(200)
    expect(journey.body.data.records).toBe(journey.body.data.days.reduce((sum, d) => sum + d.records, 0))
    const raw = await server()
      .database.db.selectFrom('analytics_records')
      .select(['id', 'entity_type'])
      .where('oabalytics_user_id', '=', id)
      .execute()
    expect(journey.body.data.records).toBe(raw.length)

    const path = `/api/statistics/visitors/${id}/records`
    const steps = await call<Paged<StatisticVisitorRecord>>(path, admin.token)
    expect(steps.body.data.every((r) => r.entity_type !== 'impression')).toBe(true)
    expect(steps.body.meta.total).toBe(raw.filter((r) => r.entity_type !== 'impression').length)
    const ids = steps.body.data.map((r) => r.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))

    const detailed = await call<Paged<StatisticVisitorRecord>>(`${path}?detailed=1`, admin.token)
    expect(detailed.body.meta.total).toBe(raw.length)
    expect(detailed.body.data.some((r) => r.payload !== null)).toBe(true)
    const anonymous = await call<Paged<StatisticVisitorRecord>>(`${path}?detailed=1&anonymous=1`, admin.token)
    expect(anonymous.body.data.every((r) => r.payload === null && r.tracked_entity_id === null)).toBe(true)

    expect((await call('/api/statistics/visitors/niemand', admin.token)).status).toBe(404)
    expect((await call('/api/statistics/visitors/nie%20mand', admin.token)).status).toBe(422)
  })
})

describe('GET /api/statistics/platform (public /statistiken/oabat)', () => {
  it('answers everyone with counts that match the database, and nothing personal', async () => {
    const answer = await call<{ data: PlatformStatistics }>('/api/statistics/platform')
    expect(answer.status).toBe(200)
    const db = server().database.db
    const companies = await db
      .selectFrom('businesses')
      .select(sql<number | string>`count(*)`.as('n'))
      .where('is_visible', '=', 1)
      .executeTakeFirstOrThrow()
    expect(answer.body.data.companies).toBe(Number(companies.n))
    const apprenticeships = await db
      .selectFrom('jobs')
      .select(sql<number | string>`count(*)`.as('n'))
      .where('status', '=', 'published')
      .where('type_id', '=', 1)
      .executeTakeFirstOrThrow()
    expect(answer.body.data.apprenticeships).toBe(Number(apprenticeships.n))
    expect(answer.body.data.jobs).toBeGreaterThanOrEqual(
      answer.body.data.apprenticeships + answer.body.data.internships,
    )
    expect(Object.keys(answer.body.data).sort()).toEqual(
      [
        'apprenticeships',
        'companies',
        'internships',
        'job_interests',
        'jobs',
        'regions',
        'schools',
        'trainees',
        'updated_at',
      ].sort(),
    )
  })

  it('is server-rendered at /statistiken/oabat and /statistiken-oabat', async () => {
    for (const path of ['/statistiken/oabat', '/statistiken-oabat']) {
      const response = await fetch(`${server().url}${path}`)
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).toContain('<title>oabat in Zahlen | oabat</title>')
      expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/statistiken\/oabat"/)
      // The numbers are in the HTML, not loaded afterwards.
      expect(html).toContain('data-figure="companies"')
    }
  })
})
