import {
  ApiRequestError,
  canonicalListingPath,
  type ListingRoute,
  listingDescription,
  listingHeading,
} from '@oabat/core'
import { buttonClassName } from '@oabat/ui'
import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { formatDateTime } from '../components/format.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { EventCalendarLink } from '../events/event-calendar-link.tsx'
import { usePageHead } from '../head/use-page-head.ts'
import { EventSections } from '../posts/event-sections.tsx'
import { NotFoundPage } from './not-found-page.tsx'
import '../components/result-lists.css'
import './search-page.css'

type EventRoute = Extract<ListingRoute, { page: 'event' }>

/** SPEC §2 /event/{eventSlug?}: one event; without a slug the events, upcoming and past (SPEC §4). */
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
  return (
    <div className="search-page">
      <h1 className="search-page__title">{heading}</h1>
      <EventSections />
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
      <p>
        <EventCalendarLink event={event} className={buttonClassName({ design: 'primary' })} />
      </p>
      <Link href="/event" className="search-page__back">
        <span aria-hidden="true">←</span> Alle Events
      </Link>
    </article>
  )
}
