/** Words that do not make good initials ("GmbH", "&", "Dr."). */
const SKIPPED_WORDS = /^(gmbh|kg|ag|eg|partg|co\.?|&|und|dr\.?|am|zur|der|die|das|von|-)$/i

/** Up to two initials of a business name: "Schreinerei Huber GmbH" → "SH". */
export function initials(name: string): string {
  const words = name
    .split(/[\s/]+/)
    .filter((word) => word && !SKIPPED_WORDS.test(word))
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter((word) => word.length > 0)
  const letters = words.slice(0, 2).map((word) => (word[0] as string).toUpperCase())
  return letters.join('') || '?'
}

/** A stable hue (0–359) from a text, so a business keeps its colour on every seed. */
export function hueOf(text: string): number {
  let hash = 2166136261
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 16777619)
  }
  return (hash >>> 0) % 360
}

/**
 * A generated logo: the initials in white on a rounded square whose colour comes from the name,
 * as a URL-encoded SVG data URL (well under 600 bytes) that needs no file storage.
 */
export function logoDataUrl(name: string): string {
  const text = initials(name)
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'>` +
    `<rect width='64' height='64' rx='12' fill='hsl(${hueOf(name)},55%,38%)'/>` +
    `<text x='32' y='42' font-family='Arial,Helvetica,sans-serif' font-size='26' font-weight='700' fill='#fff' text-anchor='middle'>${text}</text>` +
    `</svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
