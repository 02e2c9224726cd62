import { isAdmin, isLike, type JobRating } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { Kysely } from 'kysely'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import { withClock } from '../auth/account-context.ts'
import { limiterOf } from '../auth/app-limiter.ts'
import { clientAddress } from '../auth/client-address.ts'
import type { Database } from '../db/schema.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { selectJobSummaries, toJobSummary } from '../jobs/job-mapper.ts'
import { JOB_NOT_FOUND } from '../jobs/queries.ts'

export const NOT_YOUR_RATINGS = 'Du kannst nur Deine eigenen Bewertungen lesen und ändern.'
export const RATING_NOT_FOUND = 'Diese Bewertung gibt es nicht.'
export const SURVEY_ANSWERED = 'Du hast diese Umfrage schon beantwortet.'
/** A guest's rating that was never replayed goes after this many days. */
const ANONYMOUS_RATING_DAYS = 90
const DAY_MS = 86_400_000

/** The id of a published job of a visible company, or null. */
async function publishedJobId(db: Kysely<Database>, jobId: number): Promise<number | null> {
  const job = await db
    .selectFrom('jobs as j')
    .innerJoin('businesses as b', 'b.id', 'j.business_id')
    .select('j.id')
    .where('j.id', '=', jobId)
    .where('j.status', '=', 'published')
    .where('b.is_visible', '=', 1)
    .executeTakeFirst()
  return job?.id ?? null
}

function jobMissing(): HttpError {
  return new HttpError(422, 'Die Eingaben sind ungültig.', { job_id: [JOB_NOT_FOUND] })
}

/**
 * SPEC §7 Ratings and the platform reviews of the survey card (docs/ratings.md). Only trainees keep
 * ratings on the server; a guest's rating waits under the browser's session id until it is replayed.
 * Registered before /api/v2/jobs/{slug} so `ratings` is not read as a job slug.
 */
export function registerRatingRoutes(app: Hono, appContext: AppContext): void {
  const context = withClock(appContext)
  const { db, config } = context
  const nowIso = () => new Date(context.now()).toISOString()

  registerRoute(app, contract.jobRatings, async ({ query, session }) => {
    const user = sessionOf(session).user
    if (query.user_id !== user.id) throw new HttpError(403, NOT_YOUR_RATINGS)
    const rows = await db
      .selectFrom('job_ratings')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(5_000)
      .execute()
    const ratings: JobRating[] = rows.map((row) => ({ ...row }))
    if (query.append_jobs === '1' && rows.length > 0) {
      const jobs = await selectJobSummaries(db)
        .where(
          'j.id',
          'in',
          rows.map((row) => row.job_id),
        )
        .where('j.status', '=', 'published')
        .where('b.is_visible', '=', 1)
        .execute()
      const byId = new Map(jobs.map((job) => [job.id, toJobSummary(job, null)]))
      for (const rating of ratings) {
        const job = byId.get(rating.job_id)
        if (job) rating.job = job
      }
    }
    return { data: ratings }
  })

  registerRoute(app, contract.createJobRating, async ({ body, session }) => {
    const user = sessionOf(session).user
    if (body.user_id !== user.id) throw new HttpError(403, NOT_YOUR_RATINGS)
    await limiterOf(context).consume('jobRatings', `u${user.id}`)
    const jobId = await publishedJobId(db, body.job_id)
    if (jobId === null) throw jobMissing()
    const at = nowIso()
    const saved = await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('job_ratings')
        .values({ job_id: jobId, user_id: user.id, rating: body.rating, created_at: at, updated_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'job_id']).doUpdateSet({ rating: body.rating, updated_at: at }))
        .execute()
      if (isLike(body.rating))
        await trx.updateTable('users').set({ ever_liked_job: 1 }).where('id', '=', user.id).execute()
      // The replayed guest rating now belongs to the account: it must not count twice.
      if (body.anonymous_user_id)
        await trx
          .deleteFrom('job_anonymous_ratings')
          .where('anonymous_user_id', '=', body.anonymous_user_id)
          .where('job_id', '=', jobId)
          .execute()
      return trx
        .selectFrom('job_ratings')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('job_id', '=', jobId)
        .executeTakeFirstOrThrow()
    })
    return { data: saved }
  })

  registerRoute(app, contract.createAnonymousJobRating, async ({ body, context: c }) => {
    await limiterOf(context).consume('jobRatings', `a${clientAddress(c, config.TRUST_PROXY === '1')}`)
    const jobId = await publishedJobId(db, body.job_id)
    if (jobId === null) throw jobMissing()
    const at = nowIso()
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('job_anonymous_ratings')
        .where('updated_at', '<', new Date(context.now() - ANONYMOUS_RATING_DAYS * DAY_MS).toISOString())
        .execute()
      await trx
        .insertInto('job_anonymous_ratings')
        .values({
          job_id: jobId,
          anonymous_user_id: body.anonymous_user_id,
          rating: body.rating,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) =>
          oc.columns(['anonymous_user_id', 'job_id']).doUpdateSet({ rating: body.rating, updated_at: at }),
        )
        .execute()
    })
    return { data: { job_id: jobId, anonymous_user_id: body.anonymous_user_id, rating: body.rating } }
  })

  registerRoute(app, contract.deleteJobRating, async ({ params, session }) => {
    const user = sessionOf(session).user
    const rating = await db
      .selectFrom('job_ratings')
      .select(['id', 'user_id'])
      .where('id', '=', params.id)
      .executeTakeFirst()
    if (!rating) throw notFound(RATING_NOT_FOUND)
    if (rating.user_id !== user.id) throw new HttpError(403, NOT_YOUR_RATINGS)
    await db.deleteFrom('job_ratings').where('id', '=', rating.id).execute()
    return { message: 'Die Bewertung ist entfernt.' }
  })

  registerRoute(app, contract.reviews, async ({ session }) => {
    const user = sessionOf(session).user
    let query = db.selectFrom('platform_reviews').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc')
    query = isAdmin(user) ? query.limit(500) : query.where('user_id', '=', user.id)
    return { data: await query.execute() }
  })

  registerRoute(app, contract.createReview, async ({ body, session }) => {
    const user = sessionOf(session).user
    await limiterOf(context).consume('platformReviews', `u${user.id}`)
    const inserted = await db
      .insertInto('platform_reviews')
      .values({ user_id: user.id, rating: body.rating, message: body.message, type: body.type, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['user_id', 'type']).doNothing())
      .returningAll()
      .executeTakeFirst()
    if (!inserted) throw new HttpError(409, SURVEY_ANSWERED)
    return { data: inserted }
  })
}
