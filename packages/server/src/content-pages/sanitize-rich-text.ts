import type { ContentPageContent } from '@oabat/core'
import sanitizeHtml from 'sanitize-html'

/**
 * The markup a rich-text block may keep (docs/content-pages.md): headings, paragraphs, lists,
 * emphasis, quotes, tables and links. Scripts, styles, event handlers, iframes and every other
 * tag or attribute are dropped by sanitize-html, never by our own parsing.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], th: ['scope'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link that opens a new tab must not hand the opened page a handle on ours.
  transformTags: {
    a: (tagName, { target, rel: _rel, ...attribs }) =>
      target === '_blank'
        ? { tagName, attribs: { ...attribs, target, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
}

/** The rich text as it is stored and shown: only the allowed markup left. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim()
}

/** A page's content as stored: every rich-text block through the sanitiser, so no script or handler is ever saved. */
export function withSanitizedRichText(content: ContentPageContent): ContentPageContent {
  return {
    ...content,
    blocks: content.blocks.map((block) =>
      block.type === 'rich_text' ? { ...block, html: sanitizeRichText(block.html) } : block,
    ),
  }
}
