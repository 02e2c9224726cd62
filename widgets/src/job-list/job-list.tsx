import { createApiClient, SEARCH_PER_PAGE, SEARCH_RADIUS_KM } from '@oabat/core'
import { useEffect, useMemo, useRef, useState } from 'react'
import { JobCard, type JobSelectHandler } from '../job-card/job-card.tsx'
import { JobCardSkeleton } from '../job-card/job-card-skeleton.tsx'
import { formatCount } from '../shared/format.ts'
import { StateMessage } from '../shared/state-message.tsx'
import themeCss from '../shared/theme.css?inline'
import { useWidgetStyles } from '../shared/use-widget-styles.ts'
import type { WidgetError } from '../shared/widget-error.ts'
import listCss from './job-list.css?inline'
import { type JobListType, jobListSummary } from './job-list-summary.ts'
import { type JobSearchState, useJobSearch } from './use-job-search.ts'

export type { JobListType } from './job-list-summary.ts'

export interface JobListProps {
  /** Origin of the oabat API; '' means the page's own origin. */
  apiBase: string
  /** Origin of the portal the job links point to; defaults to the page's own origin. */
  portalUrl?: string
  /** Location slug: "passau-2855328", "zip-passau-94032" or "nearby" (browser geolocation). */
  location?: string
  latitude?: number
  longitude?: number
  /** Search radius in km (1–200, default 50). */
  radius?: number
  /** Which jobs: alle, ausbildung (default) or praktikum. */
  type?: JobListType
  /** Job category slug (it, craft, office, social, sales, art). */
  category?: string
  /** Only the jobs of this business (slug). */
  business?: string
  /** Leaves this job (slug) out, e.g. the job a page shows already. */
  exclude?: string
  /** Search term: job title, company or place, umlauts typed either way. */
  term?: string
  /** Region channel (slug); without it every channel is searched. */
  channel?: string
  /** Only the jobs of this job list (slug). */
  list?: string
  /** Loads the next page by itself when the end of the list scrolls into view (the button stays). */
  autoLoad?: boolean
  /** Jobs per page (1–50, default 12). */
  pageSize?: number
  onSelect?: JobSelectHandler
  /** After page 1 and after every appended page. */
  onLoaded?: (info: { total: number; page: number }) => void
  onError?: (error: WidgetError) => void
}

const listStyles = [themeCss, listCss] as const
const SKELETON_CARDS = 6

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

/** Jobs near a place as a grid of cards, with "Mehr laden" and every loading, empty and error state. */
export function JobList(props: JobListProps) {
  const { apiBase, portalUrl = '', onSelect, onLoaded, onError } = props
  const ref = useRef<HTMLElement>(null)
  useWidgetStyles(ref, listStyles)
  const call = useMemo(() => createApiClient({ baseUrl: apiBase }), [apiBase])
  const radius = clamp(props.radius ?? SEARCH_RADIUS_KM.default, SEARCH_RADIUS_KM.min, SEARCH_RADIUS_KM.max)
  const type = props.type ?? 'ausbildung'
  const pageSize = Math.round(
    clamp(props.pageSize ?? SEARCH_PER_PAGE.default, SEARCH_PER_PAGE.min, SEARCH_PER_PAGE.max),
  )
  const { state, loadMore, retry } = useJobSearch(
    call,
    {
      location: props.location,
      latitude: props.latitude,
      longitude: props.longitude,
      radius,
      type,
      category: props.category,
      business: props.business,
      exclude: props.exclude,
      term: props.term,
      channel: props.channel,
      list: props.list,
      pageSize,
    },
    { onLoaded, onError },
  )

  return (
    <section
      ref={ref}
      className="oabat-theme oabat-list"
      lang="de"
      aria-busy={state.status === 'loading' || (state.status === 'ready' && state.more === 'loading')}
    >
      <JobListBody
        state={state}
        type={type}
        radius={radius}
        ofBusiness={Boolean(props.business)}
        skeletons={Math.min(pageSize, SKELETON_CARDS)}
        portalUrl={portalUrl}
        onSelect={onSelect}
        onLoadMore={loadMore}
        onRetry={retry}
        autoLoad={props.autoLoad === true}
      />
    </section>
  )
}

interface JobListBodyProps {
  state: JobSearchState
  type: JobListType
  radius: number
  /** The list shows one business's jobs (no place, no radius to widen). */
  ofBusiness: boolean
  skeletons: number
  portalUrl: string
  onSelect?: JobSelectHandler
  onLoadMore: () => Promise<number>
  onRetry: () => void
  autoLoad: boolean
}

