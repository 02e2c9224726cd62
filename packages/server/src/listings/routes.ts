import { randomBytes } from 'node:crypto'
import { DEFAULT_SEARCH_CHANNEL, slugify } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { Kysely } from 'kysely'
import { retryOnUniqueViolation } from '../accounts/unique-violation.ts'
import type { AppContext } from '../app-context.ts'
import type { Database } from '../db/schema.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { pageWindow } from '../search/job-search.ts'
import { loadPosts, toPost } from '../search/post-search.ts'
import {
  idOrSlug,
  loadJobFairs,
  loadJobLists,
  loadRegions,
  selectEvents,
  toEvent,
  toJobFair,
} from './listing-mappers.ts'

/** Posts, events, job fairs, job lists and regions (SPEC §7 "Posts, events, fairs", job lists, regions). */
export function registerListingRoutes(app: Hono, { db, now = Date.now, searchCache }: AppContext): void {
  async function channelId(slug: string | undefined): Promise<number | null> {
    if (!slug || slug === DEFAULT_SEARCH_CHANNEL) return null
    const row = await db.selectFrom('channels').select('id').where('slug', '=', slug).executeTakeFirst()
    if (!row) throw new HttpError(422, 'Die Eingaben sind ungültig.', { channel: ['Diesen Kanal gibt es nicht.'] })
    return row.id
  }

  registerRoute(app, contract.posts, async ({ query }) => {
    const channel = await channelId(query.channel)
    const rows = (await loadPosts(db)).filter(
      (row) =>
        (channel === null || row.channel_id === channel) &&
        (query.author_type === undefined || row.author_type === query.author_type) &&
        (query.author === undefined || row.author.slug === query.author),
    )
    const { lastPage, offset } = pageWindow(rows.length, query.page, query.per_page)
    return {
      data: rows.slice(offset, offset + query.per_page).map(toPost),
      meta: { current_page: query.page, last_page: lastPage, total: rows.length },
    }
  })

  registerRoute(app, contract.post, async ({ params }) => {
    const row = (await loadPosts(db)).find((post) => post.slug === params.slug)
    if (!row) throw notFound('Diesen Beitrag gibt es nicht.')
    return { data: toPost(row) }
  })

  registerRoute(app, contract.events, async ({ query }) => {
    const channel = await channelId(query.channel)
    const today = new Date(now()).toISOString()
    let events = selectEvents(db)
    if (channel !== null) events = events.where('e.channel_id', '=', channel)
    // SPEC §4: events split into past and upcoming by comparing start_at with now.
    events =
      query.past === '1'
        ? events.where('e.start_at', '<', today).orderBy('e.start_at', 'desc')
        : events.where('e.start_at', '>=', today).orderBy('e.start_at')
    return { data: (await events.execute()).map(toEvent) }
  })

  registerRoute(app, contract.event, async ({ params }) => {
    const key = idOrSlug(params.id)
    const row = await selectEvents(db)
      .where('id' in key ? 'e.id' : 'e.slug', '=', 'id' in key ? key.id : key.slug)
      .executeTakeFirst()
    if (!row) throw notFound('Dieses Event gibt es nicht.')
    return { data: toEvent(row) }
  })

  registerRoute(app, contract.jobFairs, async ({ query }) => {
    const channel = await channelId(query.channel)
    const point =
      query.latitude !== undefined && query.longitude !== undefined
        ? { latitude: query.latitude, longitude: query.longitude }
        : null
    const fairs = (await loadJobFairs(db))
      .filter((entry) => channel === null || entry.fair.channel_id === channel)
      .map((entry) => toJobFair(entry, point))
      .filter((fair) => fair.distance_km === null || fair.distance_km <= query.distance)
    if (point) fairs.sort((a, b) => (a.distance_km ?? 0) - (b.distance_km ?? 0))
    return { data: fairs }
  })

  registerRoute(app, contract.jobFair, async ({ params }) => {
    const [entry] = await loadJobFairs(db, idOrSlug(params.id))
    if (!entry) throw notFound('Diese Messe gibt es nicht.')
    return { data: toJobFair(entry, null) }
  })

  registerRoute(app, contract.jobLists, async () => ({ data: await loadJobLists(db) }))

  registerRoute(app, contract.jobListDetail, async ({ params }) => {
    const [list] = await loadJobLists(db, idOrSlug(params.id))
    if (!list) throw notFound('Diese Jobliste gibt es nicht.')
    return { data: list }
  })

  /** The ids of the given job slugs; an unknown slug is a field error. */
  async function jobIds(slugs: string[]): Promise<number[]> {
    if (slugs.length === 0) return []
    const rows = await db.selectFrom('jobs').select(['id', 'slug']).where('slug', 'in', slugs).execute()
    const missing = slugs.filter((slug) => !rows.some((row) => row.slug === slug))
    if (missing.length > 0) {
      throw new HttpError(422, 'Die Eingaben sind ungültig.', {
        job_slugs: [`Diese Stellen gibt es nicht: ${missing.slice(0, 5).join(', ')}`],
      })
    }
    return rows.map((row) => row.id)
  }

  /** Replaces the jobs of a list; the slugs are checked by the caller (jobIds) before any write. */
  async function writeJobs(db: Kysely<Database>, listId: number, ids: number[]) {
    await db.deleteFrom('job_list_jobs').where('job_list_id', '=', listId).execute()
    if (ids.length > 0) {
      await db
        .insertInto('job_list_jobs')
        .values(ids.map((id) => ({ job_list_id: listId, job_id: id })))
        // A parallel save of the same list may have inserted them after our delete.
        .onConflict((oc) => oc.columns(['job_list_id', 'job_id']).doNothing())
        .execute()
    }
  }

  registerRoute(app, contract.createJobList, async ({ body }) => {
    const stamp = new Date(now()).toISOString()
    const base = slugify(body.name) || 'liste'
    // The name's slug, or with a random suffix when taken; a parallel list of the same name that
    // takes it between check and insert makes the insert fail, and the next attempt draws a suffix.
    const ids = await jobIds(body.job_slugs)
    const row = await retryOnUniqueViolation((attempt) =>
      db.transaction().execute(async (trx) => {
        const taken =
          attempt > 0 || (await trx.selectFrom('job_lists').select('id').where('slug', '=', base).executeTakeFirst())
        const slug = taken ? `${base}-${randomBytes(4).toString('hex')}` : base
        const list = await trx
          .insertInto('job_lists')
          .values({
            slug,
            name: body.name,
            description: body.description ?? null,
            created_at: stamp,
            updated_at: stamp,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        await writeJobs(trx, list.id, ids)
        return list
      }),
    )
    // The search caches a list's jobs (`?list=`, for /auswahl) and a miss for an unknown slug.
    searchCache.clear()
    const [list] = await loadJobLists(db, { id: row.id })
    return { data: list as NonNullable<typeof list> }
  })

  registerRoute(app, contract.updateJobList, async ({ params, body }) => {
    const [existing] = await loadJobLists(db, idOrSlug(params.id))
    if (!existing) throw notFound('Diese Jobliste gibt es nicht.')
    const ids = await jobIds(body.job_slugs)
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('job_lists')
        .set({ name: body.name, description: body.description ?? null, updated_at: new Date(now()).toISOString() })
        .where('id', '=', existing.id)
        .execute()
      await writeJobs(trx, existing.id, ids)
    })
    searchCache.clear()
    const [list] = await loadJobLists(db, { id: existing.id })
    return { data: list as NonNullable<typeof list> }
  })

  registerRoute(app, contract.deleteJobList, async ({ params }) => {
    const [existing] = await loadJobLists(db, idOrSlug(params.id))
    if (!existing) throw notFound('Diese Jobliste gibt es nicht.')
    await db.deleteFrom('job_lists').where('id', '=', existing.id).execute()
    searchCache.clear()
    return null
  })

  registerRoute(app, contract.regions, async () => ({ data: await loadRegions(db) }))

  registerRoute(app, contract.region, async ({ params }) => {
    const [region] = await loadRegions(db, idOrSlug(params.id))
    if (!region) throw notFound('Diese Region gibt es nicht.')
    return { data: region }
  })
}
