import {
  ApiRequestError,
  activateSearch,
  canonicalListingPath,
  DEFAULT_SEARCH_CHANNEL,
  type ListingRoute,
  type ListingTab,
  listingDescription,
  NEARBY_LABEL,
  NEARBY_SLUG,
  NEWS_FEED_ARTICLES,
  NOT_FOUND_MESSAGE,
  radiusFromQuery,
  type SearchV2Type,
  searchTabPath,
  tabHeading,
} from '@oabat/core'
import { JobList, type JobListType, type WidgetError } from '@oabat/widgets'
import { useEffect, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'wouter'
import { API_BASE } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { NewestArticles } from '../articles/article-list.tsx'
import { BusinessResults } from '../components/business-results.tsx'
import { LoadError } from '../components/load-error.tsx'
import { PlaceSearch } from '../components/place-search.tsx'
import { PopularCities } from '../components/popular-cities.tsx'
import { PostResults } from '../components/post-results.tsx'
import { rememberSearchRoute } from '../components/previous-search.ts'
import { RadiusSelect } from '../components/radius-select.tsx'
import { SearchTabs } from '../components/search-tabs.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { TermField } from '../components/term-field.tsx'
import { useCoordinates } from '../components/use-coordinates.ts'
import { portalOrigin, usePortalJobSelect } from '../components/use-portal-select.ts'
import { usePageHead } from '../head/use-page-head.ts'
import './search-page.css'
import { useCardRatingFor } from '../ratings/use-rating-for.ts'

export interface SearchPageProps {
  tab: ListingTab
  locationSlug: string | null
  /** A job list (SPEC §2 "optional list parameter"). */
  list?: string | null
}

const JOB_LIST_TYPES: Partial<Record<ListingTab, JobListType>> = {
  alles: 'alle',
  ausbildung: 'ausbildung',
  praktikum: 'praktikum',
}
const SUGGEST_TYPES: Record<ListingTab, SearchV2Type> = {
  alles: 'jobs',
  ausbildung: 'apprenticeships',
  praktikum: 'internships',
  unternehmen: 'businesses',
  neuigkeiten: 'posts',
}

function route(tab: ListingTab, locationSlug: string | null, list: string | null): ListingRoute {
  return { page: 'search', tab, locationSlug, list }
}

/**
 * SPEC §2 search and listing pages: /ausbildung, /praktikum, /unternehmen, /news and /a with
 * their place, as the tabs Alles, Ausbildung, Praktikum, Unternehmen and Neuigkeiten.
 */
export function SearchPage({ tab, locationSlug, list = null }: SearchPageProps) {
  if (!locationSlug) return <SearchStart tab={tab} list={list} />
  if (locationSlug === NEARBY_SLUG)
    return <SearchResults tab={tab} locationSlug={locationSlug} placeName={NEARBY_LABEL} list={list} />
  return <PlaceSearchResults tab={tab} locationSlug={locationSlug} list={list} />
}

/** Without a place: the place search and the popular places; the news tab lists the newest posts. */
function SearchStart({ tab, list }: { tab: ListingTab; list: string | null }) {
  const heading = tabHeading(tab, null)
  const here = route(tab, null, list)
  usePageHead({
    title: heading,
    description: listingDescription(here, null),
    canonicalPath: canonicalListingPath(here),
  })
  const pathFor = (slug: string) => searchTabPath(tab, slug)
  const what =
    tab === 'praktikum'
      ? 'Praktikumsplätze'
      : tab === 'unternehmen'
        ? 'Betriebe'
        : tab === 'neuigkeiten'
          ? 'Neuigkeiten'
          : 'Ausbildungsplätze'
  return (
    <div className="search-page">
      <h1 className="search-page__title">{heading}</h1>
      <p className="search-page__lead">Wähle einen Ort, und wir zeigen Dir {what} im Umkreis.</p>
      <div className="search-page__start">
        <PlaceSearch type={tab === 'praktikum' ? 'praktikum' : 'ausbildung'} pathFor={pathFor} />
        <Link href={pathFor(NEARBY_SLUG)} className="search-page__nearby">
          In meiner Umgebung suchen
        </Link>
      </div>
      <PopularCities type={tab === 'praktikum' ? 'praktikum' : 'ausbildung'} pathFor={pathFor} />
      {tab === 'neuigkeiten' ? (
        <section className="search-page__section" aria-labelledby="latest-articles">
          <h2 id="latest-articles">Artikel</h2>
          <NewestArticles limit={NEWS_FEED_ARTICLES} />
        </section>
      ) : null}
      {tab === 'neuigkeiten' ? (
        <section className="search-page__section" aria-labelledby="latest-news">
          <h2 id="latest-news">Neueste Beiträge</h2>
          <PostResults query={{ channel: DEFAULT_SEARCH_CHANNEL }} placeName={null} />
        </section>
      ) : null}
    </div>
  )
}

/** With a place: its name from GET /api/v2/locations/{slug}, then the results. */
function PlaceSearchResults({
  tab,
  locationSlug,
  list,
}: {
  tab: ListingTab
  locationSlug: string
  list: string | null
}) {
  const { data, error, mutate } = useApi('location', { params: { idOrSlug: locationSlug } })
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422)) {
    return <PlaceNotFound tab={tab} locationSlug={locationSlug} />
  }
  if (error) {
    return (
      <div className="search-page">
        <LoadError subject="Der Ort" error={error} onRetry={() => mutate()} />
      </div>
    )
  }
  if (!data) return <Skeleton lines={4} label="Ort wird geladen …" />
  return (
    <SearchResults
      tab={tab}
      locationSlug={data.data.slug || locationSlug}
      placeName={data.data.name}
      point={{ latitude: data.data.latitude, longitude: data.data.longitude }}
      list={list}
    />
  )
}

