import type { BlockOf } from './block-of.ts'

/** Rich text: HTML the server sanitised on saving (sanitize-html, docs/content-pages.md), so it is shown as it is. */
export function RichTextBlock({ block }: { block: BlockOf<'rich_text'> }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server before it was stored
  return <div className="content-block__rich-text" dangerouslySetInnerHTML={{ __html: block.html }} />
}
