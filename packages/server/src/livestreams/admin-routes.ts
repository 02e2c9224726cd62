import { randomBytes } from 'node:crypto'
import { type AdminJobFair, slugify } from '@oabat/core'
import { contract, type JobFairInput } from '@oabat/core/contract'
import type { Hono } from 'hono'
import { type Kysely, sql, type Transaction } from 'kysely'
import { retryOnUniqueViolation } from '../accounts/unique-violation.ts'
import type { AppContext } from '../app-context.ts'
import type { Database } from '../db/schema.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { loadJobFairs, toJobFair } from '../listings/listing-mappers.ts'

const FAIR_NOT_FOUND = 'Diese Messe gibt es nicht.'

/** A fair with every participating company, published or not. */
async function loadAdminJobFair(db: Kysely<Database>, id: number): Promise<AdminJobFair | null> {
  const [entry] = await loadJobFairs(db, { id })
  if (!entry) return null
  const participants = await db
    .selectFrom('job_fair_businesses as fb')
    .innerJoin('businesses as b', 'b.id', 'fb.business_id')
    .select(['b.id', 'b.slug', 'b.name', 'fb.is_published'])
    .where('fb.job_fair_id', '=', id)
    .orderBy('b.name')
    .execute()
  return {
    ...toJobFair(entry, null),
    participants: participants.map((p) => ({ ...p, is_published: p.is_published === 1 })),
  }
}

/** The stored columns of a fair body; unknown channel, place or companies are field errors, never a 500. */
async function fairColumns(db: Kysely<Database>, body: JobFairInput) {
  const errors: Record<string, string[]> = {}
  const channel = await db.selectFrom('channels').select('id').where('slug', '=', body.channel).executeTakeFirst()
  if (!channel) errors.channel = ['Diesen Kanal gibt es nicht.']
  const place = await db
    .selectFrom('locations')
    .select(['slug', 'name', 'latitude', 'longitude'])
    .where('slug', '=', body.location_slug)
    .executeTakeFirst()
  if (!place) errors.location_slug = ['Diesen Ort gibt es nicht.']
  const wanted = [...new Set([...body.businesses, ...body.businesses_unpublished])]
  if (wanted.length > 0) {
    const found = new Set(
      (await db.selectFrom('businesses').select('id').where('id', 'in', wanted).execute()).map((b) => b.id),
    )
    for (const key of ['businesses', 'businesses_unpublished'] as const) {
      const missing = body[key].filter((b) => !found.has(b))
      if (missing.length > 0) errors[key] = [`Diese Unternehmen gibt es nicht: ${missing.slice(0, 5).join(', ')}`]
    }
  }
  if (!channel || !place || Object.keys(errors).length > 0)
    throw new HttpError(422, 'Die Eingaben sind ungültig.', errors)
  return {
    name: body.name,
    title: body.title,
    description: body.description,
    logo_file_path: body.logo ?? null,
    channel_id: channel.id,
    location_slug: place.slug,
    city: place.name,
    latitude: place.latitude,
    longitude: place.longitude,
    start_at: body.start_at,
    end_at: body.end_at,
  }
}

/** Replaces the companies of a fair (inside the caller's transaction). */
async function replaceFairBusinesses(trx: Transaction<Database>, fairId: number, body: JobFairInput) {
  await trx.deleteFrom('job_fair_businesses').where('job_fair_id', '=', fairId).execute()
  const rows = [
    ...body.businesses.map((id) => ({ job_fair_id: fairId, business_id: id, is_published: 1 })),
    ...body.businesses_unpublished.map((id) => ({ job_fair_id: fairId, business_id: id, is_published: 0 })),
  ]
  // Duplicates inside one list are one participation.
  const unique = [...new Map(rows.map((row) => [row.business_id, row])).values()]
  if (unique.length > 0) await trx.insertInto('job_fair_businesses').values(unique).execute()
}

/**
 * The admin's calls beside SPEC §7 (docs/livestreams.md, "Decisions where SPEC is silent"): fair
 * writes, a fair with all its companies, the livestream list and the business search.
 */
export function registerLivestreamAdminRoutes(app: Hono, { db }: AppContext): void {
  const present = async (id: number) => {
    const fair = await loadAdminJobFair(db, id)
    if (!fair) throw notFound(FAIR_NOT_FOUND)
    return { data: fair }
  }

  registerRoute(app, contract.adminJobFair, ({ params }) => present(params.id))

  registerRoute(app, contract.createJobFair, async ({ body }) => {
    const columns = await fairColumns(db, body)
    const base = slugify(body.name) || 'messe'
    // The name's slug, or with a random suffix when taken (also when a parallel create took it).
    const id = await retryOnUniqueViolation((attempt) =>
      db.transaction().execute(async (trx) => {
        const taken =
          attempt > 0 || (await trx.selectFrom('job_fairs').select('id').where('slug', '=', base).executeTakeFirst())
        const slug = taken ? `${base}-${randomBytes(4).toString('hex')}` : base
        const { id } = await trx
          .insertInto('job_fairs')
          .values({ ...columns, slug })
          .returning('id')
          .executeTakeFirstOrThrow()
        await replaceFairBusinesses(trx, id, body)
        return id
      }),
    )
    return present(id)
  })

  registerRoute(app, contract.updateJobFair, async ({ params, body }) => {
    const existing = await db.selectFrom('job_fairs').select('id').where('id', '=', params.id).executeTakeFirst()
    if (!existing) throw notFound(FAIR_NOT_FOUND)
    const columns = await fairColumns(db, body)
    // The slug stays: links to /messe/… keep working after a rename.
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('job_fairs').set(columns).where('id', '=', params.id).execute()
      await replaceFairBusinesses(trx, params.id, body)
    })
    return present(params.id)
  })

  registerRoute(app, contract.livestreams, async () => {
    const rows = await db
      .selectFrom('livestreams as l')
      .leftJoin('job_fairs as f', 'f.id', 'l.job_fair_id')
      .select(['l.id', 'l.title', 'l.is_live', 'l.is_secure', 'l.planned_start', 'l.planned_end', 'f.id as fair_id'])
      .select('f.name as fair_name')
      // Unplanned streams last, then by start.
      .orderBy(sql`case when l.planned_start is null then 1 else 0 end`)
      .orderBy('l.planned_start')
      .orderBy('l.id')
      .execute()
    return {
      data: rows.map(({ fair_id, fair_name, is_live, is_secure, ...row }) => ({
        ...row,
        is_live: is_live === 1,
        is_secure: is_secure === 1,
        job_fair: fair_id !== null && fair_name !== null ? { id: fair_id, name: fair_name } : null,
      })),
    }
  })
}
