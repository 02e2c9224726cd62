import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { registerEmployerJobRoutes } from '../employer-jobs/routes.ts'
import { notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { registerBusinessLikeRoutes } from '../ratings/business-like-routes.ts'
import { registerRatingRoutes } from '../ratings/routes.ts'
import { toJob, toJobV2 } from './job-mapper.ts'
import { findPublishedJob, JOB_NOT_FOUND } from './queries.ts'

export function registerJobRoutes(app: Hono, context: AppContext): void {
  const { db } = context
  // First: their fixed paths (/api/v2/jobs/check_limit, /features, /ratings) must win over /api/v2/jobs/{slug}.
  registerEmployerJobRoutes(app, context)
  registerRatingRoutes(app, context)
  registerBusinessLikeRoutes(app, context)
  registerRoute(app, contract.job, async ({ params }) => {
    const found = await findPublishedJob(db, params.slug)
    if (!found) throw notFound(JOB_NOT_FOUND)
    return { data: toJob(found.row, withoutBusinessId(found.site)) }
  })

  registerRoute(app, contract.jobV2, async ({ params }) => {
    const found = await findPublishedJob(db, params.slug)
    if (!found) throw notFound(JOB_NOT_FOUND)
    return { data: toJobV2(found.row, withoutBusinessId(found.site)) }
  })
}

export function withoutBusinessId<T extends { business_id: number }>(site: T): Omit<T, 'business_id'> {
  const { business_id: _unused, ...rest } = site
  return rest
}
