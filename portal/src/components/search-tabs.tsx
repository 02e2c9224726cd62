import { LISTING_TAB_LABELS, LISTING_TABS, type ListingTab, searchTabPath } from '@oabat/core'
import { Link } from 'wouter'
import './search-tabs.css'

/** Which offers a search shows: the tabs of SPEC §2. */
export type SearchTab = ListingTab

/** The path of a tab, keeping the other query parameters (e.g. the radius, the term). */
export function searchTabHref(
  tab: SearchTab,
  locationSlug: string,
  query: URLSearchParams,
  pathOf: (tab: SearchTab, slug: string) => string = searchTabPath,
): string {
  const params = new URLSearchParams(query)
  params.delete('category')
  params.delete('praktikum')
  const qs = params.toString()
  return `${pathOf(tab, locationSlug)}${qs ? `?${qs}` : ''}`
}

/** SPEC §2 tab labels Alles, Ausbildung, Praktikum, Unternehmen, Neuigkeiten; each a link, the current one marked. */
export function SearchTabs({
  current,
  locationSlug,
  query,
  tabs = LISTING_TABS,
  pathOf,
}: {
  current: SearchTab
  locationSlug: string
  query: URLSearchParams
  tabs?: readonly SearchTab[]
  pathOf?: (tab: SearchTab, slug: string) => string
}) {
  return (
    <nav className="search-tabs" aria-label="Angebote">
      <ul className="search-tabs__list">
        {tabs.map((tab) => (
          <li key={tab}>
            <Link
              href={searchTabHref(tab, locationSlug, query, pathOf)}
              className="search-tabs__tab"
              aria-current={tab === current ? 'page' : undefined}
            >
              {LISTING_TAB_LABELS[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
