import { eventToIcs, icsFileName, isAdmin, type RegionMember, type RegionSchool, schoolProfilePath } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import { withClock } from '../auth/account-context.ts'
import type { SessionUser } from '../auth/session-user.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { idOrSlug, loadRegions, selectEvents } from '../listings/listing-mappers.ts'

type Db = AppContext['db']

const REGION_NOT_FOUND = 'Diese Region gibt es nicht.'
const NOT_OWN_REGION = 'Das ist nicht Deine Region.'
const CHANNEL_NOT_FOUND = 'Diesen Kanal gibt es nicht.'
const NOT_OWN_CHANNEL = 'Das ist nicht der Kanal Deiner Region.'
const SITE_NOT_FOUND = 'Diesen Standort gibt es nicht.'
const NOT_A_MEMBER = 'Dieser Standort ist nicht im Kanal.'
const SCHOOL_NOT_FOUND = 'Diese Schule gibt es nicht.'
const SCHOOL_NOT_IN_REGION = 'Diese Schule gehört nicht zu Deiner Region.'
const SCHOOL_ALREADY_IN_REGION = 'Diese Schule gehört schon zu Deiner Region.'
const EVENT_NOT_FOUND = 'Dieses Event gibt es nicht.'

/** The caller's own region row (the region account's), with its channel. */
async function ownRegion(db: Db, user: SessionUser) {
  if (!user.region) throw new HttpError(403, NOT_OWN_REGION)
  return db
    .selectFrom('regions')
    .select(['id', 'slug', 'channel_id'])
    .where('id', '=', user.region.id)
    .executeTakeFirstOrThrow()
}

/** A region named by id or slug in the path; a region account may only name its own (admin: any). */
async function namedRegion(db: Db, user: SessionUser, value: string) {
  const key = idOrSlug(value)
  let query = db.selectFrom('regions').select(['id', 'slug', 'channel_id'])
  query = 'id' in key ? query.where('id', '=', key.id) : query.where('slug', '=', key.slug)
  const region = await query.executeTakeFirst()
  if (!region) throw notFound(REGION_NOT_FOUND)
  if (!isAdmin(user) && user.region?.id !== region.id) throw new HttpError(403, NOT_OWN_REGION)
  return region
}

/** A channel named by slug; a region account may only name its region's channel (admin: any). */
async function namedChannel(db: Db, user: SessionUser, slug: string): Promise<number> {
  const channel = await db.selectFrom('channels').select('id').where('slug', '=', slug).executeTakeFirst()
  if (!channel) throw notFound(CHANNEL_NOT_FOUND)
  if (isAdmin(user)) return channel.id
  const region = await ownRegion(db, user)
  if (region.channel_id !== channel.id) throw new HttpError(403, NOT_OWN_CHANNEL)
  return channel.id
}

function selectSiteMembers(db: Db) {
  return db
    .selectFrom('business_site_channels as bc')
    .innerJoin('business_sites as s', 's.id', 'bc.business_site_id')
    .innerJoin('businesses as b', 'b.id', 's.business_id')
    .select([
      'bc.business_site_id',
      'bc.channel_id',
      'bc.is_active',
      's.name as site_name',
      's.city',
      'b.id as business_id',
      'b.slug as business_slug',
      'b.name as business_name',
    ])
}

type SiteMemberRow = Awaited<ReturnType<ReturnType<typeof selectSiteMembers>['execute']>>[number]

function toMember(row: Omit<SiteMemberRow, 'channel_id'>): RegionMember {
  return {
    business_site_id: row.business_site_id,
    site_name: row.site_name,
    city: row.city,
    business: { id: row.business_id, slug: row.business_slug, name: row.business_name },
    is_active: row.is_active === 1,
  }
}

function selectRegionSchools(db: Db) {
  return db
    .selectFrom('region_schools as rs')
    .innerJoin('schools as s', 's.id', 'rs.school_id')
    .select(['rs.region_id', 's.id', 's.slug', 's.name', 's.type', 's.city'])
}

function toRegionSchool(row: { id: number; slug: string; name: string; type: string; city: string }): RegionSchool {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    type: row.type,
    city: row.city,
    url: schoolProfilePath(row.slug),
  }
}

