import { listPageSize, listRadius } from './list-limits.ts'
import type { ListSearchCallbacks } from './list-search-state.ts'
import type { PlaceInput } from './use-paged-search.ts'

/** The props every search list (jobs, businesses) takes: where it searches, its paging and its reports. */
export interface SearchListProps extends ListSearchCallbacks {
  /** Origin of the oabat API; '' means the page's own origin. */
  apiBase: string
  /** Origin of the portal the card links point to; defaults to the page's own origin. */
  portalUrl?: string
  /** Location slug: "passau-2855328", "zip-passau-94032" or "nearby" (browser geolocation). */
  location?: string
  latitude?: number
  longitude?: number
  /** Search radius in km (1–200; the default is the list's own). */
  radius?: number
  /** Job category slug (it, craft, office, social, sales, art). */
  category?: string
  /** Search term: a title, company or place, umlauts typed either way. */
  term?: string
  /** Region channel (slug); without it every channel is searched. */
  channel?: string
  /** Loads the next page by itself when the end of the list scrolls into view (the button stays). */
  autoLoad?: boolean
  /** Cards per page (1–50, default 12). */
  pageSize?: number
}

/** What every search list asks of the search, its numbers kept within SPEC's limits. */
export interface ListSearchInput extends PlaceInput {
  radius: number
  category?: string
  term?: string
  channel?: string
  pageSize: number
}

/** The search input the props of a list stand for; `defaultRadius` where the props name none. */
export function listSearchInput(props: SearchListProps, defaultRadius: number): ListSearchInput {
  return {
    location: props.location,
    latitude: props.latitude,
    longitude: props.longitude,
    radius: listRadius(props.radius, defaultRadius),
    category: props.category,
    term: props.term,
    channel: props.channel,
    pageSize: listPageSize(props.pageSize),
  }
}
