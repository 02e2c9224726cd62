import { type ReactNode, useEffect, useRef, useState } from 'react'
import { JobCardSkeleton } from '../../job-card/job-card-skeleton.tsx'
import listCss from '../../job-list/job-list.css?inline'
import type { Place } from '../../job-list/resolve-place.ts'
import { formatCount } from '../format.ts'
import { StateMessage } from '../state-message.tsx'
import themeCss from '../theme.css?inline'
import { useWidgetStyles } from '../use-widget-styles.ts'
import type { ListSearchState } from './list-search-state.ts'
import { useNearEnd } from './use-near-end.ts'

const listStyles = [themeCss, listCss] as const
const SKELETON_CARDS = 6

export interface CardListProps<Item extends { id: number }> {
  state: ListSearchState<Item>
  /** The plural the texts name: "Stellen", "Unternehmen". */
  noun: string
  pageSize: number
  /** The line above the cards: "37 Ausbildungsplätze im Umkreis von 50 km um Passau". */
  summary: (total: number, place: Place) => string
  /** What the list says when the search found nothing. */
  empty: { title: string; text: string }
  /** The screen reader's note after "Mehr laden": "3 weitere Stellen geladen." */
  announceAdded: (added: number) => string
  renderItem: (item: Item) => ReactNode
  onLoadMore: () => Promise<number>
  onRetry: () => void
  /** Loads the next page by itself when the end of the list scrolls into view. */
  autoLoad: boolean
}

/** A grid of cards from a paged search, with "Mehr laden" and every loading, empty and error state. */
export function CardList<Item extends { id: number }>(props: CardListProps<Item>) {
  const ref = useRef<HTMLElement>(null)
  useWidgetStyles(ref, listStyles)
  const { state } = props
  return (
    <section
      ref={ref}
      className="oabat-theme oabat-list"
      lang="de"
      aria-busy={state.status === 'loading' || (state.status === 'ready' && state.more === 'loading')}
    >
      <CardListBody {...props} />
    </section>
  )
}

function CardListBody<Item extends { id: number }>(props: CardListProps<Item>) {
  const { state, noun, onLoadMore, onRetry } = props
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
  const sentinel = useNearEnd(props.autoLoad && hasMore && state.status === 'ready' && state.more === 'idle', () => {
    void onLoadMore()
  })

  switch (state.status) {
    case 'loading':
      return (
        <>
          <p className="oabat-sr-only" role="status">
            {`${noun} werden geladen …`}
          </p>
          <span className="oabat-skeleton oabat-list__summary-placeholder" aria-hidden="true" />
          <ul key="skeleton" className="oabat-list__grid" aria-hidden="true">
            {Array.from({ length: Math.min(props.pageSize, SKELETON_CARDS) }, (_, index) => (
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
              ? `Erlaube den Zugriff auf Deinen Standort, damit wir ${noun} in Deiner Nähe zeigen können.`
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
          title={`Die ${noun} konnten nicht geladen werden.`}
          text="Prüfe Deine Internetverbindung und versuche es noch einmal."
          actionLabel="Erneut versuchen"
          onAction={onRetry}
        />
      )
    case 'ready':
      break
  }

  if (state.items.length === 0) return <StateMessage {...props.empty} />

  const requestMore = async () => {
    if (busy) return
    const before = state.items.length
    const added = await onLoadMore()
    if (added > 0) {
      setFocusFrom(before)
      setAnnouncement(props.announceAdded(added))
    }
  }

  return (
    <>
      <p className="oabat-list__summary" part="summary">
        {props.summary(state.total, state.place)}
      </p>
      <ul key="cards" ref={gridRef} className="oabat-list__grid" part="list">
        {state.items.map((item) => (
          <li key={item.id}>{props.renderItem(item)}</li>
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
              {`Weitere ${noun} konnten nicht geladen werden.`}
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
