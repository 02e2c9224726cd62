import {
  ApiRequestError,
  canonicalListingPath,
  type ListingRoute,
  listingDescription,
  listingHeading,
  parseLocationQuery,
  radiusFromQuery,
} from '@oabat/core'
import { JobList } from '@oabat/widgets'
import { Link, useSearchParams } from 'wouter'
import { API_BASE } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { LoadError } from '../components/load-error.tsx'
import { RadiusSelect } from '../components/radius-select.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { portalOrigin, usePortalJobSelect } from '../components/use-portal-select.ts'
import { usePageHead } from '../head/use-page-head.ts'
import { NotFoundPage } from './not-found-page.tsx'
import '../components/result-lists.css'
import './search-page.css'

type AuswahlRoute = Extract<ListingRoute, { page: 'auswahl' }>
const EMPTY = {}

/** SPEC §2 /auswahl/{jobListSlug?} (query location as JSON): a job list's jobs, near a place when given. */
export function AuswahlPage({ route }: { route: AuswahlRoute }) {
  if (!route.jobListSlug) return <JobListsIndex route={route} />
  return <JobListJobs route={route} slug={route.jobListSlug} />
}

function JobListsIndex({ route }: { route: AuswahlRoute }) {
  const heading = listingHeading(route, null)
  usePageHead({
    title: heading,
    description: listingDescription(route, null),
    canonicalPath: canonicalListingPath(route),
  })
  const { data, error, mutate } = useApi('jobLists', EMPTY)
  return (
    <div className="search-page">
      <h1 className="search-page__title">{heading}</h1>
      {error ? <LoadError subject="Die Joblisten" plural error={error} onRetry={() => mutate()} /> : null}
      {!data && !error ? <Skeleton lines={3} label="Joblisten werden geladen …" /> : null}
      {data && data.data.length === 0 ? (
        <p className="result-empty" role="status">
          Noch keine Joblisten.
        </p>
      ) : null}
      {data && data.data.length > 0 ? (
        <ul className="result-list__grid">
          {data.data.map((list) => (
            <li key={list.id}>
              <article className="result-card">
                <div className="result-card__body">
                  <h2 className="result-card__title">
                    <Link href={list.url}>{list.name}</Link>
                  </h2>
                  {list.description ? <p className="result-card__text">{list.description}</p> : null}
                  <p className="result-card__meta">{list.jobs_count} Stellen</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function JobListJobs({ route, slug }: { route: AuswahlRoute; slug: string }) {
  const [query, setQuery] = useSearchParams()
  const onSelect = usePortalJobSelect()
  const { data, error, mutate } = useApi('jobListDetail', { params: { id: slug } })
  const location = parseLocationQuery(query.get('location'))
  const radius = radiusFromQuery(query.get('radius'))
  const heading = listingHeading(route, data?.data.name ?? null)
  usePageHead({
    title: data ? heading : null,
    description: listingDescription(route, data?.data.name ?? null),
    canonicalPath: canonicalListingPath(route),
  })
  if (error instanceof ApiRequestError && error.status === 404) return <NotFoundPage />
  if (error) return <LoadError subject="Die Jobliste" error={error} onRetry={() => mutate()} />
  if (!data) return <Skeleton lines={4} label="Jobliste wird geladen …" />
  const place =
    location && location !== 'invalid'
      ? location.kind === 'slug'
        ? { location: location.slug }
        : { latitude: location.latitude, longitude: location.longitude }
      : {}
  return (
    <div className="search-page">
      <h1 className="search-page__title">{heading}</h1>
      {data.data.description ? <p className="search-page__lead">{data.data.description}</p> : null}
      {location === 'invalid' ? (
        <p className="result-empty" role="alert">
          Der Ort im Link ist ungültig. Wir zeigen Dir alle Stellen der Liste, die neuesten zuerst.
        </p>
      ) : null}
      {location && location !== 'invalid' ? (
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
      ) : null}
      <JobList
        apiBase={API_BASE}
        portalUrl={portalOrigin()}
        {...place}
        radius={radius}
        type="alle"
        list={slug}
        autoLoad
        onSelect={onSelect}
      />
    </div>
  )
}
