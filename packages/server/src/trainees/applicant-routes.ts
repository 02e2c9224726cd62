import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import { withClock } from '../auth/account-context.ts'
import { notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { mediaUrlSigner } from '../media/media-store.ts'
import { APPLICANT_HIDDEN, traineeTurnedTo } from './trainee-access.ts'
import { loadApplicant } from './trainee-profile-store.ts'

/**
 * GET /api/trainee/{id}/applicant: a company opens the profile of a trainee from an interest or the
 * chat, only when the trainee applied to it or wrote to it; otherwise 404, as for an unknown id.
 */
export function registerApplicantRoutes(app: Hono, appContext: AppContext): void {
  const context = withClock(appContext)
  const { db } = context
  const signer = mediaUrlSigner(context)

  registerRoute(app, contract.applicantProfile, async ({ session, params }) => {
    const business = sessionOf(session).user.business
    const trainee = await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', params.id)
      // A trainee is an account without a business, school or region (SPEC §6).
      .where('business_id', 'is', null)
      .where('school_id', 'is', null)
      .where('region_id', 'is', null)
      .executeTakeFirst()
    if (!business || !trainee || !(await traineeTurnedTo(db, trainee.id, business.id))) throw notFound(APPLICANT_HIDDEN)
    return { data: await loadApplicant(db, trainee.id, signer) }
  })
}
