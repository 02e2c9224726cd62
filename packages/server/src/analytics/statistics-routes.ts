import type { PlatformStatistics } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { createStatisticsReader } from './statistics.ts'

/** Visits per page of the list of recent visits; records per page of a journey. */
const VISITS_PER_PAGE = 50
const RECORDS_PER_PAGE = 100
/** The visit list counts at most this many (its last page); older visits are reached by date. */
const VISITS_COUNTED = VISITS_PER_PAGE * 1000
/** The headline numbers are the same for every visitor: counted at most once a minute. */
const PLATFORM_CACHE_MS = 60_000

const yes = (flag: string | undefined) => flag === '1' || flag === 'true'

const meta = (page: number, perPage: number, total: number) => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  total,
})

/** GET /api/statistics and the visitor journeys (admin), GET /api/statistics/platform (public); docs/oabalytics.md. */
export function registerStatisticsRoutes(app: Hono, context: AppContext): void {
  const { db } = context
  const now = context.now ?? Date.now

  const loadStatistics = createStatisticsReader(db)
  registerRoute(app, contract.statistics, async ({ query }) => ({ data: await loadStatistics(query, now()) }))

  registerRoute(app, contract.statisticsVisitors, async ({ query }) => {
    const [rows, counted] = await Promise.all([
      db
        .selectFrom('analytics_daily_visitors')
        .select(['visitor as id', 'day', 'first_at', 'last_at', 'records'])
        .orderBy('last_at', 'desc')
        .orderBy('visitor')
        .limit(VISITS_PER_PAGE)
        .offset((query.page - 1) * VISITS_PER_PAGE)
        .execute(),
      db
        .selectFrom((eb) => eb.selectFrom('analytics_daily_visitors').select('day').limit(VISITS_COUNTED).as('v'))
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst(),
    ])
    return {
      data: rows.map((row) => ({ ...row, records: Number(row.records) })),
      meta: meta(query.page, VISITS_PER_PAGE, Number(counted?.n ?? 0)),
    }
  })

  registerRoute(app, contract.statisticsVisitor, async ({ params }) => {
    const days = await db
      .selectFrom('analytics_daily_visitors')
      .select(['visitor as id', 'day', 'first_at', 'last_at', 'records'])
      .where('visitor', '=', params.id)
      .orderBy('day', 'desc')
      .execute()
    const first = days.at(-1)
    const last = days[0]
    if (!first || !last) throw notFound('Von diesem Besucher gibt es keine Daten.')
    return {
      data: {
        id: params.id,
        // Days do not overlap: the oldest day's first record is the first, the newest day's last the last.
        first_at: first.first_at,
        last_at: last.last_at,
        records: days.reduce((sum, d) => sum + Number(d.records), 0),
        days: days.map((d) => ({ ...d, records: Number(d.records) })),
      },
    }
  })

  registerRoute(app, contract.statisticsVisitorRecords, async ({ params, query }) => {
    const detailed = yes(query.detailed)
    const anonymous = yes(query.anonymous)
    let base = db.selectFrom('analytics_records').where('oabalytics_user_id', '=', params.id)
    // The journey: pages and events; the detailed view adds every impression.
    if (!detailed) base = base.where('entity_type', '<>', 'impression')
    const [rows, counted] = await Promise.all([
      base
        .select([
          'id',
          'created_at',
          'route',
          'entity_type',
          'event',
          'tracked_entity_type',
          'tracked_entity_id',
          'payload',
          'campaign_id',
          'source',
          'medium',
        ])
        .orderBy('id')
        .limit(RECORDS_PER_PAGE)
        .offset((query.page - 1) * RECORDS_PER_PAGE)
        .execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    ])
    const total = Number(counted?.n ?? 0)
    if (total === 0) throw notFound('Von diesem Besucher gibt es keine Daten.')
    return {
      // Anonymous: what the visitor searched for (payload) and which entity are left out.
      data: anonymous ? rows.map((row) => ({ ...row, payload: null, tracked_entity_id: null })) : rows,
      meta: meta(query.page, RECORDS_PER_PAGE, total),
    }
  })

  let platform: { at: number; data: PlatformStatistics } | null = null
  registerRoute(app, contract.platformStatistics, async () => {
    if (platform && now() - platform.at < PLATFORM_CACHE_MS) return { data: platform.data }
    platform = { at: now(), data: await countPlatform(context) }
    return { data: platform.data }
  })
}

async function countPlatform({ db, now = Date.now }: AppContext): Promise<PlatformStatistics> {
  const count = (n: { n: number | string } | undefined) => Number(n?.n ?? 0)
  const [companies, jobs, trainees, schools, regions, interests] = await Promise.all([
    db
      .selectFrom('businesses')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('is_visible', '=', 1)
      .executeTakeFirst(),
    db
      .selectFrom('jobs')
      .select(['type_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('status', '=', 'published')
      .groupBy('type_id')
      .execute(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('is_trainee', '=', 1)
      .where('personal_data_deleted_at', 'is', null)
      .executeTakeFirst(),
    db
      .selectFrom('schools')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
    db
      .selectFrom('regions')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
    db
      .selectFrom('job_interests')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
  ])
  const ofType = (type: number) => Number(jobs.find((row) => Number(row.type_id) === type)?.n ?? 0)
  return {
    companies: count(companies),
    jobs: jobs.reduce((sum, row) => sum + Number(row.n), 0),
    apprenticeships: ofType(1),
    internships: ofType(2),
    trainees: count(trainees),
    schools: count(schools),
    regions: count(regions),
    job_interests: count(interests),
    updated_at: new Date(now()).toISOString(),
  }
}
