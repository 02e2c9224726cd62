import { EMBED_ORIGIN_DAYS, EMBED_ORIGINS_PER_DAY, type EmbedOrigin } from '@oabat/core'
import type { Context, MiddlewareHandler } from 'hono'
import { sql } from 'kysely'
import type { AppContext } from '../app-context.ts'

type Db = AppContext['db']
export type EmbedCount = 'loads' | 'job_views' | 'interests'

/** Longer origins are not counted (a host name has at most 253 characters). */
const MAX_ORIGIN_LENGTH = 300

function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

function originOfUrl(value: string | undefined): string | null {
  if (!value || value.length > 2000 || !URL.canParse(value)) return null
  const url = new URL(value)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  return url.origin.length <= MAX_ORIGIN_LENGTH ? url.origin : null
}

/**
 * The foreign origin a request came from: its Origin header, else its Referer's origin (scheme, host,
 * port — never the path or query). Null for the server's own pages (its public address, or the
 * host the request was sent to), for `null` and anything that is not an http(s) address.
 */
export function embedOriginOf(headers: Headers, publicUrl: string): string | null {
  const origin = originOfUrl(headers.get('origin') ?? undefined) ?? originOfUrl(headers.get('referer') ?? undefined)
  if (origin === null) return null
  const own = originOfUrl(publicUrl)
  const host = headers.get('host')
  if (origin === own) return null
  if (host && new URL(origin).host === host.toLowerCase()) return null
  return origin
}

/**
 * Counts one load, job view or interest of a company's embed on a foreign origin, rolled up per day.
 * At most EMBED_ORIGINS_PER_DAY origins per company and day are stored; further new ones that day
 * are dropped (counts of origins already stored go on). Never throws: counting must not fail the
 * widget's request.
 */
export async function countEmbedOrigin(
  db: Db,
  input: { businessId: number; origin: string; now: number; count: EmbedCount },
): Promise<void> {
  const day = dayOf(input.now)
  const at = new Date(input.now).toISOString()
  try {
    const updated = await db
      .updateTable('embed_origin_days')
      .set({ [input.count]: sql`${sql.ref(input.count)} + 1`, last_seen: at })
      .where('business_id', '=', input.businessId)
      .where('day', '=', day)
      .where('origin', '=', input.origin)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) > 0) return
    const stored = await db
      .selectFrom('embed_origin_days')
      .select(sql<number>`count(*)`.as('n'))
      .where('business_id', '=', input.businessId)
      .where('day', '=', day)
      .executeTakeFirstOrThrow()
    if (Number(stored.n) >= EMBED_ORIGINS_PER_DAY) return
    await db
      .insertInto('embed_origin_days')
      .values({
        business_id: input.businessId,
        origin: input.origin,
        day,
        [input.count]: 1,
        first_seen: at,
        last_seen: at,
      })
      .onConflict((oc) =>
        oc
          .columns(['business_id', 'day', 'origin'])
          .doUpdateSet({ [input.count]: sql`embed_origin_days.${sql.ref(input.count)} + 1`, last_seen: at }),
      )
      .execute()
  } catch (error) {
    console.warn('[einblick] Einbindungs-Origin nicht gezählt:', error instanceof Error ? error.message : error)
  }
}

/**
 * A job view or interest sent from a foreign origin (a widget's own call on the host page) counts for
 * that origin. The portal's own pages send none, so their calls are never counted here.
 */
export async function countRequestOrigin(
  context: AppContext & { now: () => number },
  http: Context,
  businessId: number,
  count: EmbedCount,
): Promise<void> {
  const origin = embedOriginOf(http.req.raw.headers, context.config.publicUrl)
  if (origin) await countEmbedOrigin(context.db, { businessId, origin, now: context.now(), count })
}

/** Which company a widget's read names: a business slug or a job slug, from its path or query. */
type WidgetSubject = { business: string } | { job: string } | { livestream: number }

function widgetSubject(c: Context): WidgetSubject | null {
  const path = c.req.path
  if (/^\/api\/v2\/search\/[a-z]+$/.test(path)) {
    const slug = c.req.query('business_slug')
    return slug ? { business: slug } : null
  }
  const job = /^\/api\/(?:v2\/)?jobs\/([a-z0-9-]{1,200})$/.exec(path)
  if (job?.[1]) return { job: job[1] }
  const chat = /^\/api\/chat\/business\/([a-z0-9-]{1,200})$/.exec(path)
  if (chat?.[1]) return { business: chat[1] }
  const livestream = /^\/api\/livestreams\/([1-9]\d{0,9})$/.exec(path)
  if (livestream?.[1]) return { livestream: Number(livestream[1]) }
  return null
}

/**
 * The companies a widget's read counts for. A livestream names no company: it counts for the
 * companies on its stage whose embeds already ran on that origin (their own site).
 */
