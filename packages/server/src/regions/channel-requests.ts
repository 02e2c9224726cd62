import { type BusinessChannel, type ChannelRequest, isAdmin } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import { isUniqueViolation } from '../accounts/unique-violation.ts'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import { withClock } from '../auth/account-context.ts'
import { limiterOf } from '../auth/app-limiter.ts'
import type { SessionUser } from '../auth/session-user.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'

type Db = AppContext['db']

const NO_BUSINESS = 'Nur Unternehmen können Channels beitreten.'
const SITE_NOT_FOUND = 'Diesen Standort gibt es nicht.'
const NOT_OWN_SITE = 'Dieser Standort gehört nicht Deinem Unternehmen.'
const CHANNEL_NOT_FOUND = 'Diesen Channel gibt es nicht.'
const NOT_A_REGION_CHANNEL = 'Beitreten kannst Du nur dem Channel einer Region.'
const ALREADY_MEMBER = 'Dieser Standort ist schon in diesem Channel.'
const ALREADY_REQUESTED = 'Für diesen Standort hast Du den Beitritt schon angefragt.'
const NOT_A_MEMBER = 'Dieser Standort ist nicht in diesem Channel.'
const REQUEST_NOT_FOUND = 'Diese Anfrage gibt es nicht.'
const NOT_OWN_CHANNEL = 'Diese Anfrage richtet sich nicht an Deine Region.'
const ALREADY_ANSWERED = 'Diese Anfrage ist schon beantwortet.'

function ownBusiness(user: SessionUser) {
  if (!user.business) throw new HttpError(403, NO_BUSINESS)
  return user.business
}

/** One of the caller's sites: unknown 404, another company's 403 (the field for a body). */
async function ownSite(db: Db, businessId: number, siteId: number, field?: string) {
  const site = await db
    .selectFrom('business_sites')
    .select(['id', 'business_id'])
    .where('id', '=', siteId)
    .executeTakeFirst()
  if (!site) {
    if (field) throw new HttpError(422, SITE_NOT_FOUND, { [field]: [SITE_NOT_FOUND] })
    throw notFound(SITE_NOT_FOUND)
  }
  if (site.business_id !== businessId) throw new HttpError(403, NOT_OWN_SITE)
  return site
}

function selectRequests(db: Db) {
  return db
    .selectFrom('channel_requests as r')
    .innerJoin('channels as c', 'c.id', 'r.channel_id')
    .innerJoin('business_sites as s', 's.id', 'r.business_site_id')
    .innerJoin('businesses as b', 'b.id', 's.business_id')
    .select([
      'r.id',
      'r.status',
      'r.channel_id',
      'r.business_site_id',
      'r.created_at',
      'r.decided_at',
      'c.slug as channel_slug',
      'c.name as channel_name',
      's.name as site_name',
      's.city',
      'b.id as business_id',
      'b.slug as business_slug',
      'b.name as business_name',
    ])
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number]

function toRequest(row: RequestRow): ChannelRequest {
  return {
    id: row.id,
    status: row.status,
    channel: { slug: row.channel_slug, name: row.channel_name },
    site: { id: row.business_site_id, name: row.site_name, city: row.city },
    business: { id: row.business_id, slug: row.business_slug, name: row.business_name },
    created_at: row.created_at,
    decided_at: row.decided_at,
  }
}

async function requestById(db: Db, id: number): Promise<RequestRow> {
  const row = await selectRequests(db).where('r.id', '=', id).executeTakeFirst()
  if (!row) throw notFound(REQUEST_NOT_FOUND)
  return row
}

