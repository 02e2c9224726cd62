import {
  ApiRequestError,
  canonicalListingPath,
  type ListingRoute,
  listingDescription,
  listingHeading,
} from '@oabat/core'
import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { formatDateTime } from '../components/format.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { usePageHead } from '../head/use-page-head.ts'
import { NotFoundPage } from './not-found-page.tsx'
import '../components/result-lists.css'
import './search-page.css'

type EventRoute = Extract<ListingRoute, { page: 'event' }>
const EMPTY = {}

/** SPEC §2 /event/{eventSlug?}: one event; without a slug every upcoming event. */
export function EventPage({ route }: { route: EventRoute }) {
  if (!route.eventSlug) return <UpcomingEvents route={route} />
  return <EventDetail route={route} slug={route.eventSlug} />
}

function UpcomingEvents({ route }: { route: EventRoute }) {
  const heading = listingHeading(route, null)
  usePageHead({
    title: heading,
    description: listingDescription(route, null),
    canonicalPath: canonicalListingPath(route),
  })
  const { data, error, mutate } = useApi('events', { query: EMPTY })
  return (
    <div className="search-page">
      <h1 className="search-page__title">{heading}</h1>
      {error ? <LoadError subject="Die Events" error={error} onRetry={() => mutate()} /> : null}
      {!data && !error ? <Skeleton lines={3} label="Events werden geladen …" /> : null}
      {data && data.data.length === 0 ? (
        <p className="result-empty" role="status">
          Gerade sind keine Events geplant.
        </p>
      ) : null}
      {data && data.data.length > 0 ? (
        <ul className="result-list__stack">
          {data.data.map((event) => (
            <li key={event.id} className="result-card">
              <div className="result-card__body">
                <p className="result-card__eyebrow">
                  <time dateTime={event.start_at}>{formatDateTime(event.start_at)}</time>
                  {event.city ? ` · ${event.city}` : ''}
                </p>
                <h2 className="result-card__title">
                  <Link href={event.url}>{event.title}</Link>
                </h2>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function EventDetail({ route, slug }: { route: EventRoute; slug: string }) {
  const { data, error, mutate } = useApi('event', { params: { id: slug } })
  usePageHead({
    title: data?.data.title ?? null,
    description: data?.data.description ?? listingDescription(route, null),
    canonicalPath: canonicalListingPath(route),
  })
  if (error instanceof ApiRequestError && error.status === 404) return <NotFoundPage />
  if (error) return <LoadError subject="Das Event" error={error} onRetry={() => mutate()} />
  if (!data) return <Skeleton lines={4} label="Event wird geladen …" />
  const event = data.data
  const past = event.start_at < new Date().toISOString()
  return (
    <article className="search-page">
      <p className="search-page__lead">
        <time dateTime={event.start_at}>{formatDateTime(event.start_at)}</time>
        {event.city ? ` · ${event.city}` : ''}
        {past ? ' · Dieses Event hat schon stattgefunden.' : ''}
      </p>
      <h1 className="search-page__title">{event.title}</h1>
      <p>{event.description}</p>
      <Link href="/event" className="search-page__back">
        <span aria-hidden="true">←</span> Alle Events
      </Link>
    </article>
  )
}
