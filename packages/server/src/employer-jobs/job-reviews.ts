import type { JobReview } from '@oabat/core'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

type Db = Kysely<Database> | Transaction<Database>

function reviewQuery(db: Db) {
  return db
    .selectFrom('job_reviews as r')
    .innerJoin('jobs as j', 'j.id', 'r.job_id')
    .innerJoin('businesses as b', 'b.id', 'r.business_id')
    .select([
      'r.id',
      'r.job_id',
      'j.slug as job_slug',
      'j.name as job_name',
      'b.id as business_id',
      'b.slug as business_slug',
      'b.name as business_name',
      'r.status',
      'r.comment',
      'r.created_at',
      'r.updated_at',
    ])
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewQuery>['execute']>>[number]

function toReview(row: ReviewRow): JobReview {
  return {
    id: row.id,
    job_id: row.job_id,
    job_slug: row.job_slug,
    job_name: row.job_name,
    business: { id: row.business_id, slug: row.business_slug, name: row.business_name },
    status: row.status,
    comment: row.comment,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

export async function findReview(db: Db, reviewId: number): Promise<JobReview | null> {
  const row = await reviewQuery(db).where('r.id', '=', reviewId).executeTakeFirst()
  return row ? toReview(row) : null
}

export async function listReviews(db: Db, status: JobReview['status']): Promise<JobReview[]> {
  const rows = await reviewQuery(db).where('r.status', '=', status).orderBy('r.id').limit(500).execute()
  return rows.map(toReview)
}
