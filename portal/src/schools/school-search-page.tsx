import {
  ApiRequestError,
  foldGerman,
  NEARBY_LABEL,
  NEARBY_SLUG,
  NOT_FOUND_MESSAGE,
  type SchoolSummary,
  schoolSearchHead,
  schoolSearchPath,
  schoolSearchQuery,
} from '@oabat/core'
import { TextField } from '@oabat/ui'
import { type ReactNode, useId, useState } from 'react'
import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { LoadError } from '../components/load-error.tsx'
import { PlaceSearch } from '../components/place-search.tsx'
import { SchoolCards } from '../components/region-schools.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useCoordinates } from '../components/use-coordinates.ts'
import { usePageHead } from '../head/use-page-head.ts'
import '../components/region-schools.css'
import '../components/result-lists.css'
import '../pages/search-page.css'

/**
 * SPEC §2 /schule/suche/{locationSlug?}: schools near a place, nearest first (GET /api/search/school,
 * 50 schools), each linking to its profile. Server-rendered (docs/ssr.md); „Umgebung“ asks the
 * browser for the position. docs/schools.md „Schulsuche“.
 */
export function SchoolSearchPage({ locationSlug }: { locationSlug: string | null }) {
  if (!locationSlug) return <SchoolSearchStart />
  if (locationSlug === NEARBY_SLUG) return <NearbySchools />
  return <SchoolsAtPlace locationSlug={locationSlug} />
}

function SearchBox() {
  return (
    <div className="search-page__start">
      <PlaceSearch type="ausbildung" label="Wo suchst Du Schulen?" pathFor={schoolSearchPath} />
      <Link href={schoolSearchPath(NEARBY_SLUG)} className="search-page__nearby">
        In meiner Umgebung suchen
      </Link>
    </div>
  )
}

function SchoolSearchStart() {
  const head = schoolSearchHead(null)
  usePageHead({ title: head.title, description: head.description, canonicalPath: schoolSearchPath() })
  return (
    <div className="search-page">
      <h1 className="search-page__title">{head.title}</h1>
      <p className="search-page__lead">Wähle einen Ort, und wir zeigen Dir die Schulen im Umkreis.</p>
      <SearchBox />
    </div>
  )
}

function SchoolsAtPlace({ locationSlug }: { locationSlug: string }) {
  const place = useApi('location', { params: { idOrSlug: locationSlug } })
  if (place.error instanceof ApiRequestError && (place.error.status === 404 || place.error.status === 422)) {
    return <PlaceNotFound slug={locationSlug} />
  }
  if (place.error) return <LoadError subject="Der Ort" error={place.error} onRetry={() => place.mutate()} />
  if (!place.data) return <Skeleton lines={4} label="Ort wird geladen …" />
  const { name, slug, latitude, longitude } = place.data.data
  return <SchoolResults placeName={name} canonicalSlug={slug} point={{ latitude, longitude }} />
}

function NearbySchools() {
  const coordinates = useCoordinates(NEARBY_SLUG)
  if (coordinates.status === 'ready') {
    return <SchoolResults placeName={null} canonicalSlug={NEARBY_SLUG} point={coordinates} />
  }
  return (
    <ResultsFrame placeName={null} canonicalSlug={NEARBY_SLUG}>
      {coordinates.status === 'loading' ? (
        <Skeleton lines={4} label="Standort wird bestimmt …" />
      ) : (
        <p className="result-empty" role="status">
          {coordinates.status === 'unavailable' && coordinates.reason === 'denied'
            ? 'Erlaube den Zugriff auf Deinen Standort, damit wir Schulen in Deiner Nähe zeigen können.'
            : 'Dein Standort konnte nicht bestimmt werden. Wähle stattdessen einen Ort.'}
        </p>
      )}
    </ResultsFrame>
  )
}

/** Heading, head and the search box around the results of one place (or the visitor's position). */
function ResultsFrame({
  placeName,
  canonicalSlug,
  children,
}: {
  placeName: string | null
  canonicalSlug: string
  children: ReactNode
}) {
  const head = schoolSearchHead(placeName ?? NEARBY_LABEL)
  usePageHead({ title: head.title, description: head.description, canonicalPath: schoolSearchPath(canonicalSlug) })
  return (
    <div className="search-page">
      <h1 className="search-page__title">{head.title}</h1>
      <SearchBox />
      {children}
    </div>
  )
}

function SchoolResults({
  placeName,
  canonicalSlug,
  point,
}: {
  placeName: string | null
  canonicalSlug: string
  point: { latitude: number; longitude: number }
}) {
  const schools = useApi('searchSchool', { query: schoolSearchQuery(point) })
  const [filter, setFilter] = useState('')
  const filterId = useId()
  const where = placeName ? `in der Nähe von ${placeName}` : 'in Deiner Nähe'
  return (
    <ResultsFrame placeName={placeName} canonicalSlug={canonicalSlug}>
      {schools.error ? (
        <LoadError subject="Die Schulen" plural error={schools.error} onRetry={() => schools.mutate()} />
      ) : !schools.data ? (
        <Skeleton lines={4} label="Schulen werden geladen …" />
      ) : schools.data.data.length === 0 ? (
        <p className="result-empty" role="status">
          Noch keine Schulen {where} auf oabat.
        </p>
      ) : (
        <section className="search-page__section" aria-labelledby={`${filterId}-title`}>
          <h2 id={`${filterId}-title`}>
            {schools.data.data.length === 1 ? '1 Schule' : `${schools.data.data.length} Schulen`} {where}
          </h2>
          <TextField
            label="Nach Name filtern"
            name="school-filter"
            autoComplete="off"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
          <FilteredSchools schools={schools.data.data} filter={filter} />
        </section>
      )}
    </ResultsFrame>
  )
}

function FilteredSchools({ schools, filter }: { schools: SchoolSummary[]; filter: string }) {
  const words = foldGerman(filter).split(' ').filter(Boolean)
  const shown = schools.filter((school) => {
    const text = ` ${foldGerman(`${school.name} ${school.type} ${school.city}`)}`
    return words.every((word) => text.includes(` ${word}`))
  })
  if (shown.length === 0) {
    return (
      <p className="result-empty" role="status">
        Keine Schule passt zu „{filter}“.
      </p>
    )
  }
  return <SchoolCards schools={shown} distanceFrom="entfernt" />
}

function PlaceNotFound({ slug }: { slug: string }) {
  usePageHead({ title: NOT_FOUND_MESSAGE, description: 'Diesen Ort kennen wir leider nicht.', canonicalPath: null })
  return (
    <div className="search-page search-page--not-found">
      <h1 className="search-page__title">Ort nicht gefunden</h1>
      <p className="search-page__lead">Zu „{slug}“ kennen wir keinen Ort.</p>
      <SearchBox />
    </div>
  )
}
