import type { JobSummary, SearchV2Type } from '@oabat/core'
import { describeSearchFailure } from '../shared/list/describe-search-failure.ts'
import type { ListSearchCallbacks, SearchResultPage } from '../shared/list/list-search-state.ts'
import { answeredPlace, placeQuery, searchesNear } from '../shared/list/place-to-search.ts'
import type { ListSearchInput } from '../shared/list/search-list-props.ts'
import { type PagedSearchSource, usePagedSearch } from '../shared/list/use-paged-search.ts'
import type { ReadCall } from '../shared/widget-api.ts'
import type { JobListType } from './job-list-summary.ts'
import type { Place } from './resolve-place.ts'

export interface JobSearchInput extends ListSearchInput {
  type: JobListType
  business?: string
  /** A job slug the list leaves out (the job page's own job). */
  exclude?: string
  /** Job list slug (SPEC §3 Job list). */
  list?: string
}

const SEARCH_TYPES: Record<JobListType, SearchV2Type> = {
  alle: 'jobs',
  ausbildung: 'apprenticeships',
  praktikum: 'internships',
}

/** One page of GET /api/v2/search/{type} (SPEC §7), nearest first with coordinates, else newest. */
async function searchPage(
  call: ReadCall,
  input: JobSearchInput,
  place: Place,
  page: number,
  signal: AbortSignal,
): Promise<SearchResultPage<JobSummary>> {
  const answer = await call(
    'searchV2',
    {
      params: { type: SEARCH_TYPES[input.type] },
      query: {
        ...placeQuery(place, input.radius),
        category: input.category,
        business_slug: input.business,
        exclude_job_slug: input.exclude,
        term: input.term,
        channel: input.channel,
        list: input.list,
        sort: searchesNear(place) ? 'distance' : 'newest',
        per_page: input.pageSize,
        page,
      },
    },
    { signal },
  )
  const { data, current_page, last_page, total } = answer.result
  const answered = answeredPlace(place, answer.filters)
  const items = data.filter((item): item is Extract<typeof item, { type: 'job' }> => item.type === 'job')
  return { place: answered, items: items as JobSummary[], page: current_page, lastPage: last_page, total }
}

const JOB_SEARCH: PagedSearchSource<JobSearchInput, JobSummary> = {
  fetchPage: searchPage,
  // The only 404 the search answers is an unknown job list („Diese Jobliste gibt es nicht.“).
  describeFailure: (error, input) => describeSearchFailure(error, 'Stellen', input.list ? 'list' : undefined),
}

/** The job list's data: the place, page 1, and further pages on request (see usePagedSearch). */
export function useJobSearch(call: ReadCall, input: JobSearchInput, callbacks: ListSearchCallbacks) {
  return usePagedSearch(call, input, callbacks, JOB_SEARCH)
}
