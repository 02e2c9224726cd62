import {
  ApiRequestError,
  activateSearch,
  canonicalListingPath,
  type ListingRoute,
  listingDescription,
  type Region,
  type RegionSection,
  regionHeading,
  regionPath,
  showsSlotForm,
} from '@oabat/core'
import { buttonClassName } from '@oabat/ui'
import { JobList, SearchBox } from '@oabat/widgets'
import { lazy, Suspense, useEffect } from 'react'
import { Link, useLocation } from 'wouter'
import { API_BASE } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { useAuth } from '../auth/use-auth.ts'
import { BusinessResults } from '../components/business-results.tsx'
import { EventResults } from '../components/event-results.tsx'
import { formatKm } from '../components/format.ts'
import { LoadError } from '../components/load-error.tsx'
import { PostResults } from '../components/post-results.tsx'
import { RegionSchools } from '../components/region-schools.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { portalOrigin, usePortalJobSelect } from '../components/use-portal-select.ts'
import { usePageHead } from '../head/use-page-head.ts'
import { SlotForm } from '../speeddating/slot-form.tsx'
import { NotFoundPage } from './not-found-page.tsx'
import './region-page.css'

type RegionRoute = Extract<ListingRoute, { page: 'region' }>

// Only the region's own account builds its sign-up: the creator loads on its own.
const SlotCreator = lazy(() => import('../speeddating/slot-creator.tsx').then((m) => ({ default: m.SlotCreator })))

const SECTIONS: Array<[RegionSection, string]> = [
  ['start', 'Start'],
  ['ausbildung', 'Ausbildung'],
  ['praktikum', 'Praktikum'],
  ['unternehmen', 'Unternehmen'],
  ['news', 'Neuigkeiten'],
  ['schulen', 'Schulen'],
  ['arbeitgeber', 'Arbeitgeber'],
]

/** SPEC §2 regions: /region/{slug} and its sub pages, the v2 variant, the fixed regions' own pages and the embeds. */
export function RegionPage({ route }: { route: RegionRoute }) {
  const { data, error, mutate } = useApi('region', { params: { id: route.regionSlug } })
  if (error instanceof ApiRequestError && error.status === 404) return <NotFoundPage />
  if (error) return <LoadError subject="Die Region" error={error} onRetry={() => mutate()} />
  if (!data) return <Skeleton lines={5} label="Region wird geladen …" />
  return <RegionContent route={route} region={data.data} />
}

