import {
  type Article,
  type ArticleAuthorKind,
  type ArticleStatus,
  type ArticleSummary,
  isArticleSlug,
} from '@oabat/core'
import type { Kysely, Transaction } from 'kysely'
import { ADMIN_CHAT_NAME } from '../chat/chat-people.ts'
import type { Database } from '../db/schema.ts'

type Db = Kysely<Database> | Transaction<Database>

/** The article columns with the author's name (company, region or the team). */
export function selectArticles(db: Db) {
  return db
    .selectFrom('articles as a')
    .leftJoin('businesses as b', 'b.id', 'a.business_id')
    .leftJoin('regions as r', 'r.id', 'a.region_id')
    .select([
      'a.id',
      'a.slug',
      'a.title',
      'a.teaser',
      'a.image_url',
      'a.body',
      'a.status',
      'a.author_kind',
      'a.author_user_id',
      'a.business_id',
      'a.region_id',
      'a.request_message_id',
      'a.published_at',
      'a.updated_at',
      'b.name as business_name',
      'r.name as region_name',
    ])
}

export type ArticleRow = Awaited<ReturnType<ReturnType<typeof selectArticles>['executeTakeFirstOrThrow']>>

export function toArticleSummary(row: ArticleRow): ArticleSummary {
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    teaser: row.teaser,
    image_url: row.image_url,
    author_name: row.business_name ?? row.region_name ?? ADMIN_CHAT_NAME,
    author_kind: row.author_kind as ArticleAuthorKind,
    status: row.status as ArticleStatus,
    published_at: row.published_at,
    updated_at: row.updated_at,
  }
}

export function toArticle(row: ArticleRow): Article {
  return { ...toArticleSummary(row), body: row.body }
}

export async function findArticleRow(db: Db, id: number): Promise<ArticleRow | undefined> {
  return selectArticles(db).where('a.id', '=', id).executeTakeFirst()
}

/** The newest published articles, newest first (article list block, news feed). */
export async function newestPublishedArticles(db: Db, limit: number): Promise<ArticleSummary[]> {
  const rows = await selectArticles(db)
    .where('a.status', '=', 'published')
    .orderBy('a.published_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute()
  return rows.map(toArticleSummary)
}

/** The head of a published article page: title, teaser and slug; undefined when there is none. */
export async function findPublishedArticleHead(db: Db, slug: string) {
  if (!isArticleSlug(slug)) return undefined
  return db
    .selectFrom('articles')
    .select(['slug', 'title', 'teaser'])
    .where('slug', '=', slug)
    .where('status', '=', 'published')
    .executeTakeFirst()
}
