import { FIXED_REGIONS } from '../constants.ts'

/*
 * SPEC §2 search, listing and region routes with the URL forms of their named variants
 * (docs/search-and-regions.md has the table). One parser for the server (page heads, status)
 * and the portal (which page to show), so both always agree on what a URL means.
 */

/** The tabs of a search (SPEC §2 tab labels Alles, Ausbildung, Praktikum, Unternehmen, Neuigkeiten). */
export const LISTING_TABS = ['alles', 'ausbildung', 'praktikum', 'unternehmen', 'neuigkeiten'] as const
export type ListingTab = (typeof LISTING_TABS)[number]

export const LISTING_TAB_LABELS: Record<ListingTab, string> = {
  alles: 'Alles',
  ausbildung: 'Ausbildung',
  praktikum: 'Praktikum',
  unternehmen: 'Unternehmen',
  neuigkeiten: 'Neuigkeiten',
}

/** Sub pages of a region (SPEC §2 Regions). */
export const REGION_SECTIONS = [
  'start',
  'ausbildung',
  'praktikum',
  'unternehmen',
  'news',
  'schulen',
  'arbeitgeber',
  'events',
  'anmeldung',
  'anmeldung_creator',
] as const
export type RegionSection = (typeof REGION_SECTIONS)[number]

export type ListingRoute =
  | { page: 'search'; tab: ListingTab; locationSlug: string | null; list: string | null }
  | { page: 'messe'; tab: ListingTab; locationSlug: string }
  | { page: 'auswahl'; jobListSlug: string | null }
  | { page: 'post'; postSlug: string | null }
  | { page: 'event'; eventSlug: string | null }
  | { page: 'regions' }
  | { page: 'region'; regionSlug: string; section: RegionSection; v2: boolean; embed: boolean; fixed: boolean }

/** Region slugs that are area pages of the region account (SPEC §2 /region/betriebe …), not regions. */
const REGION_ACCOUNT_PAGES = new Set([
  'betriebe',
  'channel',
  'einstellungen',
  'hinzufuegen',
  'plattform',
  'registrierung',
  'schulen',
  'v2',
])
const REGION_SUB_PAGES: Record<string, { section: RegionSection; embed: boolean }> = {
  anmeldung_creator: { section: 'anmeldung_creator', embed: false },
  arbeitgeber: { section: 'arbeitgeber', embed: false },
  'arbeitgeber/events': { section: 'events', embed: false },
  ausbildung: { section: 'ausbildung', embed: false },
  ausbildung_embed: { section: 'ausbildung', embed: true },
  news: { section: 'news', embed: false },
  praktikum: { section: 'praktikum', embed: false },
  schulen: { section: 'schulen', embed: false },
  unternehmen: { section: 'unternehmen', embed: false },
  unternehmen_embed: { section: 'unternehmen', embed: true },
}
const MESSE_TABS: Record<string, ListingTab> = {
  ausbildung: 'ausbildung',
  praktikum: 'praktikum',
  unternehmen: 'unternehmen',
  news: 'neuigkeiten',
}
/** Fixed regions whose own page has a sign-up sub page (SPEC §2: inn-salzach and passau "with /anmeldung"). */
const FIXED_WITH_SIGN_UP = new Set(['inn-salzach', 'passau'])

/** The fixed speeddating region (SPEC §2): its start page is its sign-up (docs/speeddating.md). */
export const SPEEDDATING_REGION_SLUG = 'lernen-vor-ort-muhldorf-speeddating'

/** Where a region's slot form is shown: /anmeldung of inn-salzach and passau, the speeddating region's start page. */
export function showsSlotForm(regionSlug: string, section: string): boolean {
  if (section === 'anmeldung') return FIXED_WITH_SIGN_UP.has(regionSlug)
  return section === 'start' && regionSlug === SPEEDDATING_REGION_SLUG
}

function searchTab(base: string, query: URLSearchParams): ListingTab {
  if (base === 'unternehmen') return 'unternehmen'
  if (base === 'news') return 'neuigkeiten'
  if (base === 'a') return 'alles'
  // SPEC §2: Praktikum is the Ausbildung route with a praktikum flag; ?category= picks a tab too.
  const category = query.get('category')
  if (category === 'Alles') return 'alles'
  if (category === 'Unternehmen') return 'unternehmen'
  if (base === 'praktikum' || category === 'Praktikum' || query.has('praktikum')) return 'praktikum'
  return 'ausbildung'
}

function decoded(part: string): string | null {
  try {
    const value = decodeURIComponent(part)
    return value.includes('\0') ? null : value
  } catch {
    return null
  }
}