/** LIKE pattern of a search term, with its wildcards taken literally. */
function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** Issue #14 item 5 (docs/regions.md): the region area's calls and the iCalendar download of every event. */
export function registerRegionAreaRoutes(app: Hono, appContext: AppContext): void {
  const context = withClock(appContext)
  const { db } = context

  registerRoute(app, contract.updateRegion, async ({ session, params, body }) => {
    const region = await namedRegion(db, sessionOf(session).user, params.id)
    const changes: { description?: string | null; about?: string | null } = {}
    if (body.description !== undefined) changes.description = body.description
    if (body.about !== undefined) changes.about = body.about
    if (Object.keys(changes).length > 0)
      await db.updateTable('regions').set(changes).where('id', '=', region.id).execute()
    const [answer] = await loadRegions(db, { id: region.id })
    if (!answer) throw notFound(REGION_NOT_FOUND)
    return { data: answer }
  })

  registerRoute(app, contract.regionMembers, async ({ session }) => {
    const region = await ownRegion(db, sessionOf(session).user)
    const rows = await selectSiteMembers(db)
      .where('bc.channel_id', '=', region.channel_id)
      .orderBy('b.name')
      .orderBy('s.name')
      .orderBy('s.id')
      .execute()
    return { data: rows.map(toMember) }
  })

  registerRoute(app, contract.regionMemberCandidates, async ({ session, query }) => {
    const region = await ownRegion(db, sessionOf(session).user)
    const pattern = likePattern(query.term)
    const rows = await db
      .selectFrom('business_sites as s')
      .innerJoin('businesses as b', 'b.id', 's.business_id')
      .leftJoin('business_site_channels as bc', (join) =>
        join.onRef('bc.business_site_id', '=', 's.id').on('bc.channel_id', '=', region.channel_id),
      )
      .select([
        's.id as business_site_id',
        's.name as site_name',
        's.city',
        'b.id as business_id',
        'b.slug as business_slug',
        'b.name as business_name',
        'bc.is_active',
      ])
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['b.name']), 'like', eb.val(pattern)),
          eb(eb.fn('lower', ['s.name']), 'like', eb.val(pattern)),
        ]),
      )
      .orderBy('b.name')
      .orderBy('s.name')
      .orderBy('s.id')
      .limit(30)
      .execute()
    return {
      data: rows.map((row) => ({
        ...toMember({ ...row, is_active: row.is_active ?? 0 }),
        is_member: row.is_active !== null,
      })),
    }
  })

  registerRoute(app, contract.setBusinessSiteChannel, async ({ session, params, body }) => {
    const channelId = await namedChannel(db, sessionOf(session).user, params.channel)
    const site = await db.selectFrom('business_sites').select('id').where('id', '=', params.id).executeTakeFirst()
    if (!site) throw notFound(SITE_NOT_FOUND)
    const isActive = body.is_active ? 1 : 0
    await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('business_site_channels')
        .set({ is_active: isActive })
        .where('business_site_id', '=', site.id)
        .where('channel_id', '=', channelId)
        .executeTakeFirst()
      if (Number(updated.numUpdatedRows) === 0)
        await trx
          .insertInto('business_site_channels')
          .values({ business_site_id: site.id, channel_id: channelId, is_active: isActive })
          .execute()
    })
    context.searchCache.clear()
    const row = await selectSiteMembers(db)
      .where('bc.business_site_id', '=', site.id)
      .where('bc.channel_id', '=', channelId)
      .executeTakeFirstOrThrow()
    return { data: toMember(row) }
  })

  registerRoute(app, contract.removeBusinessSiteChannel, async ({ session, params }) => {
    const channelId = await namedChannel(db, sessionOf(session).user, params.channel)
    const removed = await db
      .deleteFrom('business_site_channels')
      .where('business_site_id', '=', params.id)
      .where('channel_id', '=', channelId)
      .executeTakeFirst()
    if (Number(removed.numDeletedRows) === 0) throw notFound(NOT_A_MEMBER)
    context.searchCache.clear()
    return { message: 'Der Standort wurde aus dem Kanal entfernt.' }
  })

  registerRoute(app, contract.regionSchools, async ({ session }) => {
    const region = await ownRegion(db, sessionOf(session).user)
    const rows = await selectRegionSchools(db).where('rs.region_id', '=', region.id).orderBy('s.name').execute()
    return { data: rows.map(toRegionSchool) }
  })

  registerRoute(app, contract.addSchoolToRegion, async ({ session, params }) => {
    const region = await namedRegion(db, sessionOf(session).user, params.region)
    const school = await db
      .selectFrom('schools')
      .select(['id', 'slug', 'name', 'type', 'city'])
      .where('id', '=', params.id)
      .executeTakeFirst()
    if (!school) throw notFound(SCHOOL_NOT_FOUND)
    const existing = await db
      .selectFrom('region_schools')
      .select('school_id')
      .where('region_id', '=', region.id)
      .where('school_id', '=', school.id)
      .executeTakeFirst()
    if (existing) throw new HttpError(409, SCHOOL_ALREADY_IN_REGION)
    await db
      .insertInto('region_schools')
      .values({ region_id: region.id, school_id: school.id, created_at: new Date(context.now()).toISOString() })
      .execute()
    return { data: toRegionSchool(school) }
  })

  registerRoute(app, contract.removeSchoolFromRegion, async ({ session, params }) => {
    const region = await namedRegion(db, sessionOf(session).user, params.region)
    const removed = await db
      .deleteFrom('region_schools')
      .where('region_id', '=', region.id)
      .where('school_id', '=', params.id)
      .executeTakeFirst()
    if (Number(removed.numDeletedRows) === 0)
      throw new HttpError(422, SCHOOL_NOT_IN_REGION, { id: [SCHOOL_NOT_IN_REGION] })
    return { message: 'Die Schule gehört nicht mehr zu Deiner Region.' }
  })

  registerRoute(app, contract.eventCalendar, async ({ params, context: http }) => {
    const key = idOrSlug(params.eventId)
    const query = selectEvents(db)
    const row = await ('id' in key
      ? query.where('e.id', '=', key.id)
      : query.where('e.slug', '=', key.slug)
    ).executeTakeFirst()
    if (!row) throw notFound(EVENT_NOT_FOUND)
    const origin = context.config.publicUrl
    const text = eventToIcs(
      {
        uid: `event-${row.id}@${new URL(origin).host}`,
        title: row.title,
        description: row.description,
        startAt: row.start_at,
        endAt: row.end_at,
        location: row.city,
        url: `${origin}/event/${encodeURIComponent(row.slug)}`,
      },
      new Date(context.now()),
    )
    return http.body(text, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${icsFileName(row.slug)}"`,
    })
  })
}
