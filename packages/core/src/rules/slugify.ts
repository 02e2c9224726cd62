const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'ae', Ö: 'oe', Ü: 'ue' }

/** A lowercase ASCII slug of a German name: umlauts spelled out, everything else folded to "-". */
export function slugify(text: string): string {
  return text
    .replace(/[äöüßÄÖÜ]/g, (ch) => UMLAUTS[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