/** The listing or region page a path names, or null when it is none of them. */
export function matchListingRoute(
  pathname: string,
  query: URLSearchParams = new URLSearchParams(),
): ListingRoute | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname
  const parts = path.split('/').slice(1).map(decoded)
  if (parts.some((part) => part === null || part === '')) return null
  const [first, second, third] = parts as string[]
  const count = parts.length

  if ((first === 'ausbildung' || first === 'praktikum' || first === 'unternehmen') && count <= 2) {
    return { page: 'search', tab: searchTab(first, query), locationSlug: second ?? null, list: query.get('list') }
  }
  if ((first === 'news' || first === 'a') && count === 2) {
    return { page: 'search', tab: searchTab(first, query), locationSlug: second as string, list: null }
  }
  if (first === 'news' && count === 1) return { page: 'search', tab: 'neuigkeiten', locationSlug: null, list: null }
  if (first === 'messe' && count === 2) return { page: 'messe', tab: 'alles', locationSlug: second as string }
  if (first === 'messe' && count === 3 && third && MESSE_TABS[third]) {
    return { page: 'messe', tab: MESSE_TABS[third] as ListingTab, locationSlug: second as string }
  }
  if (first === 'auswahl' && count <= 2) return { page: 'auswahl', jobListSlug: second ?? null }
  if (first === 'beitrag' && count <= 2) return { page: 'post', postSlug: second ?? null }
  if (first === 'event' && count <= 2) return { page: 'event', eventSlug: second ?? null }
  if (first === 'region') {
    if (count === 1) return { page: 'regions' }
    const v2 = second === 'v2'
    const slug = v2 ? third : second
    if (!slug || (!v2 && REGION_ACCOUNT_PAGES.has(slug))) return null
    const rest = parts.slice(v2 ? 3 : 2).join('/')
    if (rest === '') return { page: 'region', regionSlug: slug, section: 'start', v2, embed: false, fixed: false }
    const sub = REGION_SUB_PAGES[rest]
    // The v2 variant exists for the start page and the schools (SPEC §2 "/schulen (also v2)").
    if (!sub || (v2 && sub.section !== 'schulen')) return null
    return { page: 'region', regionSlug: slug, section: sub.section, v2, embed: sub.embed, fixed: false }
  }
  if (first && (FIXED_REGIONS as readonly string[]).includes(first)) {
    if (count === 1)
      return { page: 'region', regionSlug: first, section: 'start', v2: false, embed: false, fixed: true }
    if (count === 2 && second === 'anmeldung' && FIXED_WITH_SIGN_UP.has(first)) {
      return { page: 'region', regionSlug: first, section: 'anmeldung', v2: false, embed: false, fixed: true }
    }
  }
  return null
}

const REGION_SECTION_PATHS: Record<RegionSection, string> = {
  start: '',
  ausbildung: '/ausbildung',
  praktikum: '/praktikum',
  unternehmen: '/unternehmen',
  news: '/news',
  schulen: '/schulen',
  arbeitgeber: '/arbeitgeber',
  events: '/arbeitgeber/events',
  anmeldung: '/anmeldung',
  anmeldung_creator: '/anmeldung_creator',
}

/** Path of a search tab at a place: /ausbildung/{slug}, /praktikum/{slug}, /unternehmen/{slug}, /news/{slug}, /a/{slug}. */
export function searchTabPath(tab: ListingTab, locationSlug: string | null): string {
  const slug = locationSlug ? `/${encodeURIComponent(locationSlug)}` : ''
  switch (tab) {
    case 'alles':
      return slug ? `/a${slug}` : '/ausbildung?category=Alles'
    case 'ausbildung':
      return `/ausbildung${slug}`
    case 'praktikum':
      return `/praktikum${slug}`
    case 'unternehmen':
      return `/unternehmen${slug}`
    case 'neuigkeiten':
      return `/news${slug}`
  }
}

/** Path of a job fair tab at a place: /messe/{slug} (Alles) and /messe/{slug}/{ausbildung|praktikum|unternehmen|news}. */
export function messeTabPath(tab: ListingTab, locationSlug: string): string {
  const base = `/messe/${encodeURIComponent(locationSlug)}`
  return tab === 'alles' ? base : `${base}/${tab === 'neuigkeiten' ? 'news' : tab}`
}

/** Path of a region sub page; v2 regions have their start and school pages under /region/v2/. */
export function regionPath(regionSlug: string, section: RegionSection, isV2 = false, embed = false): string {
  const slug = encodeURIComponent(regionSlug)
  if (section === 'anmeldung') return `/${slug}/anmeldung`
  const v2 = isV2 && (section === 'start' || section === 'schulen')
  const suffix = REGION_SECTION_PATHS[section] + (embed ? '_embed' : '')
  return `/region/${v2 ? 'v2/' : ''}${slug}${suffix}`
}

/**
 * The canonical path of a listing route. Aliases point at one URL: the tab Alles at the
 * Ausbildung search of the place (as the server's head did before), /praktikum stays itself,
 * region pages at their v1 or v2 form by the region's flag, embeds and the fixed regions' own
 * pages at the region page, query parameters dropped.
 */
export function canonicalListingPath(route: ListingRoute, regionIsV2 = false): string {
  switch (route.page) {
    case 'search':
      if (route.tab === 'alles') return searchTabPath('ausbildung', route.locationSlug)
      return searchTabPath(route.tab, route.locationSlug)
    case 'messe':
      return messeTabPath(route.tab, route.locationSlug)
    case 'auswahl':
      return route.jobListSlug ? `/auswahl/${encodeURIComponent(route.jobListSlug)}` : '/auswahl'
    case 'post':
      return route.postSlug ? `/beitrag/${encodeURIComponent(route.postSlug)}` : '/news'
    case 'event':
      return route.eventSlug ? `/event/${encodeURIComponent(route.eventSlug)}` : '/event'
    case 'regions':
      return '/region'
    case 'region':
      if (route.section === 'anmeldung') return regionPath(route.regionSlug, 'anmeldung')
      if (route.fixed) return regionPath(route.regionSlug, 'start', regionIsV2)
      return regionPath(route.regionSlug, route.section, regionIsV2)
  }
}
