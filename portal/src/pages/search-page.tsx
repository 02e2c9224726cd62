import {
  ApiRequestError,
  allOffersHeading,
  NEARBY_SLUG,
  NOT_FOUND_MESSAGE,
  type SearchType,
  searchDescription,
  searchHeading,
} from '@oabat/core'
import { JobList } from '@oabat/widgets'
import { Link, useSearchParams } from 'wouter'
import { API_BASE } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { LoadError } from '../components/load-error.tsx'
import { PlaceSearch } from '../components/place-search.tsx'
import { PopularCities } from '../components/popular-cities.tsx'
import { RadiusSelect, radiusFromQuery } from '../components/radius-select.tsx'
import { type SearchTab, SearchTabs } from '../components/search-tabs.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { portalOrigin, usePortalJobSelect } from '../components/use-portal-select.ts'
import { usePageHead } from '../head/use-page-head.ts'
import './search-page.css'

export interface SearchPageProps {
  type: SearchType
  locationSlug: string | null
}

/** SPEC §2 /ausbildung/{locationSlug?} and /praktikum/{locationSlug?}. */
export function SearchPage({ type, locationSlug }: SearchPageProps) {
  if (!locationSlug) return <SearchStart type={type} />
  if (locationSlug === NEARBY_SLUG)
    return <SearchResults type={type} locationSlug={locationSlug} placeName="Umgebung" />
  return <PlaceSearchResults type={type} locationSlug={locationSlug} />
}

/** Without a place: the place search and the popular places. */
function SearchStart({ type }: { type: SearchType }) {
  const heading = searchHeading(type, null)
  usePageHead({ title: heading, description: searchDescription(type, null), canonicalPath: `/${type}` })
  return (
    <div className="search-page">
      <h1 className="search-page__title">{heading}</h1>
      <p className="search-page__lead">
        Wähle einen Ort, und wir zeigen Dir {type === 'praktikum' ? 'Praktikumsplätze' : 'Ausbildungsplätze'} im
        Umkreis.
      </p>
      <div className="search-page__start">
        <PlaceSearch type={type} />
      </div>
      <PopularCities type={type} />
    </div>
  )
}

/** With a place: its name from GET /api/v2/locations/{slug}, then the results. */
function PlaceSearchResults({ type, locationSlug }: { type: SearchType; locationSlug: string }) {
  const { data, error, mutate } = useApi('location', { params: { idOrSlug: locationSlug } })
  if (error instanceof ApiRequestError && error.status === 404) {
    return <PlaceNotFound type={type} locationSlug={locationSlug} />
  }
  if (error) {
    return (
      <div className="search-page">
        <LoadError subject="Der Ort" error={error} onRetry={() => mutate()} />
      </div>
    )
  }
  if (!data) return <Skeleton lines={4} label="Ort wird geladen …" />
  return <SearchResults type={type} locationSlug={data.data.slug || locationSlug} placeName={data.data.name} />
}

function SearchResults({
  type,
  locationSlug,
  placeName,
}: SearchPageProps & { locationSlug: string; placeName: string }) {
  const [query, setQuery] = useSearchParams()
  const onSelect = usePortalJobSelect()
  const tab: SearchTab = query.get('category') === 'Alles' ? 'alle' : type
  const radius = radiusFromQuery(query.get('radius'))
  const heading = tab === 'alle' ? allOffersHeading(placeName) : searchHeading(type, placeName)
  usePageHead({
    title: heading,
    description: searchDescription(type, placeName),
    canonicalPath: `/${type}/${encodeURIComponent(locationSlug)}`,
  })
  return (
    <div className="search-page">
      <h1 className="search-page__title">{heading}</h1>
      <div className="search-page__controls">
        <SearchTabs current={tab} locationSlug={locationSlug} query={query} />
        <RadiusSelect
          value={radius}
          onChange={(km) =>
            setQuery(
              (previous) => {
                const next = new URLSearchParams(previous)
                next.set('radius', String(km))
                return next
              },
              { replace: true },
            )
          }
        />
      </div>
      <JobList
        apiBase={API_BASE}
        portalUrl={portalOrigin()}
        location={locationSlug}
        radius={radius}
        type={tab}
        onSelect={onSelect}
      />
    </div>
  )
}

/** An unknown place: a German not-found state with a new search and a way back (the server answers 404). */
function PlaceNotFound({ type, locationSlug }: { type: SearchType; locationSlug: string }) {
  usePageHead({ title: NOT_FOUND_MESSAGE, description: 'Diesen Ort kennen wir leider nicht.', canonicalPath: null })
  return (
    <div className="search-page search-page--not-found">
      <h1 className="search-page__title">Ort nicht gefunden</h1>
      <p className="search-page__lead">
        Zu „{locationSlug}“ kennen wir keinen Ort. Such einfach nach Deinem Wohnort oder Deiner Postleitzahl.
      </p>
      <div className="search-page__start">
        <PlaceSearch type={type} />
      </div>
      <Link href={`/${type}`} className="search-page__back">
        <span aria-hidden="true">←</span> Zurück zur Suche
      </Link>
    </div>
  )
}
