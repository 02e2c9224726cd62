import { CAMPAIGN_TEMPLATES, type CampaignStatus, type CampaignTemplate, campaignStatus, slugify } from '@oabat/core'
import type { BroadcastRole, Campaign, CampaignInput } from '@oabat/core/contract'
import type { Kysely, Selectable } from 'kysely'
import type { z } from 'zod'
import { imagesById } from '../business-profile/profile-fields.ts'
import type { Database } from '../db/schema.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import type { CampaignsTable } from './campaign-schema.ts'

type Db = Kysely<Database>
type CampaignRow = Selectable<CampaignsTable> & { channel_slug: string | null; channel_name: string | null }
type ParsedInput = z.output<typeof CampaignInput>

export const CAMPAIGN_NOT_FOUND = 'Diese Kampagne gibt es nicht.'
const SLUG_TAKEN = 'Diesen Kurznamen hat schon eine Kampagne. Bitte wähle einen anderen.'
const SLUG_FIXED = 'Der Kurzname bleibt, seit die Kampagne begonnen hat: ihre Links sind schon verteilt.'
const UNKNOWN_CHANNEL = 'Diesen Kanal gibt es nicht.'
const UNKNOWN_IMAGE = 'Dieses Bild gibt es nicht. Bitte lade es noch einmal hoch.'
const PRIVATE_IMAGE = 'Dieses Bild ist privat. Bitte wähle ein öffentliches Bild.'
/** Campaigns per page of the admin's list. */
const PAGE_SIZE = 20

const isTemplate = (value: string): value is CampaignTemplate =>
  (CAMPAIGN_TEMPLATES as readonly string[]).includes(value)

function selectCampaigns(db: Db) {
  return db
    .selectFrom('campaigns')
    .leftJoin('channels', 'channels.id', 'campaigns.target_channel_id')
    .selectAll('campaigns')
    .select(['channels.slug as channel_slug', 'channels.name as channel_name'])
}

async function toCampaigns(db: Db, rows: CampaignRow[], today: string): Promise<Campaign[]> {
  const images = await imagesById(
    db,
    rows.flatMap((row) => (row.image_id === null ? [] : [row.image_id])),
  )
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    template: isTemplate(row.template) ? row.template : 'social_post',
    title: row.title,
    text: row.text,
    cta_label: row.cta_label,
    landing_path: row.landing_path,
    image: row.image_id === null ? null : (images.get(row.image_id) ?? null),
    target_role: row.target_role as BroadcastRole | null,
    target_channel:
      row.channel_slug === null ? null : { slug: row.channel_slug, name: row.channel_name ?? row.channel_slug },
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    status: campaignStatus(row, today),
    broadcast_sent_at: row.broadcast_sent_at,
    broadcast_sent: row.broadcast_sent,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }))
}

export async function findCampaign(db: Db, id: number, today: string): Promise<Campaign> {
  const row = await selectCampaigns(db).where('campaigns.id', '=', id).executeTakeFirst()
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND)
  return (await toCampaigns(db, [row], today))[0] as Campaign
}

export async function findCampaignBySlug(db: Db, slug: string, today: string): Promise<Campaign | null> {
  const row = await selectCampaigns(db).where('campaigns.slug', '=', slug).executeTakeFirst()
  return row ? ((await toCampaigns(db, [row], today))[0] as Campaign) : null
}

export interface CampaignListQuery {
  search?: string
  status?: CampaignStatus
  template?: CampaignTemplate
  sort: '-starts_on' | 'starts_on' | 'name' | '-created_at'
  page: number
}

/** The admin's list: filtered, counted, ordered and paged in the database. */
export async function listCampaigns(db: Db, query: CampaignListQuery, today: string) {
  let filtered = selectCampaigns(db)
  const term = query.search?.replace(/[%_\\]/g, '').toLowerCase()
  if (term)
    filtered = filtered.where((eb) =>
      eb.or([eb(eb.fn('lower', ['campaigns.name']), 'like', `%${term}%`), eb('campaigns.slug', 'like', `%${term}%`)]),
    )
  if (query.template) filtered = filtered.where('campaigns.template', '=', query.template)
  if (query.status === 'planned') filtered = filtered.where('campaigns.starts_on', '>', today)
  if (query.status === 'ended') filtered = filtered.where('campaigns.ends_on', '<', today)
  if (query.status === 'running')
    filtered = filtered.where('campaigns.starts_on', '<=', today).where('campaigns.ends_on', '>=', today)
  const counted = await filtered
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst()
  const total = Number(counted?.n ?? 0)
  const ordered =
    query.sort === 'name'
      ? filtered.orderBy('campaigns.name').orderBy('campaigns.id')
      : query.sort === 'starts_on'
        ? filtered.orderBy('campaigns.starts_on').orderBy('campaigns.id')
        : query.sort === '-created_at'
          ? filtered.orderBy('campaigns.created_at', 'desc').orderBy('campaigns.id', 'desc')
          : filtered.orderBy('campaigns.starts_on', 'desc').orderBy('campaigns.id', 'desc')
  const rows = await ordered
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE)
    .execute()
  return {
    data: await toCampaigns(db, rows, today),
    meta: { current_page: query.page, last_page: Math.max(1, Math.ceil(total / PAGE_SIZE)), total },
  }
}

