import { randomBytes } from 'node:crypto'
import { canEditEvents, DEFAULT_SEARCH_CHANNEL, isAdmin, slugify } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import { isUniqueViolation } from '../accounts/unique-violation.ts'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import { withClock } from '../auth/account-context.ts'
import type { SessionUser } from '../auth/session-user.ts'
import { announceMessage } from '../chat/chat-announce.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { selectEvents, toEvent } from '../listings/listing-mappers.ts'
import { insertEventCreatedMessages } from '../regions/event-created-messages.ts'
import { loadPosts, toPost } from '../search/post-search.ts'

const POST_NOT_FOUND = 'Diesen Beitrag gibt es nicht.'
const EVENT_NOT_FOUND = 'Dieses Event gibt es nicht.'
const NOT_OWN_POST = 'Das ist nicht Dein Beitrag.'
const CHANNEL_NOT_OWN = 'In diesem Kanal darfst Du nicht veröffentlichen.'

/** SPEC §6 editEvents (a school or region in its own channel), and the admin in every channel (/admin/event/erstellen). */
function mayEditEvents(user: SessionUser, channelSlug: string): boolean {
  return isAdmin(user) || canEditEvents(user, channelSlug)
}

type Db = AppContext['db']

interface Author {
  type: 'business' | 'school' | 'region'
  column: 'business_id' | 'school_id' | 'region_id'
  id: number
  /** Channel ids the author may post in, by slug. */
  channels: Map<string, number>
  defaultChannel: string
  place: { city: string | null; latitude: number | null; longitude: number | null }
}

/** Who writes: the caller's business, school or region, its channels and its place. */
export async function authorOf(db: Db, user: SessionUser): Promise<Author> {
  if (user.business) {
    const [channels, site] = await Promise.all([
      db
        .selectFrom('business_site_channels as bc')
        .innerJoin('business_sites as s', 's.id', 'bc.business_site_id')
        .innerJoin('channels as c', 'c.id', 'bc.channel_id')
        .select(['c.slug', 'c.id'])
        .where('s.business_id', '=', user.business.id)
        .execute(),
      db
        .selectFrom('business_sites')
        .select(['city', 'latitude', 'longitude'])
        .where('business_id', '=', user.business.id)
        .orderBy('is_main', 'desc')
        .orderBy('id')
        .executeTakeFirst(),
    ])
    const map = new Map(channels.map((c) => [c.slug, c.id]))
    const oabat = await db
      .selectFrom('channels')
      .select('id')
      .where('slug', '=', DEFAULT_SEARCH_CHANNEL)
      .executeTakeFirst()
    if (oabat) map.set(DEFAULT_SEARCH_CHANNEL, oabat.id)
    return {
      type: 'business',
      column: 'business_id',
      id: user.business.id,
      channels: map,
      defaultChannel: DEFAULT_SEARCH_CHANNEL,
      place: site ?? { city: null, latitude: null, longitude: null },
    }
  }
  const school = user.school
  const region = user.region
  const owner = school ?? region
  if (!owner) throw new HttpError(403, CHANNEL_NOT_OWN)
  const row = school
    ? await db
        .selectFrom('schools as s')
        .leftJoin('channels as c', 'c.id', 's.channel_id')
        .select(['s.city', 's.latitude', 's.longitude', 'c.id as channel_id', 'c.slug as channel'])
        .where('s.id', '=', school.id)
        .executeTakeFirstOrThrow()
    : await db
        .selectFrom('regions as r')
        .innerJoin('channels as c', 'c.id', 'r.channel_id')
        .select(['r.name as city', 'r.latitude', 'r.longitude', 'c.id as channel_id', 'c.slug as channel'])
        .where('r.id', '=', owner.id)
        .executeTakeFirstOrThrow()
  const channels = new Map<string, number>()
  if (row.channel && row.channel_id !== null) channels.set(row.channel, row.channel_id)
  return {
    type: school ? 'school' : 'region',
    column: school ? 'school_id' : 'region_id',
    id: owner.id,
    channels,
    defaultChannel: row.channel ?? '',
    place: { city: row.city, latitude: row.latitude, longitude: row.longitude },
  }
}

async function postAnswer(db: Db, slug: string) {
  const row = (await loadPosts(db)).find((post) => post.slug === slug)
  if (!row) throw notFound(POST_NOT_FOUND)
  return { data: toPost(row) }
}

async function ownPost(db: Db, user: SessionUser, slug: string) {
  const row = await db.selectFrom('posts').selectAll().where('slug', '=', slug).executeTakeFirst()
  if (!row) throw notFound(POST_NOT_FOUND)
  const author = await authorOf(db, user)
  if (row.author_type !== author.type || row[author.column] !== author.id) throw new HttpError(403, NOT_OWN_POST)
  return row
}

async function uniqueSlug(db: Db, table: 'posts' | 'events', title: string): Promise<string> {
  const base = slugify(title).slice(0, 80).replace(/-+$/, '') || 'eintrag'
  for (;;) {
    const slug = `${base}-${randomBytes(3).toString('hex')}`
    const taken = await db.selectFrom(table).select('id').where('slug', '=', slug).executeTakeFirst()
    if (!taken) return slug
  }
}

