import { canEditBusiness, type ProfileVisitor } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import { withClock } from '../auth/account-context.ts'
import { limiterOf } from '../auth/app-limiter.ts'
import { clientAddress } from '../auth/client-address.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'

/** Visits are kept and shown this many days, then deleted. */
export const PROFILE_VISIT_DAYS = 90
/** An account opening the same profile again within this time is one visit. */
const SAME_VISIT_MS = 30 * 60_000
const DAY_MS = 86_400_000
export const NOT_A_PARTICIPANT = 'Profilbesucher gibt es für Unternehmen, die an einer Messe teilnehmen.'
export const NOT_AT_THIS_FAIR = 'Dieses Unternehmen nimmt an dieser Messe nicht teil.'
const BUSINESS_NOT_FOUND = 'Dieses Unternehmen gibt es nicht.'
const NOT_OWN_BUSINESS = 'Das ist nicht Dein Unternehmen.'

/**
 * „Profilbesucher“ (SPEC §2 business side menu, job fair participants; docs/livestreams.md): the
 * company page opened from a fair (or its livestream) is recorded; the company reads who came, by
 * first name and the initial of the last name, for PROFILE_VISIT_DAYS days.
 */
export function registerProfileVisitRoutes(app: Hono, appContext: AppContext): void {
  const context = withClock(appContext)
  const { db, config } = context
  const sinceIso = () => new Date(context.now() - PROFILE_VISIT_DAYS * DAY_MS).toISOString()

  registerRoute(app, contract.recordProfileVisit, async ({ params, body, session, context: c }) => {
    const business = await db
      .selectFrom('businesses')
      .select(['id', 'is_job_fair_participant'])
      .where('id', '=', params.businessId)
      .where('is_visible', '=', 1)
      .executeTakeFirst()
    if (!business) throw notFound(BUSINESS_NOT_FOUND)
    const errors: Record<string, string[]> = {}
    const atFair = await db
      .selectFrom('job_fair_businesses')
      .select('business_id')
      .where('job_fair_id', '=', body.job_fair_id)
      .where('business_id', '=', business.id)
      .where('is_published', '=', 1)
      .executeTakeFirst()
    if (!atFair) errors.job_fair_id = [NOT_AT_THIS_FAIR]
    if (body.livestream_id != null) {
      const stream = await db
        .selectFrom('livestreams')
        .select('id')
        .where('id', '=', body.livestream_id)
        .where('job_fair_id', '=', body.job_fair_id)
        .executeTakeFirst()
      if (!stream) errors.livestream_id = ['Dieser Livestream gehört nicht zu dieser Messe.']
    }
    if (Object.keys(errors).length > 0) throw new HttpError(422, 'Die Eingaben sind ungültig.', errors)

    const user = session?.user ?? null
    const visitor = user ? `u${user.id}` : `a${clientAddress(c, config.TRUST_PROXY === '1')}`
    await limiterOf(context).consume('livestreamReactions', `visit|${visitor}`)
    // The company's own people and companies that do not take part are not counted.
    if (business.is_job_fair_participant !== 1 || user?.business?.id === business.id)
      return { data: { recorded: false } }
    const now = context.now()
    if (user) {
      const recent = await db
        .selectFrom('business_profile_visits')
        .select('id')
        .where('business_id', '=', business.id)
        .where('user_id', '=', user.id)
        .where('visited_at', '>', new Date(now - SAME_VISIT_MS).toISOString())
        .executeTakeFirst()
      if (recent) return { data: { recorded: false } }
    }
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('business_profile_visits')
        .where('business_id', '=', business.id)
        .where('visited_at', '<', sinceIso())
        .execute()
      await trx
        .insertInto('business_profile_visits')
        .values({
          business_id: business.id,
          user_id: user?.id ?? null,
          job_fair_id: body.job_fair_id,
          livestream_id: body.livestream_id ?? null,
          visited_at: new Date(now).toISOString(),
        })
        .execute()
    })
    return { data: { recorded: true } }
  })

  registerRoute(app, contract.profileVisitors, async ({ params, session }) => {
    const user = sessionOf(session).user
    const business = await db
      .selectFrom('businesses')
      .select(['id', 'slug', 'is_job_fair_participant'])
      .where('id', '=', params.businessId)
      .executeTakeFirst()
    if (!business) throw notFound(BUSINESS_NOT_FOUND)
    if (!canEditBusiness(user, business.slug)) throw new HttpError(403, NOT_OWN_BUSINESS)
    if (business.is_job_fair_participant !== 1) throw new HttpError(403, NOT_A_PARTICIPANT)
    const visits = await db
      .selectFrom('business_profile_visits as v')
      .innerJoin('job_fairs as f', 'f.id', 'v.job_fair_id')
      .leftJoin('users as u', 'u.id', 'v.user_id')
      .select(['v.user_id', 'v.visited_at', 'f.name as fair', 'u.firstname', 'u.lastname', 'u.is_trainee'])
      .where('v.business_id', '=', business.id)
      .where('v.visited_at', '>=', sinceIso())
      .orderBy('v.visited_at', 'desc')
      .orderBy('v.id', 'desc')
      .limit(20_000)
      .execute()
    const byTrainee = new Map<number, ProfileVisitor>()
    let anonymous = 0
    for (const visit of visits) {
      // Only trainees are named, and only by what a chat with them would show first.
      if (visit.user_id === null || visit.is_trainee !== 1 || !visit.firstname) {
        anonymous += 1
        continue
      }
      const known = byTrainee.get(visit.user_id)
      if (known) {
        known.visits += 1
        if (!known.fairs.includes(visit.fair)) known.fairs.push(visit.fair)
        continue
      }
      byTrainee.set(visit.user_id, {
        firstname: visit.firstname,
        lastname_initial: visit.lastname ? `${visit.lastname.trim().charAt(0).toUpperCase()}.` : '',
        visits: 1,
        last_visited_at: visit.visited_at,
        fairs: [visit.fair],
      })
    }
    return {
      data: {
        days: PROFILE_VISIT_DAYS,
        total_visits: visits.length,
        anonymous_visits: anonymous,
        visitors: [...byTrainee.values()],
      },
    }
  })
}
