import type { JobInput, JobUpdate, JobV2Input } from '@oabat/core'
import {
  type ContentBlock,
  canCreateJob,
  canEditBusiness,
  canOpenJobEditor,
  canPublishJob,
  geoCell,
  JOB_TYPES,
  LEGACY_BLOCK_FIELDS,
  slugify,
} from '@oabat/core'
import type { Kysely, Transaction, Updateable } from 'kysely'
import type { AccountContext } from '../auth/account-context.ts'
import type { SessionUser } from '../auth/session-user.ts'
import type { Database, JobsTable } from '../db/schema.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { JOB_NOT_FOUND } from '../jobs/queries.ts'
import { indexJobs } from '../search/term-index.ts'
import { slugSuffix } from '../seed/demo-jobs.ts'

export const NOT_OWN_JOB = 'Diese Stelle gehört nicht zu Deinem Unternehmen.'
export const NO_BUSINESS = 'Diese Aktion ist nur für Unternehmen.'
const CANNOT_CREATE = 'Dein Unternehmen darf diese Art von Stelle nicht anlegen.'
const LIMIT_REACHED =
  'Dein Stellenlimit ist erreicht. Archiviere eine Stelle oder buche ein Abo, um weitere zu veröffentlichen.'
const OLD_EDITOR_ONLY = 'Diese Stelle kann nur im alten Editor bearbeitet werden.'
const LEGACY_ONLY_TYPE_3 = 'Ein Block „legacy“ ist nur bei Jobs (Typ 3) erlaubt.'
const ONE_LEGACY = 'Eine Stelle hat höchstens einen Block „legacy“.'
const SITE_NOT_OWN = 'Dieser Standort gehört nicht zu Deinem Unternehmen.'

type Db = Kysely<Database> | Transaction<Database>
type WriteFields = Partial<JobV2Input> & { status?: JobInput['status'] }

/** The caller's business, or 403. */
export function ownBusiness(user: SessionUser | undefined): NonNullable<SessionUser['business']> {
  if (!user?.business) throw new HttpError(403, NO_BUSINESS)
  return user.business
}

/** The job row when it belongs to the caller's business: 404 unknown, 403 another company's. */
export async function ownJobRow(db: Db, user: SessionUser, where: { id: number } | { slug: string }) {
  const query = db
    .selectFrom('jobs as j')
    .innerJoin('businesses as b', 'b.id', 'j.business_id')
    .selectAll('j')
    .select('b.slug as business_slug')
  const row = await ('id' in where
    ? query.where('j.id', '=', where.id)
    : query.where('j.slug', '=', where.slug)
  ).executeTakeFirst()
  if (!row) throw notFound(JOB_NOT_FOUND)
  if (!canEditBusiness(user, row.business_slug)) throw new HttpError(403, NOT_OWN_JOB)
  return row
}

/**
 * SPEC §3: a type-3 job's "legacy" block overrides its fields. Other types may not carry one,
 * and a job carries at most one.
 */
function applyLegacyBlock(typeId: number, fields: WriteFields): WriteFields {
  const blocks: ContentBlock[] = fields.content_blocks ?? []
  const legacy = blocks.filter((block) => block.component === 'legacy')
  if (legacy.length === 0) return fields
  if (typeId !== JOB_TYPES.job) throw new HttpError(422, LEGACY_ONLY_TYPE_3, { content_blocks: [LEGACY_ONLY_TYPE_3] })
  if (legacy.length > 1) throw new HttpError(422, ONE_LEGACY, { content_blocks: [ONE_LEGACY] })
  const data = (legacy[0] as ContentBlock).data
  const merged: Record<string, unknown> = { ...fields }
  const problems: Record<string, string[]> = {}
  for (const key of LEGACY_BLOCK_FIELDS) {
    if (!(key in data) || key === 'employment_type') continue
    const value = data[key]
    const isList = key === 'tasks' || key === 'requirements' || key === 'benefits'
    const ok = isList
      ? Array.isArray(value) && value.every((item) => typeof item === 'string')
      : key === 'salary'
        ? value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 0)
        : typeof value === 'string' || (key === 'start_date' && value === null)
    if (!ok) problems[`content_blocks.legacy.${key}`] = ['Dieser Wert im Block „legacy“ ist ungültig.']
    else merged[key] = value
  }
  if (Object.keys(problems).length) throw new HttpError(422, 'Die Eingaben sind ungültig.', problems)
  return merged as WriteFields
}

async function siteFor(db: Db, businessId: number, siteId: number | undefined) {
  const query = db
    .selectFrom('business_sites')
    .select(['id', 'business_id', 'city', 'postal_code', 'latitude', 'longitude', 'geo_cell'])
  const site = siteId
    ? await query.where('id', '=', siteId).executeTakeFirst()
    : await query.where('business_id', '=', businessId).orderBy('is_main', 'desc').orderBy('id').executeTakeFirst()
  if (!site || site.business_id !== businessId) {
    throw new HttpError(422, SITE_NOT_OWN, { business_site_id: [SITE_NOT_OWN] })
  }
  return site
}