/** The columns of a campaign from the admin's input; unknown channels and foreign images are 422s. */
async function columnsOf(db: Db, input: ParsedInput) {
  let channelId: number | null = null
  if (input.target_channel) {
    const channel = await db
      .selectFrom('channels')
      .select('id')
      .where('slug', '=', input.target_channel)
      .executeTakeFirst()
    if (!channel) throw new HttpError(422, UNKNOWN_CHANNEL, { target_channel: [UNKNOWN_CHANNEL] })
    channelId = channel.id
  }
  if (input.image_id !== null) {
    const image = await db.selectFrom('images').select('is_private').where('id', '=', input.image_id).executeTakeFirst()
    if (!image) throw new HttpError(422, UNKNOWN_IMAGE, { image_id: [UNKNOWN_IMAGE] })
    if (image.is_private === 1) throw new HttpError(422, PRIVATE_IMAGE, { image_id: [PRIVATE_IMAGE] })
  }
  return {
    name: input.name,
    template: input.template,
    title: input.title,
    text: input.text,
    cta_label: input.cta_label,
    landing_path: input.landing_path,
    image_id: input.image_id,
    target_role: input.target_role,
    target_channel_id: channelId,
    starts_on: input.starts_on,
    ends_on: input.ends_on,
  }
}

async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('campaigns').select('id').where('slug', '=', slug)
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId)
  return (await query.executeTakeFirst()) !== undefined
}

/** A chosen key must be free; one made from the name gets -2, -3 … until it is. */
async function freeSlug(db: Db, input: ParsedInput): Promise<string> {
  if (input.slug) {
    if (await slugTaken(db, input.slug)) throw new HttpError(422, SLUG_TAKEN, { slug: [SLUG_TAKEN] })
    return input.slug
  }
  const base = slugify(input.name).slice(0, 50).replace(/-+$/, '') || 'kampagne'
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`
    if (!(await slugTaken(db, candidate))) return candidate
  }
}

export async function createCampaign(db: Db, input: ParsedInput, adminId: number, now: string, today: string) {
  const columns = await columnsOf(db, input)
  const slug = await freeSlug(db, input)
  const row = await db
    .insertInto('campaigns')
    .values({
      ...columns,
      slug,
      broadcast_sent_at: null,
      broadcast_sent: null,
      created_by: adminId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return findCampaign(db, row.id, today)
}

export async function updateCampaign(db: Db, id: number, input: ParsedInput, now: string, today: string) {
  const current = await findCampaign(db, id, today)
  const columns = await columnsOf(db, input)
  let slug = current.slug
  if (input.slug && input.slug !== current.slug) {
    // Links of a campaign that ran or was sent are out in the world: they must keep counting.
    if (current.status !== 'planned' || current.broadcast_sent_at !== null)
      throw new HttpError(422, SLUG_FIXED, { slug: [SLUG_FIXED] })
    if (await slugTaken(db, input.slug, id)) throw new HttpError(422, SLUG_TAKEN, { slug: [SLUG_TAKEN] })
    slug = input.slug
  }
  await db
    .updateTable('campaigns')
    .set({ ...columns, slug, updated_at: now })
    .where('id', '=', id)
    .execute()
  return findCampaign(db, id, today)
}

export async function deleteCampaign(db: Db, id: number): Promise<void> {
  const deleted = await db.deleteFrom('campaigns').where('id', '=', id).executeTakeFirst()
  if (Number(deleted.numDeletedRows) === 0) throw notFound(CAMPAIGN_NOT_FOUND)
}

export async function recordBroadcast(db: Db, id: number, sent: number, now: string): Promise<void> {
  await db.updateTable('campaigns').set({ broadcast_sent_at: now, broadcast_sent: sent }).where('id', '=', id).execute()
}