async function channelId(db: Db, slug: string): Promise<number> {
  const row = await db.selectFrom('channels').select('id').where('slug', '=', slug).executeTakeFirst()
  if (!row) throw new HttpError(422, 'Diesen Kanal gibt es nicht.', { channel: ['Diesen Kanal gibt es nicht.'] })
  return row.id
}

/** SPEC §7 Posts and events: the writing calls (the reads are in listings/). */
export function registerPostWriteRoutes(app: Hono, appContext: AppContext): void {
  const context = withClock(appContext)
  const { db } = context
  const nowIso = () => new Date(context.now()).toISOString()

  registerRoute(app, contract.createPost, async ({ session, body }) => {
    const author = await authorOf(db, sessionOf(session).user)
    const channel = body.post.channel ?? author.defaultChannel
    const channelIdOfPost = author.channels.get(channel)
    if (channelIdOfPost === undefined) throw new HttpError(403, CHANNEL_NOT_OWN)
    const slug = await uniqueSlug(db, 'posts', body.post.title)
    const now = nowIso()
    await db
      .insertInto('posts')
      .values({
        slug,
        title: body.post.title,
        teaser: body.post.teaser || body.post.body.slice(0, 200),
        body: body.post.body,
        author_type: author.type,
        business_id: author.type === 'business' ? author.id : null,
        school_id: author.type === 'school' ? author.id : null,
        region_id: author.type === 'region' ? author.id : null,
        channel_id: channelIdOfPost,
        city: author.place.city,
        latitude: author.place.latitude,
        longitude: author.place.longitude,
        published_at: now,
        created_at: now,
      })
      .execute()
    return postAnswer(db, slug)
  })

  registerRoute(app, contract.updatePost, async ({ session, params, body }) => {
    const row = await ownPost(db, sessionOf(session).user, params.slug)
    const changes: { title?: string; teaser?: string; body?: string } = {}
    if (body.post.title !== undefined) changes.title = body.post.title
    if (body.post.teaser !== undefined) changes.teaser = body.post.teaser
    if (body.post.body !== undefined) changes.body = body.post.body
    if (Object.keys(changes).length > 0) await db.updateTable('posts').set(changes).where('id', '=', row.id).execute()
    return postAnswer(db, row.slug)
  })

  registerRoute(app, contract.deletePost, async ({ session, params }) => {
    const row = await ownPost(db, sessionOf(session).user, params.slug)
    await db.deleteFrom('posts').where('id', '=', row.id).execute()
    return { message: 'Der Beitrag wurde gelöscht.' }
  })

  registerRoute(app, contract.createEvent, async ({ session, body }) => {
    const user = sessionOf(session).user
    if (!mayEditEvents(user, body.channel)) throw new HttpError(403, CHANNEL_NOT_OWN)
    const channel = await channelId(db, body.channel)
    const slug = await uniqueSlug(db, 'events', body.title)
    const now = nowIso()
    // The event and its „Neues Event“ messages to the channel's members are stored together.
    const store = () =>
      db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('events')
          .values({
            slug,
            title: body.title,
            description: body.description,
            start_at: new Date(body.start_at).toISOString(),
            end_at: body.end_at ? new Date(body.end_at).toISOString() : null,
            city: body.city ?? null,
            channel_id: channel,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const sent = await insertEventCreatedMessages(trx, {
          authorId: user.id,
          channelId: channel,
          title: body.title,
          startAt: body.start_at,
          url: `${context.config.publicUrl}/event/${slug}`,
          now,
        })
        return { id: Number(inserted.id), sent }
      })
    // A first chat message of the same pair at the same moment wins pair_key; once more finds it.
    const stored = await store().catch((error: unknown) => {
      if (isUniqueViolation(error)) return store()
      throw error
    })
    for (const sent of stored.sent) await announceMessage(context, sent)
    const row = await selectEvents(db).where('e.id', '=', stored.id).executeTakeFirstOrThrow()
    return { data: toEvent(row) }
  })

  registerRoute(app, contract.updateEvent, async ({ session, params, body }) => {
    const existing = await selectEvents(db).where('e.id', '=', params.eventId).executeTakeFirst()
    if (!existing) throw notFound(EVENT_NOT_FOUND)
    if (!mayEditEvents(sessionOf(session).user, existing.channel)) throw new HttpError(403, CHANNEL_NOT_OWN)
    const changes: Record<string, string | null> = {}
    if (body.title !== undefined) changes.title = body.title
    if (body.description !== undefined) changes.description = body.description
    if (body.start_at !== undefined) changes.start_at = new Date(body.start_at).toISOString()
    if (body.end_at !== undefined) changes.end_at = body.end_at ? new Date(body.end_at).toISOString() : null
    if (body.city !== undefined) changes.city = body.city
    const start = changes.start_at ?? existing.start_at
    const end = changes.end_at === undefined ? existing.end_at : changes.end_at
    if (end && start && end < start) {
      throw new HttpError(422, 'Das Ende liegt vor dem Beginn.', { end_at: ['Das Ende liegt vor dem Beginn.'] })
    }
    if (Object.keys(changes).length > 0)
      await db.updateTable('events').set(changes).where('id', '=', existing.id).execute()
    const row = await selectEvents(db).where('e.id', '=', existing.id).executeTakeFirstOrThrow()
    return { data: toEvent(row) }
  })
}
