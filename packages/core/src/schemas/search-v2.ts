import { z } from 'zod'
import { AUTHOR_TYPES, SEARCH_V2_TYPES } from '../constants.ts'
import { JobSummary } from './job.ts'
import { Location } from './location.ts'
import { BusinessSummary } from './search.ts'

/** A post (Neuigkeiten) in a result list. */
export const PostSummary = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    teaser: z.string(),
    author_type: z.enum(AUTHOR_TYPES),
    author: z.object({ name: z.string(), slug: z.string(), url: z.string().nullable() }),
    city: z.string().nullable(),
    distance_km: z.number().nullable(),
    published_at: z.string(),
    url: z.string(),
  })
  .meta({ id: 'PostSummary' })
export type PostSummary = z.infer<typeof PostSummary>

export const SearchV2Item = z
  .discriminatedUnion('type', [
    JobSummary.extend({ type: z.literal('job') }),
    BusinessSummary.extend({ type: z.literal('business') }),
    PostSummary.extend({ type: z.literal('post') }),
  ])
  .meta({ id: 'SearchV2Item' })
export type SearchV2Item = z.infer<typeof SearchV2Item>

/** The filters a v2 search applied (SPEC §3 Search record: filters and usedFilters). */
export const AppliedSearchV2Filters = z
  .object({
    type: z.enum(SEARCH_V2_TYPES),
    term: z.string().nullable(),
    channel: z.string(),
    category: z.array(z.string()),
    list: z.string().nullable(),
    distance: z.number(),
    /** The place a `location` slug named, looked up by the server (null without `location`). */
    location: Location.nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    duration: z.array(z.number().int()),
    start_year: z.array(z.number().int()),
    graduation: z.array(z.string()),
    avg_response_time: z.number().int().nullable(),
    exclude_job_slug: z.string().nullable(),
    business_slug: z.string().nullable(),
    lower_salary: z.number().int().nullable(),
    upper_salary: z.number().int().nullable(),
    only_pro: z.boolean(),
    author_type: z.enum(AUTHOR_TYPES).nullable(),
    sort: z.enum(['distance', 'newest', 'relevance']),
  })
  .meta({ id: 'AppliedSearchV2Filters' })
export type AppliedSearchV2Filters = z.infer<typeof AppliedSearchV2Filters>

export const SearchV2Response = z
  .object({
    result: z.object({
      data: z.array(SearchV2Item),
      current_page: z.number().int(),
      last_page: z.number().int(),
      total: z.number().int(),
    }),
    filters: AppliedSearchV2Filters,
  })
  .meta({ id: 'SearchV2Response' })
export type SearchV2Response = z.infer<typeof SearchV2Response>

export const FacetValue = z
  .object({ value: z.string(), label: z.string(), count: z.number().int() })
  .meta({ id: 'FacetValue' })
export type FacetValue = z.infer<typeof FacetValue>

/**
 * Facet counts: each facet counts with every other filter applied but not its own, so a count
 * is the total the search would have with that value chosen (alone) for the facet.
 */
export const SearchMeta = z
  .object({
    total: z.number().int(),
    facets: z.object({
      type: z.array(FacetValue),
      category: z.array(FacetValue),
      duration: z.array(FacetValue),
      start_year: z.array(FacetValue),
      graduation: z.array(FacetValue),
      avg_response_time: z.array(FacetValue),
      only_pro: z.array(FacetValue),
      author_type: z.array(FacetValue),
      salary: z.object({ min: z.number().int().nullable(), max: z.number().int().nullable() }),
    }),
  })
  .meta({ id: 'SearchMeta' })
export type SearchMeta = z.infer<typeof SearchMeta>

export const Suggestion = z
  .object({
    kind: z.enum(['job', 'business']),
    label: z.string(),
    /** The business slug of a company suggestion; null for job titles (they become the term). */
    slug: z.string().nullable(),
    /** Published jobs behind the suggestion. */
    count: z.number().int(),
  })
  .meta({ id: 'Suggestion' })
export type Suggestion = z.infer<typeof Suggestion>
