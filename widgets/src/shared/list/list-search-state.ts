import type { GeolocationUnavailableError, Place } from '../../job-list/resolve-place.ts'
import type { WidgetError } from '../widget-error.ts'

/** A list search that did not get to its results: unknown place, no position, refused or failed. */
export type FailedListSearch =
  | { status: 'not-found'; slug: string }
  | { status: 'geolocation'; reason: GeolocationUnavailableError['reason'] }
  | { status: 'error' }
  /** The server refused an attribute's value, e.g. a channel that does not exist. */
  | { status: 'refused'; attribute: string; message: string }

/** One page of search results as the lists keep them. */
export interface SearchResultPage<Item> {
  /** The place as the search answered it (its name for a slug). */
  place: Place
  items: Item[]
  page: number
  lastPage: number
  total: number
}

/** The results so far of a list search, and whether the next page is on its way. */
export interface ReadyListSearch<Item> extends SearchResultPage<Item> {
  status: 'ready'
  place: Place
  more: 'idle' | 'loading' | 'error'
}

/** What a paged list (jobs, businesses) shows: loading, a failure, or its cards so far. */
export type ListSearchState<Item> = { status: 'loading' } | FailedListSearch | ReadyListSearch<Item>

/** A failure as the list shows it and as the widget reports it (oabat:error). */
export interface ListSearchFailure {
  state: FailedListSearch
  report: WidgetError
}

export interface ListSearchCallbacks {
  onLoaded?: (info: { total: number; page: number }) => void
  onError?: (error: WidgetError) => void
}