function SearchResults({
  tab,
  locationSlug,
  placeName,
  point,
  list,
}: {
  tab: ListingTab
  locationSlug: string
  placeName: string
  point?: { latitude: number; longitude: number }
  list: string | null
}) {
  const [query, setQuery] = useSearchParams()
  const [path] = useLocation()
  const onSelect = usePortalJobSelect()
  const ratingFor = useCardRatingFor()
  // A refused attribute (an unknown list, a too long term) gets the page's own words, not the widget's.
  const [refusal, setRefusal] = useState<{ search: string; error: WidgetError } | null>(null)
  const radius = radiusFromQuery(query.get('radius'))
  const term = query.get('term') ?? ''
  const here = route(tab, locationSlug, list)
  const heading = tabHeading(tab, placeName)
  usePageHead({
    title: heading,
    description: listingDescription(here, placeName),
    canonicalPath: canonicalListingPath(here),
  })
  const search = query.toString()
  useEffect(() => {
    activateSearch({ location: locationSlug, category: tab, channel: DEFAULT_SEARCH_CHANNEL })
    rememberSearchRoute(`${path}${search ? `?${search}` : ''}`)
  }, [locationSlug, tab, path, search])

  const setParam = (name: string, value: string | null) =>
    setQuery(
      (previous) => {
        const next = new URLSearchParams(previous)
        if (value) next.set(name, value)
        else next.delete(name)
        return next
      },
      { replace: true },
    )

  const jobType = JOB_LIST_TYPES[tab]
  return (
    <div className="search-page">
      <h1 className="search-page__title">{heading}</h1>
      <div className="search-page__controls">
        <SearchTabs current={tab} locationSlug={locationSlug} query={query} />
        <RadiusSelect value={radius} onChange={(km) => setParam('radius', String(km))} />
      </div>
      <TermField type={SUGGEST_TYPES[tab]} value={term} onSubmit={(next) => setParam('term', next || null)} />
      {jobType && refusal?.search === search ? (
        <SearchRefused
          error={refusal.error}
          list={list}
          allPath={canonicalListingPath(route(tab, locationSlug, null))}
          allLabel={allOffersLabel(tab, placeName)}
        />
      ) : jobType ? (
        <JobList
          apiBase={API_BASE}
          portalUrl={portalOrigin()}
          location={locationSlug}
          radius={radius}
          type={jobType}
          term={term || undefined}
          list={list ?? undefined}
          autoLoad
          onSelect={onSelect}
          ratingFor={ratingFor}
          onError={(error) => {
            if (error.kind === 'attribute') setRefusal({ search, error })
          }}
        />
      ) : (
        <PlaceResults
          tab={tab}
          locationSlug={locationSlug}
          placeName={placeName}
          point={point}
          radius={radius}
          term={term}
        />
      )}
    </div>
  )
}