async function categoryId(db: Db, slug: string | null | undefined): Promise<number | null | undefined> {
  if (slug === undefined) return undefined
  if (slug === null) return null
  const row = await db.selectFrom('job_categories').select('id').where('slug', '=', slug).executeTakeFirst()
  return row?.id ?? null
}

/** The columns a write sets, from the checked input (undefined: unchanged). */
async function columnsOf(db: Db, fields: WriteFields): Promise<Updateable<JobsTable>> {
  const columns: Updateable<JobsTable> = {}
  if (fields.name !== undefined) columns.name = fields.name
  if (fields.description !== undefined) columns.description = fields.description
  if (fields.tasks !== undefined) columns.tasks = JSON.stringify(fields.tasks)
  if (fields.requirements !== undefined) columns.requirements = JSON.stringify(fields.requirements)
  if (fields.benefits !== undefined) columns.benefits = JSON.stringify(fields.benefits)
  if (fields.content_blocks !== undefined) columns.content_blocks = JSON.stringify(fields.content_blocks)
  if (fields.duration_months !== undefined) columns.duration_months = fields.duration_months
  if (fields.positions !== undefined) columns.positions = fields.positions
  if (fields.graduation !== undefined) columns.graduation = fields.graduation
  if (fields.start_date !== undefined) columns.start_date = fields.start_date
  if (fields.salary !== undefined) columns.salary = fields.salary
  const category = await categoryId(db, fields.category)
  if (category !== undefined) columns.category_id = category
  return columns
}

