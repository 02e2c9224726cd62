/*
 * Titles and descriptions of the portal pages: the server writes them into the HTML it sends
 * (for crawlers), the portal sets them on client-side navigation. One wording for both.
 */

export type SearchType = 'ausbildung' | 'praktikum'

export const DEFAULT_DESCRIPTION =
  'Finde Ausbildungsplätze und Schülerpraktika in Deiner Region: Betriebe aus Deiner Nähe stellen sich und ihre freien Stellen vor.'

/** "Ausbildungsplätze in Passau" / "Praktikumsplätze in Passau"; without a place: "… in Deiner Region". */
export function searchHeading(type: SearchType, placeName: string | null): string {
  const noun = type === 'praktikum' ? 'Praktikumsplätze' : 'Ausbildungsplätze'
  if (!placeName) return `${noun} in Deiner Region`
  return placeName === 'Umgebung' ? `${noun} in Deiner Umgebung` : `${noun} in ${placeName}`
}

/** The tab "Alles"; its canonical URL stays the search of the route's own type. */
export function allOffersHeading(placeName: string): string {
  return placeName === 'Umgebung'
    ? 'Ausbildungs- und Praktikumsplätze in Deiner Umgebung'
    : `Ausbildungs- und Praktikumsplätze in ${placeName}`
}

export function searchDescription(type: SearchType, placeName: string | null): string {
  const where = placeName && placeName !== 'Umgebung' ? `in ${placeName} und Umgebung` : 'in Deiner Region'
  return type === 'praktikum'
    ? `Schülerpraktika ${where}: Entdecke Betriebe aus Deiner Nähe und finde das Praktikum, das zu Dir passt.`
    : `Freie Ausbildungsplätze ${where}: Entdecke Betriebe aus Deiner Nähe und finde die Ausbildung, die zu Dir passt.`
}

/** "{job} bei {business}". */
export function jobHeading(jobName: string, businessName: string): string {
  return `${jobName} bei ${businessName}`
}

/** A one-line excerpt of a text for a meta description, cut at a word. */
export function excerpt(text: string | null | undefined, maxLength = 160): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim()
  if (flat.length <= maxLength) return flat
  const cut = flat.slice(0, maxLength - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}