/** "Alle Praktikumsplätze in Passau": the way back from a refused selection to the whole place. */
function allOffersLabel(tab: ListingTab, placeName: string): string {
  const where = placeName === NEARBY_LABEL ? 'in Deiner Umgebung' : `in ${placeName}`
  if (tab === 'ausbildung') return `Alle Ausbildungsplätze ${where}`
  if (tab === 'praktikum') return `Alle Praktikumsplätze ${where}`
  return `Alle Angebote ${where}`
}

/**
 * A search the server refused for one of its parameters: an unknown ?list is a selection that does
 * not exist (docs/search-and-regions.md); any other parameter gives the server's German reason.
 * Both lead to the place's whole listing.
 */
function SearchRefused({
  error,
  list,
  allPath,
  allLabel,
}: {
  error: WidgetError
  list: string | null
  allPath: string
  allLabel: string
}) {
  const unknownList = error.attribute === 'list' && list !== null
  return (
    <div className="result-empty search-page__refused" role="alert">
      <p className="search-page__refused-title">
        {unknownList ? 'Diese Auswahl gibt es nicht.' : 'Diese Suche können wir so nicht ausführen.'}
      </p>
      <p>
        {unknownList
          ? `Die Auswahl „${list}“ kennen wir nicht – vielleicht ist sie nicht mehr aktuell.`
          : (error.reason ?? 'Ein Teil des Links ist ungültig.')}
      </p>
      <Link href={allPath}>{allLabel}</Link>
    </div>
  )
}

/** Businesses and posts need coordinates: the place's, or the visitor's own for "Umgebung". */
function PlaceResults({
  tab,
  locationSlug,
  placeName,
  point,
  radius,
  term,
}: {
  tab: ListingTab
  locationSlug: string
  placeName: string
  point?: { latitude: number; longitude: number }
  radius: number
  term: string
}) {
  const coordinates = useCoordinates(locationSlug, point)
  if (coordinates.status === 'loading') return <Skeleton lines={4} label="Standort wird bestimmt …" />
  if (coordinates.status === 'unavailable') {
    return (
      <p className="result-empty" role="status">
        {coordinates.reason === 'denied'
          ? 'Erlaube den Zugriff auf Deinen Standort, damit wir Ergebnisse in Deiner Nähe zeigen können.'
          : 'Dein Standort konnte nicht bestimmt werden. Wähle stattdessen einen Ort.'}
      </p>
    )
  }
  if (coordinates.status === 'error') {
    return (
      <p className="result-empty" role="alert">
        Der Ort konnte nicht geladen werden. Versuche es noch einmal.
      </p>
    )
  }
  const query = {
    latitude: coordinates.latitude,
    longitude: coordinates.longitude,
    distance: radius,
    ...(term ? { term } : {}),
  }
  const name = placeName === NEARBY_LABEL ? 'Deiner Umgebung' : placeName
  return tab === 'unternehmen' ? (
    <BusinessResults query={query} placeName={name} />
  ) : (
    <PostResults query={{ ...query, sort: 'distance' }} placeName={name} />
  )
}

/** An unknown place: a German not-found state with a new search and a way back (the server answers 404). */
function PlaceNotFound({ tab, locationSlug }: { tab: ListingTab; locationSlug: string }) {
  usePageHead({ title: NOT_FOUND_MESSAGE, description: 'Diesen Ort kennen wir leider nicht.', canonicalPath: null })
  const back = searchTabPath(tab === 'alles' ? 'ausbildung' : tab, null)
  return (
    <div className="search-page search-page--not-found">
      <h1 className="search-page__title">Ort nicht gefunden</h1>
      <p className="search-page__lead">
        Zu „{locationSlug}“ kennen wir keinen Ort. Such einfach nach Deinem Wohnort oder Deiner Postleitzahl.
      </p>
      <div className="search-page__start">
        <PlaceSearch
          type={tab === 'praktikum' ? 'praktikum' : 'ausbildung'}
          pathFor={(slug) => searchTabPath(tab, slug)}
        />
      </div>
      <Link href={back} className="search-page__back">
        <span aria-hidden="true">←</span> Zurück zur Suche
      </Link>
    </div>
  )
}
