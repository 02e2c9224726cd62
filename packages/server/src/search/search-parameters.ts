import type { SearchCategory, SearchItem } from '@oabat/core'

/** The search input after validation and lookup of slugs to ids. */
export interface SearchParameters {
  latitude: number | null
  longitude: number | null
  radius: number
  category: SearchCategory
  sort: 'distance' | 'newest'
  page: number
  perPage: number
  limit: number | undefined
  categoryIds: number[]
  businessId: number | undefined
  channelId: number | undefined
  /** v2 search: only businesses this accepts (term, premium, answer time). */
  acceptBusiness?: (businessId: number) => boolean
}

export interface SearchPage {
  items: Array<Omit<SearchItem, 'type'>>
  total: number
  lastPage: number
}