/** The channels the company's sites are in, with the channel's owner and the fairs held in it. */
async function loadBusinessChannels(db: Db, businessId: number): Promise<BusinessChannel[]> {
  const rows = await db
    .selectFrom('business_site_channels as bc')
    .innerJoin('business_sites as s', 's.id', 'bc.business_site_id')
    .innerJoin('channels as c', 'c.id', 'bc.channel_id')
    .select(['c.id as channel_id', 'c.slug', 'c.name', 's.id as site_id', 's.name as site_name', 'bc.is_active'])
    .where('s.business_id', '=', businessId)
    .orderBy('c.name')
    .orderBy('s.name')
    .orderBy('s.id')
    .execute()
  const channelIds = [...new Set(rows.map((row) => row.channel_id))]
  if (channelIds.length === 0) return []
  const [regions, schools, fairs] = await Promise.all([
    db.selectFrom('regions').select(['channel_id', 'name', 'slug']).where('channel_id', 'in', channelIds).execute(),
    db.selectFrom('schools').select(['channel_id', 'name', 'slug']).where('channel_id', 'in', channelIds).execute(),
    db
      .selectFrom('job_fairs')
      .select(['id', 'channel_id', 'name', 'slug', 'start_at'])
      .where('channel_id', 'in', channelIds)
      .orderBy('start_at')
      .execute(),
  ])
  const channels = new Map<number, BusinessChannel>()
  for (const row of rows) {
    let channel = channels.get(row.channel_id)
    if (!channel) {
      const region = regions.find((r) => r.channel_id === row.channel_id)
      const school = schools.find((s) => s.channel_id === row.channel_id)
      channel = {
        slug: row.slug,
        name: row.name,
        owner: region
          ? { kind: 'region', name: region.name, slug: region.slug }
          : school
            ? { kind: 'school', name: school.name, slug: school.slug }
            : null,
        sites: [],
        fairs: fairs
          .filter((fair) => fair.channel_id === row.channel_id)
          .map((fair) => ({ id: fair.id, name: fair.name, slug: fair.slug, date: fair.start_at })),
      }
      channels.set(row.channel_id, channel)
    }
    channel.sites.push({ id: row.site_id, name: row.site_name, is_active: row.is_active === 1 })
  }
  return [...channels.values()]
}

/** The region's channel (a region account), or any channel for the admin. */
async function mayAnswer(db: Db, user: SessionUser, channelId: number): Promise<void> {
  if (isAdmin(user)) return
  if (!user.region) throw new HttpError(403, NOT_OWN_CHANNEL)
  const region = await db
    .selectFrom('regions')
    .select('channel_id')
    .where('id', '=', user.region.id)
    .executeTakeFirstOrThrow()
  if (region.channel_id !== channelId) throw new HttpError(403, NOT_OWN_CHANNEL)
}

/**
 * Issue #15 item 4 (docs/regions.md „Beitrittsanfragen“): a company's channels, its requests to join a
 * region's channel, leaving one, and the region's answer. An accepted request puts the site into the
 * channel, active, in the same transaction; a request is answered once (409 after).
 */