function RegionContent({ route, region }: { route: RegionRoute; region: Region }) {
  const [, navigate] = useLocation()
  const heading = regionHeading(route.section, region.name)
  usePageHead({
    title: heading,
    description: listingDescription(route, region.name),
    canonicalPath: canonicalListingPath(route, region.v2),
  })
  // SPEC §2: /region/v2/{slug} is used when the region has its v2 flag, /region/{slug} otherwise.
  const wrongVariant =
    !route.fixed && !route.embed && (route.section === 'start' || route.section === 'schulen') && route.v2 !== region.v2
  useEffect(() => {
    if (wrongVariant) navigate(regionPath(region.slug, route.section, region.v2), { replace: true })
  }, [wrongVariant, navigate, region, route.section])
  useEffect(() => {
    activateSearch({ location: null, category: 'ausbildung', channel: region.channel.slug })
  }, [region.channel.slug])

  if (route.embed) return <RegionSectionBody route={route} region={region} />
  return (
    <div className={`region-page${region.v2 ? ' region-page--v2' : ''}`}>
      <header className="region-page__hero">
        <p className="region-page__eyebrow">Region</p>
        <h1 className="region-page__title">{heading}</h1>
        {region.description ? <p className="region-page__lead">{region.description}</p> : null}
        <ul className="region-page__facts">
          <li>{region.jobs_count} offene Stellen</li>
          <li>{region.businesses_count} Betriebe</li>
          <li>Umkreis {formatKm(region.radius_km)}</li>
        </ul>
        {region.v2 && route.section === 'start' ? (
          <div className="region-page__search">
            <SearchBox
              apiBase={API_BASE}
              onSearch={(request) => {
                navigate(request.path)
                return false
              }}
            />
          </div>
        ) : null}
      </header>
      <nav className="search-tabs" aria-label="Bereiche der Region">
        <ul className="search-tabs__list">
          {SECTIONS.map(([section, label]) => {
            const current = section === route.section || (section === 'arbeitgeber' && route.section === 'events')
            return (
              <li key={section}>
                <Link
                  href={regionPath(region.slug, section, region.v2)}
                  className="search-tabs__tab"
                  aria-current={current ? 'page' : undefined}
                >
                  {label}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <RegionSectionBody route={route} region={region} />
    </div>
  )
}

function RegionSectionBody({ route, region }: { route: RegionRoute; region: Region }) {
  const onSelect = usePortalJobSelect()
  const area = { latitude: region.latitude, longitude: region.longitude }
  const jobs = (type: 'ausbildung' | 'praktikum', pageSize?: number, autoLoad = true) => (
    <JobList
      apiBase={API_BASE}
      portalUrl={portalOrigin()}
      {...area}
      radius={Math.ceil(region.radius_km)}
      channel={region.channel.slug}
      type={type}
      pageSize={pageSize}
      autoLoad={autoLoad}
      onSelect={onSelect}
    />
  )
  const channelQuery = { channel: region.channel.slug }
  switch (route.section) {
    case 'start':
      return (
        <div className="region-page__sections">
          {showsSlotForm(region.slug, 'start') && <SlotForm region={region} />}
          {region.about ? (
            <section aria-labelledby="region-about">
              <h2 id="region-about">Über die Region {region.name}</h2>
              {region.about.split(/\n\s*\n/).map((paragraph, index) => (
                // Paragraphs of plain text (markup is refused on writing); their order never changes.
                // biome-ignore lint/suspicious/noArrayIndexKey: static paragraphs of one text
                <p key={index} className="region-page__about">
                  {paragraph}
                </p>
              ))}
            </section>
          ) : null}
          <section aria-labelledby="region-jobs">
            <h2 id="region-jobs">Neue Ausbildungsplätze</h2>
            {jobs('ausbildung', 6, false)}
            <Link href={regionPath(region.slug, 'ausbildung')} className={buttonClassName({ design: 'primary-flat' })}>
              Alle Ausbildungsplätze in {region.name}
            </Link>
          </section>
          <section aria-labelledby="region-news">
            <h2 id="region-news">Neuigkeiten</h2>
            <PostResults query={{ ...channelQuery, per_page: 3 }} placeName={region.name} />
          </section>
          <RegionEvents region={region} />
        </div>
      )
    case 'ausbildung':
    case 'praktikum':
      return jobs(route.section)
    case 'unternehmen':
      return (
        <BusinessResults
          query={{ ...channelQuery, ...area, distance: Math.ceil(region.radius_km) }}
          placeName={region.name}
        />
      )
    case 'news':
      return <PostResults query={channelQuery} placeName={region.name} />
    case 'schulen':
      return <RegionSchools region={region} />
    case 'arbeitgeber':
    case 'events':
      return <RegionEmployers region={region} eventsOnly={route.section === 'events'} />
    case 'anmeldung':
      return (
        <div className="region-page__sections">
          {showsSlotForm(region.slug, 'anmeldung') && <SlotForm region={region} />}
          <RegionSignUp region={region} creator={false} />
        </div>
      )
    case 'anmeldung_creator':
      return <RegionSignUp region={region} creator />
  }
}

function RegionEvents({ region }: { region: Region }) {
  const { data, error, mutate } = useApi('events', { query: { channel: region.channel.slug } })
  return (
    <section aria-labelledby="region-events">
      <h2 id="region-events">Anstehende Events</h2>
      {error ? <LoadError subject="Die Events" plural error={error} onRetry={() => mutate()} /> : null}
      {!data && !error ? <Skeleton lines={2} label="Events werden geladen …" /> : null}
      {data && data.data.length === 0 ? (
        <p className="result-empty" role="status">
          Gerade sind keine Events in der Region {region.name} geplant.
        </p>
      ) : null}
      {data && data.data.length > 0 ? <EventResults events={data.data} /> : null}
    </section>
  )
}

function RegionEmployers({ region, eventsOnly }: { region: Region; eventsOnly: boolean }) {
  return (
    <div className="region-page__sections">
      {eventsOnly ? null : (
        <section aria-labelledby="region-employers">
          <h2 id="region-employers">Für Arbeitgeber in der Region {region.name}</h2>
          <p>
            {region.businesses_count} Betriebe zeigen ihre Ausbildungsplätze und Praktika schon im Kanal der Region{' '}
            {region.name}. Mach mit: Dein Betriebsprofil und Deine Stellen erscheinen auf den Seiten der Region und in
            der Suche der Schülerinnen und Schüler vor Ort.
          </p>
          <div className="region-page__actions">
            <Link
              href={`/arbeitgeber/registrierung?channel=${encodeURIComponent(region.channel.slug)}`}
              className={buttonClassName({ design: 'primary' })}
            >
              Betrieb registrieren
            </Link>
            <Link href={regionPath(region.slug, 'events')} className={buttonClassName({ design: 'primary-flat' })}>
              Events für Arbeitgeber
            </Link>
          </div>
        </section>
      )}
      <RegionEvents region={region} />
    </div>
  )
}

function RegionSignUp({ region, creator }: { region: Region; creator: boolean }) {
  const { user } = useAuth()
  if (creator && user?.region?.slug === region.slug) {
    return (
      <Suspense fallback={<Skeleton lines={4} label="Termine werden geladen …" />}>
        <SlotCreator region={region} />
      </Suspense>
    )
  }
  return (
    <section className="region-page__sections" aria-labelledby="region-sign-up">
      <h2 id="region-sign-up">
        {creator ? 'Inhalte für die Region erstellen' : `Mitmachen in der Region ${region.name}`}
      </h2>
      <p>
        {creator
          ? `Betriebe aus der Region ${region.name} stellen Beiträge und ihre Stellen in den Kanal der Region; seine Events legt die Region selbst an. Registriere Deinen Betrieb, um loszulegen.`
          : `Melde Deinen Betrieb für die Region ${region.name} an: Deine Stellen erscheinen dann auf den Seiten der Region, bei ihren Events und in der Suche vor Ort.`}
      </p>
      <div className="region-page__actions">
        <Link
          href={`/arbeitgeber/registrierung?channel=${encodeURIComponent(region.channel.slug)}`}
          className={buttonClassName({ design: 'primary' })}
        >
          Jetzt anmelden
        </Link>
        <Link
          href={regionPath(region.slug, 'start', region.v2)}
          className={buttonClassName({ design: 'primary-flat' })}
        >
          Zur Region {region.name}
        </Link>
      </div>
    </section>
  )
}
