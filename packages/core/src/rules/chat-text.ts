/** A piece of a message text: plain text, or a link the UI renders as an anchor (never as HTML). */
export type ChatTextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' }

/** Removes HTML tags (and decodes the few entities a pasted text carries): SPEC §5 text previews. */
export function chatPlainText(text: string): string {
  return text
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/?[a-zA-Z!?][^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
}

// A web address with a scheme, with www., or a bare domain with a common TLD (so "Hallo.Wie" in a
// hurried sentence stays text). Dates (22.11.2026) never match; e-mail addresses are skipped below.
const TLDS = 'de|com|net|org|eu|at|ch|info|io|app|online|shop|bayern|jobs'
const LINK = new RegExp(
  `\\b(?:https?:\\/\\/[^\\s<>"]+|www\\.[^\\s<>"]+|(?:[a-z0-9-]+\\.)+(?:${TLDS})\\b(?:\\/[^\\s<>"]*)?)`,
  'gi',
)
const TRAILING = /[.,;:!?)\]'"]+$/

/**
 * Splits a message text into text and link segments (SPEC §5): HTML tags are removed, web
 * addresses become links, e-mail addresses and dates stay text. Rendering the segments as text
 * nodes and anchors keeps every message free of injected markup.
 */
export function chatTextSegments(input: string): ChatTextSegment[] {
  const text = chatPlainText(input)
  const segments: ChatTextSegment[] = []
  let plainStart = 0
  for (const match of text.matchAll(LINK)) {
    const start = match.index
    let raw = match[0]
    const before = text[start - 1]
    const after = text[start + raw.length]
    // Part of an e-mail address (name@domain or the name of name@domain).
    if (before === '@' || after === '@' || /@/.test(raw)) continue
    if (/^[\d.]+$/.test(raw.split('/')[0] ?? '')) continue
    raw = raw.replace(TRAILING, '')
    if (!raw.includes('.')) continue
    if (start > plainStart) segments.push({ kind: 'text', text: text.slice(plainStart, start) })
    const href = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`
    segments.push({ kind: 'link', text: raw, href })
    plainStart = start + raw.length
  }
  if (plainStart < text.length) segments.push({ kind: 'text', text: text.slice(plainStart) })
  return segments
}
