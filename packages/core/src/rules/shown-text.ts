/**
 * What a text shown to others may hold (names of people, companies, sites, schools, regions, job
 * lists, files, titles, descriptions): no markup, and links only to web pages.
 */

/**
 * Markup is what a browser or a mail client would read as HTML: `<` directly followed by a letter,
 * `/`, `!` or `?` (a tag, an end tag, a comment or doctype, a processing instruction), or a
 * character reference such as `&amp;`, `&#60;` or `&#x3c;`. A lone `<` or `&` is plain text:
 * „A < B“, „Müller & Söhne“ and „<3“ pass; „A<B“ is refused, because `<B` opens a tag.
 */
const MARKUP = /<[a-zA-Z/!?]|&(#\d+|#x[0-9a-fA-F]+|[a-zA-Z][a-zA-Z0-9]*);/

export const MARKUP_REFUSED = 'HTML ist hier nicht erlaubt. Bitte schreibe einfachen Text.'

/** Whether a text holds markup (see MARKUP above); such text is refused wherever it is shown. */
export function containsMarkup(text: string): boolean {
  return MARKUP.test(text)
}

export const URL_REFUSED =
  'Bitte gib eine vollständige Web-Adresse mit http:// oder https:// an, z. B. https://www.example.de.'

/**
 * Whether a text is an absolute web address: http or https, a host, no login in it, no spaces.
 * Relative paths, `javascript:`, `data:`, `mailto:` and every other scheme are refused, because
 * such a value ends up in a link's href.
 */
export function isHttpUrl(text: string): boolean {
  if (/\s/.test(text) || !/^https?:\/\//i.test(text)) return false
  try {
    const url = new URL(text)
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username && !url.password
    )
  } catch {
    return false
  }
}
