import type { SurveyAnswer } from '@oabat/core/contract'
import type { Kysely, SelectQueryBuilder } from 'kysely'
import type { Database } from '../db/schema.ts'

/** Answers with a message per page of /admin/umfragen. */
export const SURVEY_MESSAGES_PER_PAGE = 20

export interface SurveyQuery {
  type?: string | undefined
  from?: string | undefined
  to?: string | undefined
  page: number
}

type Reviews = SelectQueryBuilder<Database, 'platform_reviews', object>

/** The day after a YYYY-MM-DD day, as the start of that day in UTC (ISO). */
function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString()
}

const roleOf = (row: {
  is_trainee: number
  business_id: number | null
  school_id: number | null
  region_id: number | null
}) =>
  row.business_id !== null
    ? 'Unternehmen'
    : row.school_id !== null
      ? 'Schule'
      : row.region_id !== null
        ? 'Region'
        : row.is_trainee
          ? 'Azubi'
          : 'Konto'

/**
 * The answers of the survey card (POST /api/v2/reviews, docs/ratings.md) for /admin/umfragen: per
 * prompt, the distribution of the stars, the average and the messages, in a period of whole UTC days
 * (`from` and `to` both included). Counted in the database, so it stays one query per figure.
 */
export async function surveyAnswers(db: Kysely<Database>, query: SurveyQuery) {
  const inPeriod = (base: Reviews): Reviews => {
    let q = base
    if (query.from) q = q.where('platform_reviews.created_at', '>=', new Date(`${query.from}T00:00:00Z`).toISOString())
    if (query.to) q = q.where('platform_reviews.created_at', '<', dayAfter(query.to))
    return q
  }
  const filtered = (): Reviews => {
    const q = inPeriod(db.selectFrom('platform_reviews'))
    return query.type ? q.where('platform_reviews.type', '=', query.type) : q
  }
  const [prompts, stars, messageCount] = await Promise.all([
    inPeriod(db.selectFrom('platform_reviews'))
      .select((eb) => [
        'platform_reviews.type',
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.avg<number | string>('platform_reviews.rating').as('average'),
      ])
      .groupBy('platform_reviews.type')
      .orderBy('platform_reviews.type')
      .execute(),
    filtered()
      .select((eb) => ['platform_reviews.rating', eb.fn.countAll<number | string>().as('count')])
      .groupBy('platform_reviews.rating')
      .execute(),
    filtered()
      .where('platform_reviews.message', '!=', '')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ])
  const byStar = new Map(stars.map((row) => [Number(row.rating), Number(row.count)]))
  const distribution = [1, 2, 3, 4, 5].map((rating) => ({ rating, count: byStar.get(rating) ?? 0 }))
  const total = distribution.reduce((sum, row) => sum + row.count, 0)
  const starSum = distribution.reduce((sum, row) => sum + row.rating * row.count, 0)
  const messagesTotal = Number(messageCount.count)
  const lastPage = Math.max(1, Math.ceil(messagesTotal / SURVEY_MESSAGES_PER_PAGE))
  const rows = await filtered()
    .innerJoin('users', 'users.id', 'platform_reviews.user_id')
    .where('platform_reviews.message', '!=', '')
    .select([
      'platform_reviews.id',
      'platform_reviews.type',
      'platform_reviews.rating',
      'platform_reviews.message',
      'platform_reviews.created_at',
      'users.id as user_id',
      'users.firstname',
      'users.lastname',
      'users.email',
      'users.is_trainee',
      'users.business_id',
      'users.school_id',
      'users.region_id',
    ])
    .orderBy('platform_reviews.created_at', 'desc')
    .orderBy('platform_reviews.id', 'desc')
    .limit(SURVEY_MESSAGES_PER_PAGE)
    .offset((query.page - 1) * SURVEY_MESSAGES_PER_PAGE)
    .execute()
  const data: SurveyAnswer[] = rows.map((row) => ({
    id: row.id,
    type: row.type,
    rating: row.rating,
    message: row.message,
    created_at: row.created_at,
    user: {
      id: row.user_id,
      name: [row.firstname, row.lastname].filter(Boolean).join(' ') || row.email,
      role: roleOf(row),
    },
  }))
  return {
    prompts: prompts.map((row) => ({
      type: row.type,
      count: Number(row.count),
      average: Math.round(Number(row.average) * 100) / 100,
    })),
    total,
    average: total > 0 ? Math.round((starSum / total) * 100) / 100 : null,
    distribution,
    messages: { data, meta: { current_page: query.page, last_page: lastPage, total: messagesTotal } },
  }
}
