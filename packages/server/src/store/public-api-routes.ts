import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import { sessionOf } from '../auth/access-check.ts'
import type { AccountContext } from '../auth/account-context.ts'
import type { SessionUser } from '../auth/session-user.ts'
import { createJob, ownBusiness, updateJob } from '../employer-jobs/job-writer.ts'
import { loadOwnJob, loadOwnJobs } from '../employer-jobs/own-jobs.ts'
import { notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { JOB_NOT_FOUND } from '../jobs/queries.ts'
import { apiKeyMiddleware, registerApiKeyRoutes } from './api-keys.ts'

/** The public API's base path (docs/store.md „API-Anbindung“); versioned so a later change can live beside it. */
export const PUBLIC_API_BASE = '/api/public/v1'

/**
 * The API connection product (issue #16 item 4): key management in the business area and the public
 * REST API of the company's jobs, called with an API key. The job writes are the employer calls'
 * own (job-writer.ts: validation, limit, review, search index), acting as the company.
 */
export function registerApiConnectionRoutes(app: Hono, context: AccountContext): void {
  const { db } = context
  registerApiKeyRoutes(app, context)
  app.use(`${PUBLIC_API_BASE}/*`, apiKeyMiddleware(context))

  /** The job in the company's view when it is the key's company's; another company's job is unknown here (404). */
  async function ownJob(user: SessionUser, jobId: number) {
    const job = await loadOwnJob(db, jobId)
    if (!job || job.business.id !== ownBusiness(user).id) throw notFound(JOB_NOT_FOUND)
    return job
  }

  registerRoute(app, contract.publicApiJobs, async ({ query, session }) => {
    const business = ownBusiness(sessionOf(session).user)
    const jobs = await loadOwnJobs(db, (q) => {
      const own = q.where('j.business_id', '=', business.id)
      return query.status ? own.where('j.status', '=', query.status) : own
    })
    return { data: jobs }
  })

  registerRoute(app, contract.publicApiJob, async ({ params, session }) => ({
    data: await ownJob(sessionOf(session).user, params.jobId),
  }))

  registerRoute(app, contract.publicApiCreateJob, async ({ body, session }) => {
    const user = sessionOf(session).user
    const id = await createJob(context, user, body, 1)
    return { data: await ownJob(user, id) }
  })

  registerRoute(app, contract.publicApiUpdateJob, async ({ params, body, session }) => {
    const user = sessionOf(session).user
    await ownJob(user, params.jobId)
    await updateJob(context, user, params.jobId, body, 1)
    return { data: await ownJob(user, params.jobId) }
  })

  registerRoute(app, contract.publicApiUnpublishJob, async ({ params, session }) => {
    const user = sessionOf(session).user
    await ownJob(user, params.jobId)
    await updateJob(context, user, params.jobId, { status: 'draft' }, 1)
    return { data: await ownJob(user, params.jobId) }
  })
}