/** Active jobs (published or in review) of a business, leaving one job out. */
export async function activeJobCount(db: Db, businessId: number, exceptJobId = 0): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('business_id', '=', businessId)
    .where('status', 'in', ['published', 'pending'])
    .where('id', '!=', exceptJobId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The business's active-job limit, computed with its session (subscription types and bought job ads). */
export function limitOf(business: NonNullable<SessionUser['business']>): number {
  return business.job_limit
}

/**
 * Moves a job to the status the company asked for. Publishing counts against the limit; without
 * the publish permission of its type the job goes to review (pending) instead.
 */
async function applyStatus(
  trx: Transaction<Database>,
  context: AccountContext,
  user: SessionUser,
  job: { id: number; type_id: number; status: string; published_at: string | null },
  requested: JobInput['status'] | undefined,
  contentChanged: boolean,
): Promise<void> {
  const business = ownBusiness(user)
  const nowIso = new Date(context.now()).toISOString()
  const typeId = Number(job.type_id) as 1 | 2 | 3
  const target = requested ?? (job.status === 'pending' || job.status === 'published' ? 'published' : job.status)
  if (target !== 'published') {
    // Leaving publication withdraws an open review request.
    await trx.deleteFrom('job_reviews').where('job_id', '=', job.id).where('status', '=', 'pending').execute()
    await trx
      .updateTable('jobs')
      .set({ status: target as 'draft' | 'archived', published_at: null, updated_at: nowIso })
      .where('id', '=', job.id)
      .execute()
    return
  }
  const alreadyActive = job.status === 'published' || job.status === 'pending'
  if (!alreadyActive && (await activeJobCount(trx, business.id, job.id)) >= limitOf(business)) {
    throw new HttpError(422, LIMIT_REACHED, { status: [LIMIT_REACHED] })
  }
  if (canPublishJob(user, typeId)) {
    await trx.deleteFrom('job_reviews').where('job_id', '=', job.id).where('status', '=', 'pending').execute()
    await trx
      .updateTable('jobs')
      .set({ status: 'published', published_at: job.published_at ?? nowIso, updated_at: nowIso })
      .where('id', '=', job.id)
      .execute()
    return
  }
  // Without the permission: an unchanged published job stays; anything new or changed is reviewed.
  if (job.status === 'published' && !contentChanged) return
  const open = await trx
    .selectFrom('job_reviews')
    .select('id')
    .where('job_id', '=', job.id)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  if (!open) {
    await trx
      .insertInto('job_reviews')
      .values({
        job_id: job.id,
        business_id: business.id,
        status: 'pending',
        comment: null,
        requested_by: user.id,
        reviewed_by: null,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .execute()
  }
  await trx
    .updateTable('jobs')
    .set({ status: 'pending', published_at: null, updated_at: nowIso })
    .where('id', '=', job.id)
    .execute()
}

/** After any job write: the term index follows in the transaction, the ranking cache is dropped. */
async function afterWrite(trx: Transaction<Database>, context: AccountContext, jobId: number): Promise<void> {
  await indexJobs(trx, context.dialect, [jobId])
}

/** POST /api/jobs/ (version 1) and /api/v2/jobs/ (version 2). Returns the new job's id. */
export async function createJob(
  context: AccountContext,
  user: SessionUser,
  input: JobInput & { content_blocks?: JobV2Input['content_blocks'] },
  version: 1 | 2,
): Promise<number> {
  const business = ownBusiness(user)
  const typeId = input.type_id as 1 | 2 | 3
  if (!canCreateJob(user, typeId, version)) throw new HttpError(403, CANNOT_CREATE)
  const fields = applyLegacyBlock(typeId, input)
  const id = await context.db.transaction().execute(async (trx) => {
    const site = await siteFor(trx, business.id, input.business_site_id)
    const nowIso = new Date(context.now()).toISOString()
    const columns = await columnsOf(trx, fields)
    const inserted = await trx
      .insertInto('jobs')
      .values({
        slug: `neu-${business.id}-${context.now()}-${Math.random().toString(36).slice(2)}`,
        business_id: business.id,
        business_site_id: site.id,
        type_id: typeId,
        category_id: columns.category_id ?? null,
        name: fields.name ?? input.name,
        description: columns.description ?? '',
        tasks: columns.tasks ?? '[]',
        requirements: columns.requirements ?? '[]',
        benefits: columns.benefits ?? '[]',
        content_blocks: columns.content_blocks ?? '[]',
        duration_months: columns.duration_months ?? null,
        positions: columns.positions ?? 1,
        graduation: columns.graduation ?? null,
        version,
        status: 'draft',
        start_date: columns.start_date ?? null,
        city: site.city,
        postal_code: site.postal_code,
        latitude: site.latitude,
        longitude: site.longitude,
        geo_cell: site.geo_cell ?? geoCell(site.latitude, site.longitude),
        published_at: null,
        created_at: nowIso,
        updated_at: nowIso,
        salary: columns.salary ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const jobId = Number(inserted.id)
    const slug = `${slugify(fields.name ?? input.name) || 'stelle'}-${slugSuffix(jobId)}`
    await trx.updateTable('jobs').set({ slug }).where('id', '=', jobId).execute()
    await applyStatus(
      trx,
      context,
      user,
      { id: jobId, type_id: typeId, status: 'draft', published_at: null },
      input.status,
      true,
    )
    await afterWrite(trx, context, jobId)
    return jobId
  })
  context.searchCache.clear()
  return id
}

/** PUT /api/jobs/{id} (any own job) and /api/v2/jobs/{id} (type 3 or version 2 and higher). */
export async function updateJob(
  context: AccountContext,
  user: SessionUser,
  jobId: number,
  input: JobUpdate & { content_blocks?: JobV2Input['content_blocks'] },
  version: 1 | 2,
): Promise<void> {
  ownBusiness(user)
  await context.db.transaction().execute(async (trx) => {
    const job = await ownJobRow(trx, user, { id: jobId })
    if (version === 2 && !canOpenJobEditor({ type_id: Number(job.type_id), version: job.version })) {
      throw new HttpError(422, OLD_EDITOR_ONLY)
    }
    const fields = applyLegacyBlock(Number(job.type_id), input)
    const columns = await columnsOf(trx, fields)
    if (input.business_site_id !== undefined) {
      const site = await siteFor(trx, job.business_id, input.business_site_id)
      Object.assign(columns, {
        business_site_id: site.id,
        city: site.city,
        postal_code: site.postal_code,
        latitude: site.latitude,
        longitude: site.longitude,
        geo_cell: site.geo_cell,
      })
    }
    if (version === 2 && job.version < 2) columns.version = 2
    const contentChanged = Object.keys(columns).length > 0
    if (contentChanged) {
      columns.updated_at = new Date(context.now()).toISOString()
      await trx.updateTable('jobs').set(columns).where('id', '=', jobId).execute()
    }
    await applyStatus(trx, context, user, job, input.status, contentChanged)
    await afterWrite(trx, context, jobId)
  })
  context.searchCache.clear()
}

/** DELETE /api/jobs/{slug} and /api/v2/jobs/{id}: the job and everything hanging on it. */
export async function deleteJob(
  context: AccountContext,
  user: SessionUser,
  where: { id: number } | { slug: string },
): Promise<void> {
  ownBusiness(user)
  await context.db.transaction().execute(async (trx) => {
    const job = await ownJobRow(trx, user, where)
    for (const table of ['job_reviews', 'job_view_days', 'job_interests', 'job_list_jobs'] as const) {
      await trx.deleteFrom(table).where('job_id', '=', job.id).execute()
    }
    await trx.deleteFrom('jobs').where('id', '=', job.id).execute()
    await afterWrite(trx, context, job.id)
  })
  context.searchCache.clear()
}
