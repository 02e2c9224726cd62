import { foldGerman } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import { isUniqueViolation } from '../accounts/unique-violation.ts'
import { sessionOf } from '../auth/access-check.ts'
import type { AccountContext } from '../auth/account-context.ts'
import type { AuthServices } from '../auth/auth-services.ts'
import { HttpError } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'

const REGION_NOT_FOUND = 'Diese Region gibt es nicht.'
const NOT_OWN_REGION = 'Schulen legst Du nur in Deiner eigenen Region an.'
const ALREADY_LISTED = 'Diese Schule steht schon in der Liste. Wähle sie dort aus.'
/** A region's list is short; the whole platform's is capped. */
const LIST_MAX = 1000

type SchoolBaseEntry = {
  id: number | null
  name: string
  region_slug: string | null
  city: string | null
  school_slug: string | null
}

/**
 * SPEC §7 GET /api/schoolbases (region_slug) and POST /api/school_bases/ (name), docs/schools.md
 * „Schulbasen“. A region's list is its schools with a profile (the schools of the region's channel,
 * as /api/search/schoolbase answers them) and the school bases named in it, by name. Anyone logged in
 * but a company may name a missing school; a region account only in its own region.
 */
export function registerSchoolBaseRoutes(app: Hono, context: AccountContext, services: AuthServices): void {
  const { db, now } = context

  async function regionBySlug(slug: string) {
    const region = await db
      .selectFrom('regions')
      .select(['id', 'slug', 'channel_id'])
      .where('slug', '=', slug)
      .executeTakeFirst()
    if (!region) throw new HttpError(404, REGION_NOT_FOUND, { region_slug: [REGION_NOT_FOUND] })
    return region
  }

  /** Every entry of one region (or, without one, of the whole platform), by name. */
  async function listed(region: { id: number; slug: string; channel_id: number } | null): Promise<SchoolBaseEntry[]> {
    let schools = db
      .selectFrom('schools as s')
      .leftJoin('regions as r', 'r.channel_id', 's.channel_id')
      .select(['s.name', 's.city', 's.slug', 'r.slug as region_slug'])
    if (region) schools = schools.where('s.channel_id', '=', region.channel_id)
    let bases = db
      .selectFrom('school_bases as b')
      .leftJoin('regions as r', 'r.id', 'b.region_id')
      .select(['b.id', 'b.name', 'r.slug as region_slug'])
    if (region) bases = bases.where('b.region_id', '=', region.id)
    const [schoolRows, baseRows] = await Promise.all([
      schools.limit(LIST_MAX).execute(),
      bases.limit(LIST_MAX).execute(),
    ])
    const entries: SchoolBaseEntry[] = [
      ...schoolRows.map((row) => ({
        id: null,
        name: row.name,
        region_slug: row.region_slug,
        city: row.city,
        school_slug: row.slug,
      })),
      ...baseRows.map((row) => ({
        id: row.id,
        name: row.name,
        region_slug: row.region_slug,
        city: null,
        school_slug: null,
      })),
    ]
    return entries.sort((a, b) => a.name.localeCompare(b.name, 'de')).slice(0, LIST_MAX)
  }

  registerRoute(app, contract.schoolBases, async ({ query }) => {
    const region = query.region_slug ? await regionBySlug(query.region_slug) : null
    return { data: await listed(region) }
  })

  registerRoute(app, contract.createSchoolBase, async ({ session, body }) => {
    const { user } = sessionOf(session)
    // A region account names schools of its own region; given another region, it is refused.
    if (user.region && body.region_slug && body.region_slug !== user.region.slug)
      throw new HttpError(403, NOT_OWN_REGION, { region_slug: [NOT_OWN_REGION] })
    const regionSlug = user.region ? user.region.slug : (body.region_slug ?? null)
    const region = regionSlug ? await regionBySlug(regionSlug) : null
    const folded = foldGerman(body.name)
    const alreadyListed = () => new HttpError(422, ALREADY_LISTED, { name: [ALREADY_LISTED] })
    if ((await listed(region)).some((entry) => foldGerman(entry.name) === folded)) throw alreadyListed()
    await services.limiter.consume('schoolBases', user.id)
    const row = await db
      .insertInto('school_bases')
      .values({
        name: body.name,
        folded,
        region_id: region?.id ?? null,
        created_by_user_id: user.id,
        created_at: new Date(now()).toISOString(),
      })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow()
      // A parallel request named the same school first: the unique index decided.
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw alreadyListed()
        throw error
      })
    return { data: { id: row.id, name: row.name, region_slug: region?.slug ?? null, city: null, school_slug: null } }
  })
}
