import { createApiClient, SEARCH_PER_PAGE, SEARCH_RADIUS_KM } from '@oabat/core'
import { useEffect, useMemo, useRef, useState } from 'react'
import { JobCardSkeleton } from '../job-card/job-card-skeleton.tsx'
import listCss from '../job-list/job-list.css?inline'
import { formatCount } from '../shared/format.ts'
import { StateMessage } from '../shared/state-message.tsx'
import themeCss from '../shared/theme.css?inline'
import { useWidgetStyles } from '../shared/use-widget-styles.ts'
import type { WidgetError } from '../shared/widget-error.ts'
import { BusinessCard, type BusinessSelectHandler } from './business-card.tsx'
import { BUSINESSES_AROUND_KM } from './business-list-attributes.ts'
import { businessListSummary } from './business-list-summary.ts'
import { type BusinessSearchState, useBusinessSearch } from './use-business-search.ts'

export interface BusinessListProps {
  /** Origin of the oabat API; '' means the page's own origin. */
  apiBase: string
  /** Origin of the portal the business links point to; defaults to the page's own origin. */
  portalUrl?: string
  /** Location slug: "passau-2855328", "zip-passau-94032" or "nearby" (browser geolocation). */
  location?: string
  latitude?: number
  longitude?: number
  /** Radius in km (1–200, default 30: SPEC's "businesses around"). */
  radius?: number
  /** Job category slug: only businesses with a published job of it. */
  category?: string
  /** Search term: company name or place. */
  term?: string
  /** Region channel (slug); without it every channel is searched. */
  channel?: string
  /** Loads the next page by itself when the end of the list scrolls into view (the button stays). */
  autoLoad?: boolean
  /** Businesses per page (1–50, default 12). */
  pageSize?: number
  /** Business links open in a new tab (for iframes). */
  newTab?: boolean
  onSelect?: BusinessSelectHandler
  /** After page 1 and after every appended page. */
  onLoaded?: (info: { total: number; page: number }) => void
  onError?: (error: WidgetError) => void
}

const listStyles = [themeCss, listCss] as const
const SKELETON_CARDS = 6

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

/** Businesses around a place as a grid of cards, with "Mehr laden" and every loading, empty and error state. */
export function BusinessList(props: BusinessListProps) {
  const { apiBase, portalUrl = '', onSelect, onLoaded, onError } = props
  const ref = useRef<HTMLElement>(null)
  useWidgetStyles(ref, listStyles)
  const call = useMemo(() => createApiClient({ baseUrl: apiBase }), [apiBase])
  const radius = clamp(props.radius ?? BUSINESSES_AROUND_KM, SEARCH_RADIUS_KM.min, SEARCH_RADIUS_KM.max)
  const pageSize = Math.round(
    clamp(props.pageSize ?? SEARCH_PER_PAGE.default, SEARCH_PER_PAGE.min, SEARCH_PER_PAGE.max),
  )
  const { state, loadMore, retry } = useBusinessSearch(
    call,
    {
      location: props.location,
      latitude: props.latitude,
      longitude: props.longitude,
      radius,
      category: props.category,
      term: props.term,
      channel: props.channel,
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
      <BusinessListBody
        state={state}
        radius={radius}
        skeletons={Math.min(pageSize, SKELETON_CARDS)}
        portalUrl={portalUrl}
        newTab={props.newTab === true}
        searchedByName={Boolean(props.term?.trim())}
        onSelect={onSelect}
        onLoadMore={loadMore}
        onRetry={retry}
        autoLoad={props.autoLoad === true}
      />
    </section>
  )
}

interface BusinessListBodyProps {
  state: BusinessSearchState
  radius: number
  skeletons: number
  portalUrl: string
  newTab: boolean
  /** A name was searched: the empty state then points at the spelling, not at the radius. */
  searchedByName: boolean
  onSelect?: BusinessSelectHandler
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

function BusinessListBody(props: BusinessListBodyProps) {
  const { state, radius, skeletons, portalUrl, newTab, searchedByName, onSelect, onLoadMore, onRetry, autoLoad } = props
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
  const sentinel = useNearEnd(autoLoad && hasMore && state.status === 'ready' && state.more === 'idle', () => {
    void onLoadMore()
  })

  switch (state.status) {
    case 'loading':
      return (
        <>
          <p className="oabat-sr-only" role="status">
            Unternehmen werden geladen …
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
              ? 'Erlaube den Zugriff auf Deinen Standort, damit wir Unternehmen in Deiner Nähe zeigen können.'
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
          title="Die Unternehmen konnten nicht geladen werden."
          text="Prüfe Deine Internetverbindung und versuche es noch einmal."
          actionLabel="Erneut versuchen"
          onAction={onRetry}
        />
      )
    case 'ready':
      break
  }

  if (state.items.length === 0) {
    return (
      <StateMessage
        title="Keine Unternehmen gefunden."
        text={
          searchedByName
            ? 'Prüfe die Schreibweise oder suche nach einem anderen Namen oder Ort.'
            : 'Vergrößere den Umkreis oder wähle einen anderen Ort.'
        }
      />
    )
  }

  const requestMore = async () => {
    if (busy) return
    const before = state.items.length
    const added = await onLoadMore()
    if (added > 0) {
      setFocusFrom(before)
      setAnnouncement(
        added === 1 ? '1 weiteres Unternehmen geladen.' : `${formatCount(added)} weitere Unternehmen geladen.`,
      )
    }
  }

  return (
    <>
      <p className="oabat-list__summary" part="summary">
        {businessListSummary(state.total, radius, state.place)}
      </p>
      <ul ref={gridRef} className="oabat-list__grid" part="list">
        {state.items.map((business) => (
          <li key={business.id}>
            <BusinessCard business={business} portalUrl={portalUrl} newTab={newTab} onSelect={onSelect} />
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
              Weitere Unternehmen konnten nicht geladen werden.
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
