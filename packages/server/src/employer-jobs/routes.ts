import {
  canCreateJob,
  canEditBusiness,
  canPublishJob,
  hasBusinessPermission,
  isAdmin,
  JOB_STATISTICS_PERMISSION,
  type JobInterest,
  LIKE_THRESHOLD,
} from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import { sql } from 'kysely'
import { isUniqueViolation } from '../accounts/unique-violation.ts'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import { withClock } from '../auth/account-context.ts'
import { limiterOf } from '../auth/app-limiter.ts'
import type { SessionUser } from '../auth/session-user.ts'
import { announceMessage } from '../chat/chat-announce.ts'
import { countRequestOrigin } from '../einblick/embed-origins.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { selectJobSummaries, toJobSummary } from '../jobs/job-mapper.ts'
import { JOB_NOT_FOUND } from '../jobs/queries.ts'
import { insertInterestAction } from './job-interest-chat.ts'
import { findReview, listReviews } from './job-reviews.ts'
import {
  activeJobCount,
  createJob,
  deleteJob,
  limitOf,
  NOT_OWN_JOB,
  ownBusiness,
  ownJobRow,
  updateJob,
} from './job-writer.ts'
import { loadOwnJob, loadOwnJobs } from './own-jobs.ts'
import { SYSTEM_JOB_NOT_FOUND, systemJob, systemJobAdvantages, systemJobAttributes, systemJobs } from './system-jobs.ts'

const BUSINESS_NOT_FOUND = 'Dieses Unternehmen gibt es nicht.'
const NOT_OWN_BUSINESS = 'Das ist nicht Dein Unternehmen.'
const REVIEW_NOT_FOUND = 'Dieses Review gibt es nicht.'
const REVIEW_DECIDED = 'Dieses Review ist bereits entschieden.'
const NO_STATISTICS = 'Statistiken sind in Deinem Paket nicht enthalten.'
const INTEREST_TWICE = 'Du hast bereits Interesse an dieser Stelle gezeigt.'
const FILE_UNKNOWN = 'Diese Datei gibt es nicht oder sie gehört nicht Dir.'
const STATISTICS_DAYS = 30

function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** Whether the caller may see a job in any status: its own company, or the admin. */
function seesAllOf(user: SessionUser | undefined, businessSlug: string): boolean {
  return Boolean(user && (canEditBusiness(user, businessSlug) || isAdmin(user)))
}

async function ownJobAnswer(db: AppContext['db'], jobId: number) {
  const job = await loadOwnJob(db, jobId)
  if (!job) throw notFound(JOB_NOT_FOUND)
  return { data: job }
}

/**
 * The employer calls of SPEC §7 Jobs (issue 5). Registered before the public job reads, so the
 * fixed paths /api/v2/jobs/check_limit and /features win over /api/v2/jobs/{slug}.
 */
