import type { BusinessSummary } from '@oabat/core'
import type { Place } from '../job-list/resolve-place.ts'
import { describeSearchFailure } from '../shared/list/describe-search-failure.ts'
import type { ListSearchCallbacks, SearchResultPage } from '../shared/list/list-search-state.ts'
import { answeredPlace, placeQuery } from '../shared/list/place-to-search.ts'
import type { ListSearchInput } from '../shared/list/search-list-props.ts'
import { type PagedSearchSource, usePagedSearch } from '../shared/list/use-paged-search.ts'
import type { ReadCall } from '../shared/widget-api.ts'

/** The business search takes what every list takes (see ListSearchInput), and one business's slug. */
export type BusinessSearchInput = ListSearchInput & { business?: string }

/** One page of GET /api/v2/search/businesses: each business once, at its nearest site, nearest first. */
async function searchPage(
  call: ReadCall,
  input: BusinessSearchInput,
  place: Place,
  page: number,
  signal: AbortSignal,
): Promise<SearchResultPage<BusinessSummary>> {
  const answer = await call(
    'searchV2',
    {
      params: { type: 'businesses' },
      query: {
        ...placeQuery(place, input.radius),
        category: input.category,
        term: input.term,
        channel: input.channel,
        business_slug: input.business,
        per_page: input.pageSize,
        page,
      },
    },
    { signal },
  )
  const { data, current_page, last_page, total } = answer.result
  const answered = answeredPlace(place, answer.filters)
  const items = data.filter((item) => item.type === 'business') as BusinessSummary[]
  return { place: answered, items, page: current_page, lastPage: last_page, total }
}

const BUSINESS_SEARCH: PagedSearchSource<BusinessSearchInput, BusinessSummary> = {
  fetchPage: searchPage,
  describeFailure: (error) => describeSearchFailure(error, 'Unternehmen'),
}

/** The business list's data: the place, page 1, and further pages on request (see usePagedSearch). */
export function useBusinessSearch(call: ReadCall, input: BusinessSearchInput, callbacks: ListSearchCallbacks) {
  return usePagedSearch(call, input, callbacks, BUSINESS_SEARCH)
}