async function subjectBusinesses(db: Db, subject: WidgetSubject, origin: string): Promise<number[]> {
  if ('business' in subject) {
    const row = await db.selectFrom('businesses').select('id').where('slug', '=', subject.business).executeTakeFirst()
    return row ? [row.id] : []
  }
  if ('job' in subject) {
    const row = await db.selectFrom('jobs').select('business_id').where('slug', '=', subject.job).executeTakeFirst()
    return row ? [row.business_id] : []
  }
  const rows = await db
    .selectFrom('livestream_appearances as a')
    .innerJoin('embed_origin_days as o', 'o.business_id', 'a.business_id')
    .select('a.business_id')
    .distinct()
    .where('a.livestream_id', '=', subject.livestream)
    .where('o.origin', '=', origin)
    .execute()
  return rows.flatMap((row) => (row.business_id === null ? [] : [row.business_id]))
}

/**
 * Counts the loads of embeds from the widgets' own reads (issue #15 item 3, docs/einblick.md): a
 * successful GET of a company's job list, one of its jobs (the card: a load and a job view) or its
 * chat, sent from a foreign origin. Only the origin is kept — no path, visitor, cookie or IP.
 */
export function embedOriginMiddleware(context: AppContext & { now: () => number }): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if (c.req.method !== 'GET' || c.res.status !== 200) return
    const subject = widgetSubject(c)
    if (!subject) return
    const origin = embedOriginOf(c.req.raw.headers, context.config.publicUrl)
    if (!origin) return
    const { db } = context
    try {
      for (const businessId of await subjectBusinesses(db, subject, origin)) {
        const input = { businessId, origin, now: context.now() }
        await countEmbedOrigin(db, { ...input, count: 'loads' })
        if ('job' in subject) await countEmbedOrigin(db, { ...input, count: 'job_views' })
      }
    } catch (error) {
      console.warn('[einblick] Einbindungs-Origin nicht gezählt:', error instanceof Error ? error.message : error)
    }
  }
}

/** The company's origins of the last EMBED_ORIGIN_DAYS days, most loads first. */
export async function listEmbedOrigins(db: Db, businessId: number, now: number): Promise<EmbedOrigin[]> {
  const since = dayOf(now - (EMBED_ORIGIN_DAYS - 1) * 86_400_000)
  const rows = await db
    .selectFrom('embed_origin_days')
    .select([
      'origin',
      sql<string>`min(first_seen)`.as('first_seen'),
      sql<string>`max(last_seen)`.as('last_seen'),
      sql<number>`sum(loads)`.as('loads'),
      sql<number>`sum(job_views)`.as('job_views'),
      sql<number>`sum(interests)`.as('interests'),
    ])
    .where('business_id', '=', businessId)
    .where('day', '>=', since)
    .groupBy('origin')
    .execute()
  return rows
    .map((row) => ({
      origin: row.origin,
      first_seen: row.first_seen,
      last_seen: row.last_seen,
      loads: Number(row.loads),
      job_views: Number(row.job_views),
      interests: Number(row.interests),
    }))
    .sort((a, b) => b.loads - a.loads || b.last_seen.localeCompare(a.last_seen) || a.origin.localeCompare(b.origin))
}

/** Whether the company's embeds have run on this origin before (any day). */
async function knownOrigin(db: Db, businessId: number, origin: string): Promise<boolean> {
  const row = await db
    .selectFrom('embed_origin_days')
    .select('day')
    .where('business_id', '=', businessId)
    .where('origin', '=', origin)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * The server-rendered pages: an iframe embed (`/embed/jobs?business=…`, `/embed/businesses?business=…`,
 * `…/uebersicht_embed`, `…/card_embed`) loaded in a foreign page counts a load (its Referer names the
 * host page's origin); a job page opened from a foreign origin where the company's embeds already run
 * (a visitor clicked a job in an embed) counts a job view. Search engines and other links to a job
 * page are not embeds and are not counted.
 */
export async function countEmbedPage(
  context: AppContext & { now: () => number },
  headers: Headers,
  page: { kind: 'embed' | 'job'; businessSlug: string | null },
): Promise<void> {
  if (!page.businessSlug) return
  const origin = embedOriginOf(headers, context.config.publicUrl)
  if (!origin) return
  const { db } = context
  try {
    const business = await db
      .selectFrom('businesses')
      .select('id')
      .where('slug', '=', page.businessSlug)
      .executeTakeFirst()
    if (!business) return
    const input = { businessId: business.id, origin, now: context.now() }
    if (page.kind === 'embed') await countEmbedOrigin(db, { ...input, count: 'loads' })
    else if (await knownOrigin(db, business.id, origin)) await countEmbedOrigin(db, { ...input, count: 'job_views' })
  } catch (error) {
    console.warn('[einblick] Einbindungs-Origin nicht gezählt:', error instanceof Error ? error.message : error)
  }
}