export function registerEmployerJobRoutes(app: Hono, appContext: AppContext): void {
  const context = withClock(appContext)
  const { db } = context

  registerRoute(app, contract.jobCheckLimit, async ({ session }) => {
    const business = ownBusiness(sessionOf(session).user)
    const limit = limitOf(business)
    const used = await activeJobCount(db, business.id)
    return { data: { limit, used, remaining: Math.max(0, limit - used), can_publish: used < limit } }
  })

  registerRoute(app, contract.jobFeatures, async ({ session }) => {
    const user = sessionOf(session).user
    const business = ownBusiness(user)
    const limit = limitOf(business)
    const used = await activeJobCount(db, business.id)
    const each = (rule: (type: 1 | 2 | 3) => boolean) => ({ 1: rule(1), 2: rule(2), 3: rule(3) })
    return {
      data: {
        permissions: business.permissions,
        create: each((type) => canCreateJob(user, type, 2)),
        publish_without_review: each((type) => canPublishJob(user, type)),
        statistics: hasBusinessPermission(user, JOB_STATISTICS_PERMISSION),
        limit: { limit, used, remaining: Math.max(0, limit - used), can_publish: used < limit },
      },
    }
  })

  registerRoute(app, contract.createJob, async ({ session, body }) => {
    const id = await createJob(context, sessionOf(session).user, body, 1)
    return ownJobAnswer(db, id)
  })

  registerRoute(app, contract.createJobV2, async ({ session, body }) => {
    const id = await createJob(context, sessionOf(session).user, body, 2)
    return ownJobAnswer(db, id)
  })

  registerRoute(app, contract.updateJob, async ({ session, params, body }) => {
    await updateJob(context, sessionOf(session).user, params.jobId, body, 1)
    return ownJobAnswer(db, params.jobId)
  })

  registerRoute(app, contract.updateJobV2, async ({ session, params, body }) => {
    await updateJob(context, sessionOf(session).user, params.jobId, body, 2)
    return ownJobAnswer(db, params.jobId)
  })

  registerRoute(app, contract.deleteJob, async ({ session, params }) => {
    await deleteJob(context, sessionOf(session).user, { slug: params.slug })
    return { message: 'Die Stelle wurde gelöscht.' }
  })

  registerRoute(app, contract.deleteJobV2, async ({ session, params }) => {
    await deleteJob(context, sessionOf(session).user, { id: params.jobId })
    return { message: 'Die Stelle wurde gelöscht.' }
  })

  registerRoute(app, contract.ownJobs, async ({ session, query }) => {
    const business = ownBusiness(sessionOf(session).user)
    const jobs = await loadOwnJobs(db, (q) => {
      const own = q.where('j.business_id', '=', business.id)
      return query.status ? own.where('j.status', '=', query.status) : own
    })
    return { data: jobs }
  })

  registerRoute(app, contract.jobsOfBusiness, async ({ session, query }) => {
    let businessId: number | null = null
    let siteId: number | null = null
    if (query.business_site !== undefined) {
      const site = await db
        .selectFrom('business_sites')
        .select(['id', 'business_id'])
        .where('slug', '=', query.business_site)
        .executeTakeFirst()
      if (!site) throw notFound('Diesen Standort gibt es nicht.')
      businessId = site.business_id
      siteId = site.id
    } else {
      const key = query.business as string
      const isId = /^\d{1,12}$/.test(key)
      const row = await db
        .selectFrom('businesses')
        .select('id')
        .where(isId ? 'id' : 'slug', '=', isId ? Number(key) : key)
        .executeTakeFirst()
      if (!row) throw notFound(BUSINESS_NOT_FOUND)
      businessId = row.id
    }
    const business = await db
      .selectFrom('businesses')
      .select(['slug', 'is_visible'])
      .where('id', '=', businessId)
      .executeTakeFirstOrThrow()
    const owner = seesAllOf(session?.user, business.slug)
    if (!owner && business.is_visible !== 1) throw notFound(BUSINESS_NOT_FOUND)
    const jobs = await loadOwnJobs(
      db,
      (q) => {
        let scoped = q.where('j.business_id', '=', businessId)
        if (siteId !== null) scoped = scoped.where('j.business_site_id', '=', siteId)
        return owner ? scoped : scoped.where('j.status', '=', 'published')
      },
      owner,
    )
    return { data: owner ? jobs : jobs.map((job) => ({ ...job, review: null, edit_path: null })) }
  })

  registerRoute(app, contract.jobById, async ({ session, params }) => {
    const job = await loadOwnJob(db, params.jobId)
    if (!job || (job.status !== 'published' && !seesAllOf(session?.user, job.business.slug))) {
      throw notFound(JOB_NOT_FOUND)
    }
    const { review: _review, edit_path: _edit, content_blocks: _blocks, salary: _salary, ...rest } = job
    return { data: { ...rest, published_at: job.published_at ?? '' } }
  })

  registerRoute(app, contract.jobsByBusinessId, async ({ params }) => {
    const business = await db
      .selectFrom('businesses')
      .select('id')
      .where('id', '=', params.businessId)
      .where('is_visible', '=', 1)
      .executeTakeFirst()
    if (!business) throw notFound(BUSINESS_NOT_FOUND)
    const rows = await selectJobSummaries(db)
      .where('j.business_id', '=', business.id)
      .where('j.status', '=', 'published')
      .orderBy('j.published_at', 'desc')
      .orderBy('j.id', 'desc')
      .execute()
    return { data: rows.map((row) => toJobSummary(row, null)) }
  })

  registerRoute(app, contract.jobStatistics, async ({ session, params, query }) => {
    const user = sessionOf(session).user
    ownBusiness(user)
    const job = await ownJobRow(db, user, { id: params.jobId })
    if (!hasBusinessPermission(user, JOB_STATISTICS_PERMISSION)) throw new HttpError(403, NO_STATISTICS)
    const now = context.now()
    const from = dayOf(now - (STATISTICS_DAYS - 1) * 86_400_000)
    let views = db
      .selectFrom('job_view_days')
      .select(['day', sql<number>`sum(views)`.as('views')])
      .where('job_id', '=', job.id)
      .where('day', '>=', from)
    if (query.platform) views = views.where('platform', '=', query.platform)
    const [rows, total, interests, likes, guestLikes] = await Promise.all([
      views.groupBy('day').execute(),
      (query.platform
        ? db.selectFrom('job_view_days').where('platform', '=', query.platform)
        : db.selectFrom('job_view_days')
      )
        .select(sql<number>`coalesce(sum(views), 0)`.as('n'))
        .where('job_id', '=', job.id)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('job_interests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('job_id', '=', job.id)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('job_ratings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('job_id', '=', job.id)
        .where('rating', '>', LIKE_THRESHOLD)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('job_anonymous_ratings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('job_id', '=', job.id)
        .where('rating', '>', LIKE_THRESHOLD)
        .executeTakeFirstOrThrow(),
    ])
    const byDay = new Map(rows.map((row) => [row.day, Number(row.views)]))
    const days = Array.from({ length: STATISTICS_DAYS }, (_, i) => {
      const date = dayOf(now - (STATISTICS_DAYS - 1 - i) * 86_400_000)
      return { date, views: byDay.get(date) ?? 0 }
    })
    return {
      data: {
        job_id: job.id,
        platform: query.platform ?? null,
        total_views: Number(total.n),
        interests: Number(interests.n),
        likes: Number(likes.n),
        guest_likes: Number(guestLikes.n),
        days,
      },
    }
  })

  registerRoute(app, contract.recordJobView, async ({ params, body, context: http }) => {
    const job = await db
      .selectFrom('jobs')
      .select(['id', 'business_id'])
      .where('id', '=', params.jobId)
      .where('status', '=', 'published')
      .executeTakeFirst()
    if (!job) throw notFound(JOB_NOT_FOUND)
    await db
      .insertInto('job_view_days')
      .values({ job_id: job.id, platform: body.platform, day: dayOf(context.now()), views: 1 })
      .onConflict((oc) =>
        oc.columns(['job_id', 'platform', 'day']).doUpdateSet({ views: sql<number>`job_view_days.views + 1` }),
      )
      .execute()
    await countRequestOrigin(context, http, job.business_id, 'job_views')
    return { message: 'Gezählt.' }
  })

  registerRoute(app, contract.systemJobs, () => ({ data: systemJobs() }))

  registerRoute(app, contract.jobAttributes, ({ query }) => {
    const found = systemJob(query.slug)
    if (!found) throw notFound(SYSTEM_JOB_NOT_FOUND)
    return { attributes: systemJobAttributes(found) }
  })

  registerRoute(app, contract.jobAdvantages, ({ query }) => {
    if (!systemJob(query.slug)) throw notFound(SYSTEM_JOB_NOT_FOUND)
    return { advantages: systemJobAdvantages() }
  })

  registerRoute(app, contract.applicationsByBusiness, async ({ session, params }) => {
    const user = sessionOf(session).user
    const business = await db
      .selectFrom('businesses')
      .select(['id', 'slug'])
      .where('id', '=', params.businessId)
      .executeTakeFirst()
    if (!business) throw notFound(BUSINESS_NOT_FOUND)
    if (!seesAllOf(user, business.slug)) throw new HttpError(403, NOT_OWN_BUSINESS)
    const rows = await db
      .selectFrom('job_interests as i')
      .innerJoin('jobs as j', 'j.id', 'i.job_id')
      .select(['j.type_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('j.business_id', '=', business.id)
      .groupBy('j.type_id')
      .execute()
    const count = (type: number) => Number(rows.find((row) => Number(row.type_id) === type)?.n ?? 0)
    return { applicationsApprenticeships: count(1), applicationTraineeships: count(2) }
  })

  registerRoute(app, contract.jobReviews, async ({ query }) => ({ data: await listReviews(db, query.status) }))

  registerRoute(app, contract.jobReview, async ({ session, params }) => {
    const review = await findReview(db, params.reviewId)
    if (!review) throw notFound(REVIEW_NOT_FOUND)
    if (!seesAllOf(sessionOf(session).user, review.business.slug)) throw new HttpError(403, NOT_OWN_JOB)
    return { data: review }
  })

  registerRoute(app, contract.updateJobReview, async ({ session, params, body }) => {
    const admin = sessionOf(session).user
    const nowIso = new Date(context.now()).toISOString()
    await db.transaction().execute(async (trx) => {
      const review = await findReview(trx, params.reviewId)
      if (!review) throw notFound(REVIEW_NOT_FOUND)
      if (review.status !== 'pending') throw new HttpError(409, REVIEW_DECIDED)
      await trx
        .updateTable('job_reviews')
        .set({ status: body.status, comment: body.comment ?? null, reviewed_by: admin.id, updated_at: nowIso })
        .where('id', '=', review.id)
        .execute()
      // Approval publishes; a rejection sends the job back to its company as a draft.
      await trx
        .updateTable('jobs')
        .set(
          body.status === 'approved'
            ? { status: 'published', published_at: nowIso, updated_at: nowIso }
            : { status: 'draft', published_at: null, updated_at: nowIso },
        )
        .where('id', '=', review.job_id)
        .execute()
    })
    context.searchCache.clear()
    const updated = await findReview(db, params.reviewId)
    if (!updated) throw notFound(REVIEW_NOT_FOUND)
    return { data: updated }
  })

  registerRoute(app, contract.createJobInterest, async ({ session, body, context: http }) => {
    const user = sessionOf(session).user
    await limiterOf(appContext).consume('jobInterests', user.id)
    const job = await db
      .selectFrom('jobs')
      .select(['id', 'name', 'business_id'])
      .where('id', '=', body.job_id)
      .where('status', '=', 'published')
      .executeTakeFirst()
    if (!job) throw new HttpError(422, JOB_NOT_FOUND, { job_id: [JOB_NOT_FOUND] })
    await checkOwnFiles(db, user.id, body.file_ids)
    const now = new Date(context.now()).toISOString()
    // The interest and its „Neue Anfrage“ chat message are stored together or not at all.
    const store = () =>
      db.transaction().execute(async (trx) => {
        const exists = await trx
          .selectFrom('job_interests')
          .select('id')
          .where('job_id', '=', job.id)
          .where('trainee_user_id', '=', user.id)
          .executeTakeFirst()
        if (exists) throw new HttpError(409, INTEREST_TWICE)
        const inserted = await trx
          .insertInto('job_interests')
          .values({
            job_id: job.id,
            trainee_user_id: user.id,
            message: body.message ?? null,
            file_ids: JSON.stringify(body.file_ids),
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const sent = await insertInterestAction(trx, {
          traineeId: user.id,
          businessId: job.business_id,
          jobName: job.name,
          message: body.message ?? null,
          now,
        })
        return { interestId: Number(inserted.id), sent }
      })
    // A first chat message of the same pair at the same moment wins pair_key; once more finds it.
    const stored = await store().catch((error: unknown) => {
      if (isUniqueViolation(error)) return store()
      throw error
    })
    if (stored.sent) await announceMessage(context, stored.sent)
    await countRequestOrigin(context, http, job.business_id, 'interests')
    const [interest] = await interestsWhere(db, (q) => q.where('i.id', '=', stored.interestId))
    return { data: interest as JobInterest }
  })

  registerRoute(app, contract.jobInterests, async ({ session, query }) => {
    const user = sessionOf(session).user
    if (user.business) {
      const businessId = user.business.id
      if (query.job_id !== undefined) await ownJobRow(db, user, { id: query.job_id })
      return {
        data: await interestsWhere(db, (q) => {
          let scoped = q.where('j.business_id', '=', businessId)
          if (query.job_id !== undefined) scoped = scoped.where('i.job_id', '=', query.job_id)
          if (query.trainee_id !== undefined) scoped = scoped.where('i.trainee_user_id', '=', query.trainee_id)
          return scoped
        }),
      }
    }
    if (query.trainee_id !== undefined && query.trainee_id !== user.id) {
      throw new HttpError(403, 'Du siehst nur Deine eigenen Anfragen.')
    }
    return {
      data: await interestsWhere(db, (q) => {
        const own = q.where('i.trainee_user_id', '=', user.id)
        return query.job_id !== undefined ? own.where('i.job_id', '=', query.job_id) : own
      }),
    }
  })
}

function interestQuery(db: AppContext['db']) {
  return db
    .selectFrom('job_interests as i')
    .innerJoin('jobs as j', 'j.id', 'i.job_id')
    .innerJoin('businesses as b', 'b.id', 'j.business_id')
    .innerJoin('users as u', 'u.id', 'i.trainee_user_id')
    .select([
      'i.id',
      'i.job_id',
      'j.name as job_name',
      'j.slug as job_slug',
      'b.slug as business_slug',
      'i.trainee_user_id',
      'u.firstname',
      'u.lastname',
      'i.message',
      'i.file_ids',
      'i.created_at',
    ])
}

async function interestsWhere(
  db: AppContext['db'],
  filter: (q: ReturnType<typeof interestQuery>) => ReturnType<typeof interestQuery>,
): Promise<JobInterest[]> {
  const rows = await filter(interestQuery(db)).orderBy('i.id', 'desc').limit(500).execute()
  return rows.map((row) => ({
    id: row.id,
    job_id: row.job_id,
    job_name: row.job_name,
    job_slug: row.job_slug,
    business_slug: row.business_slug,
    trainee_id: row.trainee_user_id,
    trainee_name: [row.firstname, row.lastname].filter(Boolean).join(' '),
    message: row.message,
    file_ids: JSON.parse(row.file_ids) as number[],
    created_at: row.created_at,
  }))
}

/** Files attached to an interest must be the trainee's own uploads (POST /api/file, or claimed). */
async function checkOwnFiles(db: AppContext['db'], userId: number, fileIds: number[]): Promise<void> {
  if (fileIds.length === 0) return
  const own = await db
    .selectFrom('files')
    .select('id')
    .where('id', 'in', fileIds)
    .where('owner_user_id', '=', userId)
    .execute()
  if (own.length !== new Set(fileIds).size) throw new HttpError(422, FILE_UNKNOWN, { file_ids: [FILE_UNKNOWN] })
}