/** Calls `load` whenever the sentinel comes within 600 px of the viewport (infinite paging). */
function useNearEnd(enabled: boolean, load: () => void) {
  const sentinel = useRef<HTMLDivElement>(null)
  const latestLoad = useRef(load)
  latestLoad.current = load
  useEffect(() => {
    const target = sentinel.current
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latestLoad.current()
      },
      { rootMargin: '0px 0px 600px 0px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [enabled])
  return sentinel
}

function JobListBody(props: JobListBodyProps) {
  const { state, type, radius, ofBusiness, skeletons, portalUrl, onSelect, onLoadMore, onRetry, autoLoad } = props
  const gridRef = useRef<HTMLUListElement>(null)
  const [focusFrom, setFocusFrom] = useState<number | null>(null)
  const [announcement, setAnnouncement] = useState('')

  // After "Mehr laden" the button may vanish (last page): focus goes to the first new card instead.
  useEffect(() => {
    if (focusFrom === null) return
    gridRef.current?.children[focusFrom]?.querySelector('a')?.focus()
    setFocusFrom(null)
  }, [focusFrom])

  const hasMore = state.status === 'ready' && state.page < state.lastPage
  const busy = state.status === 'ready' && state.more === 'loading'
  // Scrolling loads quietly: no focus move, the count below the grid tells what arrived.
  const sentinel = useNearEnd(autoLoad && hasMore && state.status === 'ready' && state.more === 'idle', () => {
    void onLoadMore()
  })

  switch (state.status) {
    case 'loading':
      return (
        <>
          <p className="oabat-sr-only" role="status">
            Stellen werden geladen …
          </p>
          <span className="oabat-skeleton oabat-list__summary-placeholder" aria-hidden="true" />
          <ul className="oabat-list__grid" aria-hidden="true">
            {Array.from({ length: skeletons }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index}>
                <JobCardSkeleton />
              </li>
            ))}
          </ul>
        </>
      )
    case 'not-found':
      return (
        <StateMessage
          title="Ort nicht gefunden"
          text={`Den Ort „${state.slug}“ kennen wir nicht. Gib einen Ort wie passau-2855328 oder zip-passau-94032 an.`}
        />
      )
    case 'geolocation':
      return (
        <StateMessage
          title="Standort nicht verfügbar"
          text={
            state.reason === 'denied'
              ? 'Erlaube den Zugriff auf Deinen Standort, damit wir Stellen in Deiner Nähe zeigen können.'
              : 'Dein Standort konnte nicht bestimmt werden.'
          }
          actionLabel="Erneut versuchen"
          onAction={onRetry}
        />
      )
    case 'refused':
      return <StateMessage tone="error" title={`Ungültiges Attribut ${state.attribute}: ${state.message}`} />
    case 'error':
      return (
        <StateMessage
          tone="error"
          title="Die Stellen konnten nicht geladen werden."
          text="Prüfe Deine Internetverbindung und versuche es noch einmal."
          actionLabel="Erneut versuchen"
          onAction={onRetry}
        />
      )
    case 'ready':
      break
  }

  if (state.items.length === 0 && ofBusiness) {
    return (
      <StateMessage
        title="Zurzeit keine offenen Stellen."
        text="Neue Stellen erscheinen hier, sobald sie veröffentlicht sind."
      />
    )
  }
  if (state.items.length === 0) {
    return (
      <StateMessage
        title="Keine passenden Stellen gefunden."
        text="Vergrößere den Umkreis oder wähle einen anderen Ort."
      />
    )
  }

  const requestMore = async () => {
    if (busy) return
    const before = state.items.length
    const added = await onLoadMore()
    if (added > 0) {
      setFocusFrom(before)
      setAnnouncement(added === 1 ? '1 weitere Stelle geladen.' : `${formatCount(added)} weitere Stellen geladen.`)
    }
  }

  return (
    <>
      <p className="oabat-list__summary" part="summary">
        {jobListSummary(state.total, type, radius, state.place)}
      </p>
      <ul ref={gridRef} className="oabat-list__grid" part="list">
        {state.items.map((job) => (
          <li key={job.id}>
            <JobCard job={job} portalUrl={portalUrl} onSelect={onSelect} />
          </li>
        ))}
      </ul>
      <p className="oabat-sr-only" aria-live="polite">
        {announcement}
      </p>
      <div ref={sentinel} aria-hidden="true" />
      {hasMore || state.more === 'error' ? (
        <div className="oabat-list__more">
          {state.more === 'error' ? (
            <p className="oabat-list__more-error" role="alert">
              Weitere Stellen konnten nicht geladen werden.
            </p>
          ) : null}
          <button type="button" className="oabat-button" part="button" aria-disabled={busy} onClick={requestMore}>
            {busy ? 'Lädt …' : state.more === 'error' ? 'Erneut versuchen' : 'Mehr laden'}
          </button>
          <span className="oabat-list__count">
            {formatCount(state.items.length)} von {formatCount(state.total)}
          </span>
        </div>
      ) : null}
    </>
  )
}
