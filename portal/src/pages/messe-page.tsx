import {
  ApiRequestError,
  canonicalListingPath,
  type JobFair,
  type ListingRoute,
  type ListingTab,
  listingDescription,
  livestreamPagePath,
  messeHeading,
  messeTabPath,
  NOT_FOUND_MESSAGE,
} from '@oabat/core'
import { JobList } from '@oabat/widgets'
import { Link, useSearchParams } from 'wouter'
import { API_BASE } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { CompanyLogo } from '../components/company-logo.tsx'
import { formatDateTime, formatKm } from '../components/format.ts'
import { LoadError } from '../components/load-error.tsx'
import { PostResults } from '../components/post-results.tsx'
import { SearchTabs } from '../components/search-tabs.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { portalOrigin, usePortalJobSelect } from '../components/use-portal-select.ts'
import { usePageHead } from '../head/use-page-head.ts'
import { fairBusinessPath } from './use-fair-visit.ts'
import '../components/result-lists.css'
import './search-page.css'

type MesseRoute = Extract<ListingRoute, { page: 'messe' }>

/** Fairs within this distance of the place count as its fairs. */
const FAIR_DISTANCE_KM = 100

/** SPEC §2 /messe/{locationSlug} and its tabs: job fairs near a place with their businesses, jobs and news. */
export function MessePage({ route }: { route: MesseRoute }) {
  const { data, error, mutate } = useApi('location', { params: { idOrSlug: route.locationSlug } })
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422)) {
    return <NotFoundPlace slug={route.locationSlug} />
  }
  if (error) return <LoadError subject="Der Ort" error={error} onRetry={() => mutate()} />
  if (!data) return <Skeleton lines={4} label="Ort wird geladen …" />
  return <MesseContent route={route} place={data.data} />
}

function NotFoundPlace({ slug }: { slug: string }) {
  usePageHead({ title: NOT_FOUND_MESSAGE, description: 'Diesen Ort kennen wir leider nicht.', canonicalPath: null })
  return (
    <div className="search-page">
      <h1 className="search-page__title">Ort nicht gefunden</h1>
      <p className="search-page__lead">Zu „{slug}“ kennen wir keinen Ort.</p>
      <Link href="/ausbildung" className="search-page__back">
        <span aria-hidden="true">←</span> Zur Suche
      </Link>
    </div>
  )
}

function MesseContent({
  route,
  place,
}: {
  route: MesseRoute
  place: { name: string; slug: string; latitude: number; longitude: number }
}) {
  const [query] = useSearchParams()
  const onSelect = usePortalJobSelect()
  const heading = messeHeading(route.tab, place.name)
  usePageHead({
    title: heading,
    description: listingDescription(route, place.name),
    canonicalPath: canonicalListingPath(route),
  })
  const fairs = useApi('jobFairs', {
    query: { latitude: place.latitude, longitude: place.longitude, distance: FAIR_DISTANCE_KM },
  })
  const nearest = fairs.data?.data[0] ?? null
  const pathOf = (tab: ListingTab, slug: string) => messeTabPath(tab, slug)
  return (
    <div className="search-page">
      <h1 className="search-page__title">{heading}</h1>
      <SearchTabs current={route.tab} locationSlug={route.locationSlug} query={query} pathOf={pathOf} />
      {fairs.error ? (
        <LoadError subject="Die Messen" plural error={fairs.error} onRetry={() => fairs.mutate()} />
      ) : null}
      {!fairs.data && !fairs.error ? <Skeleton lines={3} label="Messen werden geladen …" /> : null}
      {fairs.data && !nearest ? (
        <p className="result-empty" role="status">
          Noch keine Ausbildungsmessen in der Nähe von {place.name}. Schau bald wieder vorbei!
        </p>
      ) : null}
      {nearest ? (
        route.tab === 'alles' || route.tab === 'unternehmen' ? (
          <FairList fairs={fairs.data?.data ?? []} businessesOnly={route.tab === 'unternehmen'} />
        ) : route.tab === 'neuigkeiten' ? (
          <PostResults query={{ channel: nearest.channel }} placeName={nearest.city} />
        ) : (
          <JobList
            apiBase={API_BASE}
            portalUrl={portalOrigin()}
            latitude={place.latitude}
            longitude={place.longitude}
            radius={FAIR_DISTANCE_KM}
            channel={nearest.channel}
            type={route.tab === 'praktikum' ? 'praktikum' : 'ausbildung'}
            autoLoad
            onSelect={onSelect}
          />
        )
      ) : null}
    </div>
  )
}

function FairList({ fairs, businessesOnly }: { fairs: JobFair[]; businessesOnly: boolean }) {
  return (
    <ul className="result-list__stack">
      {fairs.map((fair) => (
        <li key={fair.id}>
          <article className="result-card result-card--post">
            <div className="result-card__body">
              <p className="result-card__eyebrow">
                <time dateTime={fair.start_at}>{formatDateTime(fair.start_at)}</time> · {fair.city}
                {fair.distance_km !== null ? ` · ${formatKm(fair.distance_km)} entfernt` : ''}
              </p>
              <h2 className="result-card__title">{fair.title}</h2>
              {businessesOnly ? null : <p className="result-card__text">{fair.description}</p>}
              <h3 className="result-card__meta">
                {fair.businesses.length} Aussteller
                {fair.businesses_unpublished > 0 ? ` (und ${fair.businesses_unpublished} weitere in Vorbereitung)` : ''}
              </h3>
              {fair.livestreams.length > 0 ? <FairLivestreams livestreams={fair.livestreams} /> : null}
              <ul className="fair-businesses">
                {fair.businesses.map((business) => (
                  <li key={business.id}>
                    <Link href={fairBusinessPath(business.slug, fair.id)} className="fair-businesses__link">
                      <CompanyLogo name={business.name} url={business.logo_url} size={32} />
                      <span>{business.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}

/** The fair's livestreams (SPEC §2 /messe): live ones say so, the others when they start. */
function FairLivestreams({ livestreams }: { livestreams: JobFair['livestreams'] }) {
  return (
    <ul className="fair-livestreams" aria-label="Livestreams der Messe">
      {livestreams.map((stream) => (
        <li key={stream.id}>
          <Link href={livestreamPagePath(stream.id)} className="fair-livestreams__link">
            {stream.is_live ? <span className="fair-livestreams__live">Live</span> : null}
            <span className="fair-livestreams__title">{stream.title}</span>
            {!stream.is_live && stream.planned_start ? (
              <span className="fair-livestreams__time">
                <time dateTime={stream.planned_start}>{formatDateTime(stream.planned_start)}</time>
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  )
}
