import type { AdminContentPage, ContentPageContent, ContentPageKind, ContentPageVersion } from '@oabat/core'
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { ContentPagesTable, Database } from '../db/schema.ts'

export type ContentPageRow = Selectable<ContentPagesTable>

/** The stored form of a draft or version: the checked content as JSON (same key order every time). */
export function storedContent(content: ContentPageContent): string {
  return JSON.stringify(content)
}

export async function findPageRow(db: Kysely<Database>, id: number): Promise<ContentPageRow | undefined> {
  return db.selectFrom('content_pages').selectAll().where('id', '=', id).executeTakeFirst()
}

async function liveContent(db: Kysely<Database>, row: ContentPageRow): Promise<string | null> {
  if (row.published_version === null) return null
  const version = await db
    .selectFrom('content_page_versions')
    .select('content')
    .where('page_id', '=', row.id)
    .where('version', '=', row.published_version)
    .executeTakeFirst()
  return version?.content ?? null
}

/** A page as its editors see it, with whether the draft differs from the live version. */
export async function toAdminPage(db: Kysely<Database>, row: ContentPageRow): Promise<AdminContentPage> {
  const live = await liveContent(db, row)
  const owner =
    row.owner_business_id === null
      ? undefined
      : await db.selectFrom('businesses').select('slug').where('id', '=', row.owner_business_id).executeTakeFirst()
  return {
    id: row.id,
    path: row.path,
    kind: row.kind as ContentPageKind,
    region_id: row.region_id,
    owner_business_slug: owner?.slug ?? null,
    draft: JSON.parse(row.draft) as ContentPageContent,
    has_unpublished_changes: live !== row.draft,
    published_version: row.published_version,
    updated_at: row.updated_at,
  }
}

/** The live version of the page at a path: its row and content; null when nothing is published there. */
export async function findPublishedPage(db: Kysely<Database>, path: string) {
  const found = await db
    .selectFrom('content_pages as p')
    .innerJoin('content_page_versions as v', (join) =>
      join.onRef('v.page_id', '=', 'p.id').onRef('v.version', '=', 'p.published_version'),
    )
    .select(['p.id', 'p.path', 'p.kind', 'v.version', 'v.content', 'v.published_at'])
    .where('p.path', '=', path)
    .executeTakeFirst()
  if (!found) return null
  return { ...found, kind: found.kind as ContentPageKind, content: JSON.parse(found.content) as ContentPageContent }
}

/** Publishes content as the page's next version (inside the caller's transaction). */
export async function publishVersion(
  trx: Transaction<Database>,
  pageId: number,
  content: string,
  publishedBy: number | null,
  at: string,
): Promise<number> {
  const last = await trx
    .selectFrom('content_page_versions')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('page_id', '=', pageId)
    .executeTakeFirst()
  const version = Number(last?.version ?? 0) + 1
  await trx
    .insertInto('content_page_versions')
    .values({ page_id: pageId, version, content, published_by: publishedBy, published_at: at })
    .execute()
  await trx
    .updateTable('content_pages')
    .set({ published_version: version, updated_at: at })
    .where('id', '=', pageId)
    .execute()
  return version
}

export async function listVersions(db: Kysely<Database>, row: ContentPageRow): Promise<ContentPageVersion[]> {
  const versions = await db
    .selectFrom('content_page_versions')
    .selectAll()
    .where('page_id', '=', row.id)
    .orderBy('version', 'desc')
    .execute()
  return versions.map((v) => ({
    version: v.version,
    published_at: v.published_at,
    published_by: v.published_by,
    content: JSON.parse(v.content) as ContentPageContent,
    is_live: v.version === row.published_version,
  }))
}
