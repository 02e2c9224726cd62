import {
  type AuthorType,
  businessPagePath,
  distanceKm,
  foldGerman,
  type Post,
  type PostSummary,
  regionPath,
} from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/** A post with its author and channel, as the listings read it. */
export interface PostRow {
  id: number
  slug: string
  title: string
  teaser: string
  body: string
  author_type: AuthorType
  author: PostSummary['author']
  channel_id: number
  channel: string
  city: string | null
  latitude: number | null
  longitude: number | null
  published_at: string
  /** Folded title, teaser and author name for the term filter. */
  folded: string
}

/** Every post with its author, newest first (a few hundred rows; cached by the caller). */
export async function loadPosts(db: Kysely<Database>): Promise<PostRow[]> {
  const rows = await db
    .selectFrom('posts as p')
    .innerJoin('channels as ch', 'ch.id', 'p.channel_id')
    .leftJoin('businesses as b', 'b.id', 'p.business_id')
    .leftJoin('schools as s', 's.id', 'p.school_id')
    .leftJoin('regions as r', 'r.id', 'p.region_id')
    .select([
      'p.id',
      'p.slug',
      'p.title',
      'p.teaser',
      'p.body',
      'p.author_type',
      'p.channel_id',
      'ch.slug as channel',
      'p.city',
      'p.latitude',
      'p.longitude',
      'p.published_at',
      'b.name as business_name',
      'b.slug as business_slug',
      's.name as school_name',
      's.slug as school_slug',
      'r.name as region_name',
      'r.slug as region_slug',
      'r.is_v2 as region_v2',
    ])
    .orderBy('p.published_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute()
  return rows.map((row) => {
    const author: PostSummary['author'] =
      row.author_type === 'business' && row.business_slug
        ? { name: row.business_name ?? '', slug: row.business_slug, url: businessPagePath(row.business_slug) }
        : row.author_type === 'school' && row.school_slug
          ? { name: row.school_name ?? '', slug: row.school_slug, url: `/schule/${row.school_slug}` }
          : {
              name: row.region_name ?? 'oabat',
              slug: row.region_slug ?? 'oabat',
              url: row.region_slug ? regionPath(row.region_slug, 'start', row.region_v2 === 1) : null,
            }
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      teaser: row.teaser,
      body: row.body,
      author_type: row.author_type,
      author,
      channel_id: row.channel_id,
      channel: row.channel,
      city: row.city,
      latitude: row.latitude,
      longitude: row.longitude,
      published_at: row.published_at,
      folded: ` ${foldGerman(`${row.title} ${row.teaser} ${author.name} ${row.city ?? ''}`)}`,
    }
  })
}

export interface PostFilter {
  channelId: number | null
  authorType: AuthorType | null
  words: string[]
  latitude: number | null
  longitude: number | null
  radius: number
}

/** Posts passing the filter with their distance; posts without a place drop out of a place search. */
export function filterPosts(rows: PostRow[], f: PostFilter): Array<{ row: PostRow; distance: number | null }> {
  const result: Array<{ row: PostRow; distance: number | null }> = []
  for (const row of rows) {
    if (f.channelId !== null && row.channel_id !== f.channelId) continue
    if (f.authorType !== null && row.author_type !== f.authorType) continue
    if (!f.words.every((word) => row.folded.includes(` ${word}`))) continue
    let distance: number | null = null
    if (f.latitude !== null && f.longitude !== null) {
      if (row.latitude === null || row.longitude === null) continue
      distance = distanceKm(f.latitude, f.longitude, row.latitude, row.longitude)
      if (distance > f.radius) continue
    }
    result.push({ row, distance })
  }
  return result
}

export function toPostSummary(row: PostRow, distance: number | null): PostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    teaser: row.teaser,
    author_type: row.author_type,
    author: row.author,
    city: row.city,
    distance_km: distance === null ? null : Math.round(distance * 10) / 10,
    published_at: row.published_at,
    url: `/beitrag/${row.slug}`,
  }
}

export function toPost(row: PostRow): Post {
  return { ...toPostSummary(row, null), body: row.body, channel: row.channel }
}
