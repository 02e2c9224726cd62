const SPELLED_OUT: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', ẞ: 'ss' }

/**
 * Folds German text for matching: lower case, umlauts and ß spelled out (ä → ae, ß → ss), other
 * accents dropped, everything that is not a letter or digit a single space. "Büro" and "Buero" fold
 * alike, so a search finds umlauts typed either way.
 */
export function foldGerman(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüßẞ]/g, (ch) => SPELLED_OUT[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** The folded words of a text, in order (empty for text without letters or digits). */
export function foldedTokens(text: string): string[] {
  const folded = foldGerman(text)
  return folded ? folded.split(' ') : []
}
