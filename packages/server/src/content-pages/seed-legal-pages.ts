import { CONTACT_PAGES, LEGAL_PAGES } from '@oabat/core'
import type { Kysely } from 'kysely'
import { isUniqueViolation } from '../accounts/unique-violation.ts'
import type { Database } from '../db/schema.ts'
import { publishVersion, storedContent } from './content-page-store.ts'
import { LEGAL_PAGE_CONTENT } from './legal-page-texts.ts'
import { withSanitizedRichText } from './sanitize-rich-text.ts'

/** The pages shipped as content pages: the legal pages, /kontakt and /idee. */
export const SEEDED_PAGE_PATHS: readonly string[] = [...LEGAL_PAGES, ...CONTACT_PAGES].map((page) => page.path)

/**
 * Publishes each shipped page that has no content page at its path yet, on every start (with or
 * without demo data; a database seeded before a page joined the list gets it on its next start).
 * An edited page is never touched; a deleted one comes back on the next start, because a German
 * site must have them. Returns the paths seeded.
 */
export async function seedLegalPages(db: Kysely<Database>, now: number): Promise<string[]> {
  const at = new Date(now).toISOString()
  const existing = new Set(
    (await db.selectFrom('content_pages').select('path').where('path', 'in', SEEDED_PAGE_PATHS).execute()).map(
      (row) => row.path,
    ),
  )
  const seeded: string[] = []
  for (const path of SEEDED_PAGE_PATHS) {
    const content = LEGAL_PAGE_CONTENT[path]
    if (existing.has(path) || !content) continue
    const draft = storedContent(withSanitizedRichText(content))
    const write = db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('content_pages')
        .values({
          path,
          kind: 'generic',
          region_id: null,
          owner_business_id: null,
          draft,
          published_version: null,
          created_by: null,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await publishVersion(trx, id, draft, null, at)
    })
    // A second process starting at the same time seeded it first: nothing to do.
    const created = await write.then(
      () => true,
      (error: unknown) => {
        if (isUniqueViolation(error)) return false
        throw error
      },
    )
    if (created) seeded.push(path)
  }
  return seeded
}
