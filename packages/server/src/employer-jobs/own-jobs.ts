import { jobEditLink, type OwnJob } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { type JobDetailRow, selectJobSummaries, toJobV2 } from '../jobs/job-mapper.ts'
import { sitesWhere } from '../jobs/queries.ts'
import { withoutBusinessId } from '../jobs/routes.ts'

/** Every column a job's own company sees. */
export function selectOwnJobs(db: Kysely<Database>) {
  return selectJobSummaries(db).select([
    'j.description',
    'j.tasks',
    'j.requirements',
    'j.benefits',
    'j.content_blocks',
    'j.duration_months',
    'j.positions',
    'j.graduation',
    'j.version',
    'j.updated_at',
    'j.business_site_id',
    'j.status',
    'j.salary',
    'j.created_at',
  ])
}

export type OwnJobQuery = ReturnType<typeof selectOwnJobs>

/**
 * Jobs as their company sees them: any status, the latest review and the SPEC §4 edit link.
 * `withReview` false leaves the review out (public lists).
 */
export async function loadOwnJobs(
  db: Kysely<Database>,
  filter: (query: OwnJobQuery) => OwnJobQuery,
  withReview = true,
): Promise<OwnJob[]> {
  const rows = await filter(selectOwnJobs(db)).orderBy('j.created_at', 'desc').orderBy('j.id', 'desc').execute()
  if (rows.length === 0) return []
  const siteIds = [...new Set(rows.map((row) => row.business_site_id))]
  const jobIds = rows.map((row) => row.id)
  const [sites, reviews] = await Promise.all([
    sitesWhere(db, (q) => q.where('s.id', 'in', siteIds)),
    withReview
      ? db
          .selectFrom('job_reviews')
          .select(['id', 'job_id', 'status', 'comment'])
          .where('job_id', 'in', jobIds)
          .orderBy('id', 'desc')
          .execute()
      : [],
  ])
  const siteById = new Map(sites.map((site) => [site.id, withoutBusinessId(site)]))
  const latestReview = new Map<
    number,
    { id: number; status: 'pending' | 'approved' | 'rejected'; comment: string | null }
  >()
  for (const review of reviews) if (!latestReview.has(review.job_id)) latestReview.set(review.job_id, review)
  return rows.flatMap((row) => {
    const site = siteById.get(row.business_site_id)
    if (!site) return []
    const job = toJobV2(row as JobDetailRow, site)
    const review = latestReview.get(row.id)
    return [
      {
        ...job,
        published_at: row.published_at,
        status: row.status,
        salary: row.salary,
        business_site_id: row.business_site_id,
        review: review ? { id: review.id, status: review.status, comment: review.comment } : null,
        edit_path: jobEditLink({ slug: row.slug, type_id: Number(row.type_id), version: row.version }),
      },
    ]
  })
}

/** One job by id in its company's view, or null. */
export async function loadOwnJob(db: Kysely<Database>, jobId: number): Promise<OwnJob | null> {
  const [job] = await loadOwnJobs(db, (q) => q.where('j.id', '=', jobId))
  return job ?? null
}
