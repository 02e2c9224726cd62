import { LISTING_TAB_LABELS, type ListingRoute, type ListingTab, type RegionSection } from './listing-routes.ts'
import { allOffersHeading, searchHeading } from './page-texts.ts'

/*
 * Headings and descriptions of the listing and region pages: the server writes them into the
 * HTML (crawlers), the portal sets them on navigation. One wording for both.
 */

function where(place: string | null, preposition: 'in' | 'aus' | 'bei' = 'in'): string {
  if (!place) return preposition === 'aus' ? 'aus Deiner Region' : 'in Deiner Region'
  if (place === 'Umgebung') return preposition === 'aus' ? 'aus Deiner Umgebung' : 'in Deiner Umgebung'
  return `${preposition} ${place}`
}

/** Heading of a search tab at a place (null: no place chosen). */
export function tabHeading(tab: ListingTab, place: string | null): string {
  switch (tab) {
    case 'alles':
      return place ? allOffersHeading(place) : 'Ausbildungs- und Praktikumsplätze in Deiner Region'
    case 'ausbildung':
    case 'praktikum':
      return searchHeading(tab, place)
    case 'unternehmen':
      return `Ausbildungsbetriebe ${where(place)}`
    case 'neuigkeiten':
      return `Neuigkeiten ${where(place, 'aus')}`
  }
}

export function messeHeading(tab: ListingTab, place: string): string {
  const base = `Ausbildungsmessen ${where(place, 'bei')}`
  return tab === 'alles' ? base : `${base}: ${LISTING_TAB_LABELS[tab]}`
}

const REGION_HEADINGS: Record<RegionSection, (name: string) => string> = {
  start: (name) => `Ausbildung in der Region ${name}`,
  ausbildung: (name) => `Ausbildungsplätze in der Region ${name}`,
  praktikum: (name) => `Praktikumsplätze in der Region ${name}`,
  unternehmen: (name) => `Ausbildungsbetriebe in der Region ${name}`,
  news: (name) => `Neuigkeiten aus der Region ${name}`,
  schulen: (name) => `Schulen in der Region ${name}`,
  arbeitgeber: (name) => `Für Arbeitgeber in der Region ${name}`,
  events: (name) => `Events für Arbeitgeber in der Region ${name}`,
  anmeldung: (name) => `Anmeldung in der Region ${name}`,
  anmeldung_creator: (name) => `Als Betrieb in der Region ${name} mitmachen`,
}

export function regionHeading(section: RegionSection, regionName: string): string {
  return REGION_HEADINGS[section](regionName)
}

/**
 * The heading of a listing route, given the name of what it names (place, region, job list,
 * post or event title; null where the route names nothing).
 */
export function listingHeading(route: ListingRoute, name: string | null): string {
  switch (route.page) {
    case 'search':
      return tabHeading(route.tab, name)
    case 'messe':
      return messeHeading(route.tab, name ?? 'Deiner Region')
    case 'auswahl':
      return name ?? 'Joblisten: ausgewählte Stellen'
    case 'post':
      return name ?? 'Neuigkeiten aus Deiner Region'
    case 'event':
      return name ?? 'Events in Deiner Region'
    case 'regions':
      return 'Regionen auf oabat'
    case 'region':
      return regionHeading(route.section, name ?? '')
  }
}

export function listingDescription(route: ListingRoute, name: string | null): string {
  switch (route.page) {
    case 'search':
      if (route.tab === 'unternehmen')
        return `Betriebe ${where(name)}, die ausbilden: Entdecke Unternehmen aus Deiner Nähe und ihre freien Stellen.`
      if (route.tab === 'neuigkeiten') return `Neuigkeiten von Betrieben, Schulen und Regionen ${where(name, 'aus')}.`
      return `Ausbildungsplätze, Praktika und Jobs ${where(name)}: finde, was zu Dir passt.`
    case 'messe':
      return `Ausbildungsmessen ${where(name, 'bei')}: Betriebe persönlich kennenlernen, Fragen stellen, Praktikum vereinbaren.`
    case 'auswahl':
      return name ? `${name}: eine Auswahl passender Stellen in Deiner Nähe.` : 'Ausgewählte Stellen zu einem Thema.'
    case 'post':
      return name ? `${name} – Neuigkeiten auf oabat.` : 'Neuigkeiten von Betrieben, Schulen und Regionen.'
    case 'event':
      return name ? `${name} – ein Event auf oabat.` : 'Events von Regionen und Betrieben.'
    case 'regions':
      return 'Regionen mit eigenen Seiten: Ausbildungsplätze, Betriebe, Schulen und Neuigkeiten vor Ort.'
    case 'region':
      return `Ausbildungsplätze, Praktika, Betriebe und Neuigkeiten in der Region ${name ?? ''}.`
  }
}
