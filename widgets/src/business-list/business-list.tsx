import { useMemo } from 'react'
import { formatCount } from '../shared/format.ts'
import { CardList } from '../shared/list/card-list.tsx'
import { listSearchInput, type SearchListProps } from '../shared/list/search-list-props.ts'
import { createReadClient } from '../shared/widget-api.ts'
import { BusinessCard, type BusinessSelectHandler } from './business-card.tsx'
import { BUSINESSES_AROUND_KM } from './business-list-attributes.ts'
import { businessListSummary } from './business-list-summary.ts'
import { useBusinessSearch } from './use-business-search.ts'

/** Radius default 30 km (SPEC's "businesses around"); `category` keeps businesses with a published job of it. */
export interface BusinessListProps extends SearchListProps {
  /** Business links open in a new tab (for iframes). */
  newTab?: boolean
  /** Only this business (slug): its card, e.g. on its own web site. */
  business?: string
  onSelect?: BusinessSelectHandler
}

/** Businesses around a place as a grid of cards, with "Mehr laden" and every loading, empty and error state. */
export function BusinessList(props: BusinessListProps) {
  const { apiBase, portalUrl = '', onSelect, onLoaded, onError } = props
  const call = useMemo(() => createReadClient(apiBase), [apiBase])
  const input = listSearchInput(props, BUSINESSES_AROUND_KM)
  const { radius, pageSize } = input
  const newTab = props.newTab === true
  const { state, loadMore, retry } = useBusinessSearch(
    call,
    { ...input, business: props.business },
    { onLoaded, onError },
  )

  return (
    <CardList
      state={state}
      noun="Unternehmen"
      pageSize={pageSize}
      summary={(total, place) => businessListSummary(total, radius, place)}
      empty={{
        title: 'Keine Unternehmen gefunden.',
        // A name was searched: the empty state then points at the spelling, not at the radius.
        text: props.term?.trim()
          ? 'Prüfe die Schreibweise oder suche nach einem anderen Namen oder Ort.'
          : 'Vergrößere den Umkreis oder wähle einen anderen Ort.',
      }}
      announceAdded={(added) =>
        added === 1 ? '1 weiteres Unternehmen geladen.' : `${formatCount(added)} weitere Unternehmen geladen.`
      }
      renderItem={(business) => (
        <BusinessCard business={business} portalUrl={portalUrl} newTab={newTab} onSelect={onSelect} />
      )}
      onLoadMore={loadMore}
      onRetry={retry}
      autoLoad={props.autoLoad === true}
    />
  )
}
