import type { PageHead } from './page-head.ts'

/** Where the server writes the page's head tags into portal/index.html. */
export const HEAD_MARKER = '<!--oabat-head-->'

/** Escapes text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  )
}

/**
 * JSON for a <script type="application/ld+json">: "<" and ">" and "&" are written as \u escapes so
 * no text inside can close the script element, and U+2028/2029 so it stays valid JavaScript too.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/** The head tags of a page; marked with data-page-head so the portal can replace them on navigation. */
export function headTags(head: PageHead): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(head.description)}" data-page-head>`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" data-page-head>`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" data-page-head>`,
  ]
  if (head.canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" data-page-head>`)
    tags.push(`<meta property="og:url" content="${escapeHtml(head.canonical)}" data-page-head>`)
  }
  if (head.ogImage) tags.push(`<meta property="og:image" content="${escapeHtml(head.ogImage)}" data-page-head>`)
  if (head.noindex) tags.push('<meta name="robots" content="noindex" data-page-head>')
  if (head.jsonLd) {
    tags.push(`<script type="application/ld+json" data-page-head>${jsonForScript(head.jsonLd)}</script>`)
  }
  return tags.join('\n    ')
}

/** Tells the portal that the internal pages are switched on (portal/src/router/intern-pages-switch.ts). */
export const INTERN_PAGES_META = '<meta name="oabat-intern-pages" content="1">'

/** The portal's index.html with this page's title and head tags filled in. */
export function renderPortalHtml(template: string, head: PageHead, options: { internPages?: boolean } = {}): string {
  const title = `<title>${escapeHtml(head.title)}</title>`
  // Replacer functions keep "$" in titles from being read as replacement patterns.
  let html = /<title>[\s\S]*?<\/title>/.test(template)
    ? template.replace(/<title>[\s\S]*?<\/title>/, () => title)
    : template.replace('</head>', () => `${title}\n</head>`)
  const tags = options.internPages ? `${headTags(head)}\n    ${INTERN_PAGES_META}` : headTags(head)
  html = html.includes(HEAD_MARKER)
    ? html.replace(HEAD_MARKER, () => tags)
    : html.replace('</head>', () => `${tags}\n</head>`)
  return html
}

/** Shown instead of the portal when portal/dist has not been built yet. */
export function missingBuildHtml(indexFile: string): string {
  return `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><title>Portal noch nicht gebaut | oabat</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Das Portal ist noch nicht gebaut</h1>
<p>Der Server läuft, aber <code>${escapeHtml(indexFile)}</code> fehlt.</p>
<p>Bitte führe im Projektverzeichnis <code>pnpm build</code> aus und lade die Seite danach neu.
Die Schnittstelle unter <code>/api</code> funktioniert auch ohne Build.</p>
</body>
</html>
`
}