export function registerChannelRequestRoutes(app: Hono, appContext: AppContext): void {
  const context = withClock(appContext)
  const { db } = context
  const nowIso = () => new Date(context.now()).toISOString()

  registerRoute(app, contract.businessChannels, async ({ session }) => {
    const business = ownBusiness(sessionOf(session).user)
    const [channels, requests, choices, sites] = await Promise.all([
      loadBusinessChannels(db, business.id),
      selectRequests(db).where('b.id', '=', business.id).orderBy('r.id', 'desc').execute(),
      db
        .selectFrom('regions as r')
        .innerJoin('channels as c', 'c.id', 'r.channel_id')
        .select(['c.slug', 'c.name', 'r.name as region'])
        .orderBy('r.name')
        .execute(),
      db
        .selectFrom('business_sites')
        .select(['id', 'name', 'city'])
        .where('business_id', '=', business.id)
        .orderBy('name')
        .orderBy('id')
        .execute(),
    ])
    return { data: { channels, requests: requests.map(toRequest), choices, sites } }
  })

  registerRoute(app, contract.createChannelRequest, async ({ session, body }) => {
    const user = sessionOf(session).user
    const business = ownBusiness(user)
    await limiterOf(appContext).consume('channelRequests', user.id)
    const site = await ownSite(db, business.id, body.business_site_id, 'business_site_id')
    const channel = await db
      .selectFrom('channels as c')
      .leftJoin('regions as r', 'r.channel_id', 'c.id')
      .select(['c.id', 'r.id as region_id'])
      .where('c.slug', '=', body.channel)
      .executeTakeFirst()
    if (!channel) throw new HttpError(422, CHANNEL_NOT_FOUND, { channel: [CHANNEL_NOT_FOUND] })
    if (channel.region_id === null) throw new HttpError(422, NOT_A_REGION_CHANNEL, { channel: [NOT_A_REGION_CHANNEL] })
    const now = nowIso()
    const id = await db
      .transaction()
      .execute(async (trx) => {
        const member = await trx
          .selectFrom('business_site_channels')
          .select('is_active')
          .where('business_site_id', '=', site.id)
          .where('channel_id', '=', channel.id)
          .executeTakeFirst()
        if (member) throw new HttpError(409, ALREADY_MEMBER)
        const existing = await trx
          .selectFrom('channel_requests')
          .select(['id', 'status'])
          .where('business_site_id', '=', site.id)
          .where('channel_id', '=', channel.id)
          .executeTakeFirst()
        if (existing?.status === 'open') throw new HttpError(409, ALREADY_REQUESTED)
        // A declined request, or one accepted before the site left, is asked again (one row per pair).
        if (existing) {
          await trx
            .updateTable('channel_requests')
            .set({ status: 'open', requested_by: user.id, created_at: now, decided_at: null })
            .where('id', '=', existing.id)
            .execute()
          return existing.id
        }
        const inserted = await trx
          .insertInto('channel_requests')
          .values({
            business_site_id: site.id,
            channel_id: channel.id,
            requested_by: user.id,
            status: 'open',
            created_at: now,
            decided_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        return Number(inserted.id)
      })
      .catch((error: unknown) => {
        // Two requests at the same moment: the other one is stored.
        if (isUniqueViolation(error)) throw new HttpError(409, ALREADY_REQUESTED)
        throw error
      })
    return { data: toRequest(await requestById(db, id)) }
  })

  registerRoute(app, contract.leaveChannel, async ({ session, params }) => {
    const business = ownBusiness(sessionOf(session).user)
    const site = await ownSite(db, business.id, params.id)
    const channel = await db.selectFrom('channels').select('id').where('slug', '=', params.channel).executeTakeFirst()
    if (!channel) throw notFound(CHANNEL_NOT_FOUND)
    const removed = await db
      .deleteFrom('business_site_channels')
      .where('business_site_id', '=', site.id)
      .where('channel_id', '=', channel.id)
      .executeTakeFirst()
    if (Number(removed.numDeletedRows) === 0) throw notFound(NOT_A_MEMBER)
    context.searchCache.clear()
    return { message: 'Der Standort ist nicht mehr in diesem Channel.' }
  })

  registerRoute(app, contract.regionMemberRequests, async ({ session }) => {
    const user = sessionOf(session).user
    let open = selectRequests(db).where('r.status', '=', 'open')
    // The admin sees every channel's open requests (/admin/uebersicht); a region its own channel's.
    if (!isAdmin(user)) {
      if (!user.region) throw new HttpError(403, NOT_OWN_CHANNEL)
      const region = await db
        .selectFrom('regions')
        .select('channel_id')
        .where('id', '=', user.region.id)
        .executeTakeFirstOrThrow()
      open = open.where('r.channel_id', '=', region.channel_id)
    }
    const rows = await open.orderBy('r.created_at').orderBy('r.id').execute()
    return { data: rows.map(toRequest) }
  })

  const answer = async (user: SessionUser, id: number, status: 'accepted' | 'declined') => {
    const request = await requestById(db, id)
    await mayAnswer(db, user, request.channel_id)
    await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('channel_requests')
        .set({ status, decided_at: nowIso() })
        .where('id', '=', request.id)
        .where('status', '=', 'open')
        .executeTakeFirst()
      if (Number(updated.numUpdatedRows) === 0) throw new HttpError(409, ALREADY_ANSWERED)
      if (status !== 'accepted') return
      const activated = await trx
        .updateTable('business_site_channels')
        .set({ is_active: 1 })
        .where('business_site_id', '=', request.business_site_id)
        .where('channel_id', '=', request.channel_id)
        .executeTakeFirst()
      if (Number(activated.numUpdatedRows) === 0)
        await trx
          .insertInto('business_site_channels')
          .values({ business_site_id: request.business_site_id, channel_id: request.channel_id, is_active: 1 })
          .execute()
    })
    if (status === 'accepted') context.searchCache.clear()
    return { data: toRequest(await requestById(db, request.id)) }
  }

  registerRoute(app, contract.acceptMemberRequest, ({ session, params }) =>
    answer(sessionOf(session).user, params.id, 'accepted'),
  )
  registerRoute(app, contract.declineMemberRequest, ({ session, params }) =>
    answer(sessionOf(session).user, params.id, 'declined'),
  )
}
