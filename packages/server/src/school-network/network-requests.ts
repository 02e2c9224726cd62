import type { NetworkRequest, NetworkSender } from '@oabat/core'
import type { Kysely, Transaction } from 'kysely'
import type { SessionUser } from '../auth/session-user.ts'
import type { Database } from '../db/schema.ts'

type Db = Kysely<Database> | Transaction<Database>

/** Which side of a pair the caller stands on: its school, its company's site, or neither. */
export function sideOf(user: SessionUser, pair: { schoolId: number; businessId: number }): NetworkSender | null {
  if (user.school?.id === pair.schoolId) return 'school'
  if (user.business?.id === pair.businessId) return 'business'
  return null
}

/** A business site by id or slug (SPEC §7 {site}), with its company. */
export async function siteRow(db: Db, idOrSlug: string) {
  const isId = /^\d{1,12}$/.test(idOrSlug)
  return db
    .selectFrom('business_sites as s')
    .innerJoin('businesses as b', 'b.id', 's.business_id')
    .select([
      's.id',
      's.slug',
      's.name',
      's.city',
      's.business_id',
      'b.slug as business_slug',
      'b.name as business_name',
    ])
    .where(isId ? 's.id' : 's.slug', '=', isId ? Number(idOrSlug) : idOrSlug)
    .executeTakeFirst()
}

export type SiteRow = NonNullable<Awaited<ReturnType<typeof siteRow>>>

function requestsQuery(db: Db) {
  return db
    .selectFrom('school_network_requests as r')
    .innerJoin('schools as sc', 'sc.id', 'r.school_id')
    .innerJoin('business_sites as s', 's.id', 'r.business_site_id')
    .innerJoin('businesses as b', 'b.id', 's.business_id')
    .select([
      'r.id',
      'r.accepted',
      'r.message',
      'r.sent_by_type',
      'r.created_at',
      'r.answered_at',
      'sc.id as school_id',
      'sc.slug as school_slug',
      'sc.name as school_name',
      'sc.city as school_city',
      's.id as site_id',
      's.slug as site_slug',
      's.name as site_name',
      's.city as site_city',
      'b.id as business_id',
      'b.slug as business_slug',
      'b.name as business_name',
    ])
}

type RequestQuery = ReturnType<typeof requestsQuery>
type RequestRow = Awaited<ReturnType<RequestQuery['executeTakeFirstOrThrow']>>

/** SPEC §3 Business site network request as the reader sees it (`can_answer`: the receiving side of an open one). */
function toNetworkRequest(row: RequestRow, reader: SessionUser): NetworkRequest {
  const readerSide = sideOf(reader, { schoolId: row.school_id, businessId: row.business_id })
  return {
    school: { id: row.school_id, slug: row.school_slug, name: row.school_name, city: row.school_city },
    business_site: {
      id: row.site_id,
      slug: row.site_slug,
      name: row.site_name,
      city: row.site_city,
      business_id: row.business_id,
      business_slug: row.business_slug,
      business_name: row.business_name,
    },
    accepted: row.accepted === null ? null : row.accepted === 1,
    message: row.message,
    sent_by_type: row.sent_by_type,
    created_at: row.created_at,
    answered_at: row.answered_at,
    can_answer: row.accepted === null && readerSide !== null && readerSide !== row.sent_by_type,
  }
}

/** The requests a filter selects, newest first, as the reader sees them. */
export async function networkRequestsWhere(
  db: Db,
  reader: SessionUser,
  where: (query: RequestQuery) => RequestQuery,
): Promise<NetworkRequest[]> {
  const rows = await where(requestsQuery(db)).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').execute()
  return rows.map((row) => toNetworkRequest(row, reader))
}

/** The one request of a pair, or undefined. */
export async function pairRequest(
  db: Db,
  reader: SessionUser,
  schoolId: number,
  siteId: number,
): Promise<NetworkRequest | undefined> {
  const [request] = await networkRequestsWhere(db, reader, (q) =>
    q.where('r.school_id', '=', schoolId).where('r.business_site_id', '=', siteId),
  )
  return request
}

/** SPEC §3 School business_sites_in_network: the accepted sites of a school, by company and site name. */
export async function sitesInNetwork(db: Db, schoolId: number) {
  return db
    .selectFrom('school_network_requests as r')
    .innerJoin('business_sites as s', 's.id', 'r.business_site_id')
    .innerJoin('businesses as b', 'b.id', 's.business_id')
    .select(['s.id', 's.slug', 's.name', 'b.slug as business_slug', 'b.name as business_name'])
    .where('r.school_id', '=', schoolId)
    .where('r.accepted', '=', 1)
    .where('b.is_visible', '=', 1)
    .orderBy('b.name')
    .orderBy('s.name')
    .execute()
}
