import type { SearchType } from '@oabat/core'
import { Link } from 'wouter'
import './search-tabs.css'

/** Which offers a search shows; "alle" is the Ausbildung route with ?category=Alles (SPEC §2). */
export type SearchTab = 'alle' | SearchType

const TABS: Array<{ tab: SearchTab; label: string }> = [
  { tab: 'alle', label: 'Alles' },
  { tab: 'ausbildung', label: 'Ausbildung' },
  { tab: 'praktikum', label: 'Praktikum' },
]

/** The path of a tab, keeping the other query parameters (e.g. the radius). */
export function searchTabHref(tab: SearchTab, locationSlug: string, query: URLSearchParams): string {
  const params = new URLSearchParams(query)
  params.delete('category')
  if (tab === 'alle') params.set('category', 'Alles')
  const base = tab === 'praktikum' ? '/praktikum' : '/ausbildung'
  const qs = params.toString()
  return `${base}/${encodeURIComponent(locationSlug)}${qs ? `?${qs}` : ''}`
}

/** SPEC §2 tab labels Alles, Ausbildung, Praktikum; each tab is a link, the current one is marked. */
export function SearchTabs({
  current,
  locationSlug,
  query,
}: {
  current: SearchTab
  locationSlug: string
  query: URLSearchParams
}) {
  return (
    <nav className="search-tabs" aria-label="Angebote">
      <ul className="search-tabs__list">
        {TABS.map(({ tab, label }) => (
          <li key={tab}>
            <Link
              href={searchTabHref(tab, locationSlug, query)}
              className="search-tabs__tab"
              aria-current={tab === current ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
