import type { ContentPageBlock, ContentPageContent, PublishedContentPage } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Config } from '../config.ts'
import type { Database } from '../db/schema.ts'
import { findPublishedPage } from './content-page-store.ts'
import { fillOperatorDetails, operatorValues } from './operator-details.ts'

/** The operator's details filled into every text of a published page (legal pages, docs/content-pages.md). */
function withOperatorDetails(content: ContentPageContent, config: Partial<Config>): ContentPageContent {
  const values = operatorValues(config)
  const fill = (text: string) => fillOperatorDetails(text, values, false)
  // Every string of a block is text except rich text's html, whose values are escaped.
  const fillBlock = (block: ContentPageBlock): ContentPageBlock =>
    block.type === 'rich_text'
      ? { ...block, html: fillOperatorDetails(block.html, values, true) }
      : (JSON.parse(JSON.stringify(block), (_key, value) =>
          typeof value === 'string' ? fill(value) : value,
        ) as ContentPageBlock)
  return {
    ...content,
    title: fill(content.title),
    description: fill(content.description),
    intro: content.intro === undefined ? undefined : fill(content.intro),
    blocks: content.blocks.map(fillBlock),
  }
}

/** The published page at a path as visitors get it; null when there is none. */
export async function loadPublishedContentPage(
  db: Kysely<Database>,
  config: Partial<Config>,
  path: string,
): Promise<PublishedContentPage | null> {
  const page = await findPublishedPage(db, path)
  if (!page) return null
  const content = withOperatorDetails(page.content, config)
  return {
    path: page.path,
    kind: page.kind,
    title: content.title,
    description: content.description,
    intro: content.intro ?? null,
    blocks: content.blocks,
    redirect_to: content.redirect_to ?? null,
    version: page.version,
    published_at: page.published_at,
  }
}
