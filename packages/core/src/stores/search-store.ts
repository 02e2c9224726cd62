import { map } from 'nanostores'
import { DEFAULT_SEARCH_CHANNEL } from '../constants.ts'
import type { ListingTab } from '../rules/listing-routes.ts'

/** The search the visitor is in (SPEC §3 Search record, the parts pages share). */
export interface SearchState {
  /** Location slug of the current search; null before one was chosen. */
  location: string | null
  /** The tab; SPEC §4 resets it to Alles. */
  category: ListingTab
  /** SPEC §4: the search runs only when active. */
  active: boolean
  channel: string
}

const RESET: SearchState = { location: null, category: 'alles', active: false, channel: DEFAULT_SEARCH_CHANNEL }

export const $search = map<SearchState>({ ...RESET })

/** A listing page shows a search: remember where and what. */
export function activateSearch(state: Omit<SearchState, 'active'>): void {
  $search.set({ ...state, active: true })
}

/** SPEC §4: on the index route the search resets location, category (Alles), active flag and channel (oabat). */
export function resetSearch(): void {
  $search.set({ ...RESET })
}
