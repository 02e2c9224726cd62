import { z } from 'zod'
import { SEARCH_CATEGORIES } from '../constants.ts'
import { JobSummary } from './job.ts'

export const BusinessSummary = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    motto: z.string().nullable(),
    logo_url: z.string().nullable(),
    city: z.string(),
    site_slug: z.string(),
    distance_km: z.number().nullable(),
    jobs_count: z.number().int(),
    url: z.string(),
  })
  .meta({ id: 'BusinessSummary' })
export type BusinessSummary = z.infer<typeof BusinessSummary>

export const SearchItem = z
  .discriminatedUnion('type', [
    JobSummary.extend({ type: z.literal('job') }),
    BusinessSummary.extend({ type: z.literal('business') }),
  ])
  .meta({ id: 'SearchItem' })
export type SearchItem = z.infer<typeof SearchItem>

export const SearchFilters = z
  .object({
    crafts: z.array(z.string()).optional(),
    business: z.string().optional(),
  })
  .meta({ id: 'SearchFilters' })
export type SearchFilters = z.infer<typeof SearchFilters>

/** The filters the search applied, echoed back (SPEC §3 Search record: filters, usedFilters). */
export const AppliedSearchFilters = z
  .object({
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    radius: z.number(),
    category: z.enum(SEARCH_CATEGORIES),
    channel: z.string(),
    sort: z.enum(['distance', 'newest']),
    crafts: z.array(z.string()),
    business: z.string().nullable(),
  })
  .meta({ id: 'AppliedSearchFilters' })
export type AppliedSearchFilters = z.infer<typeof AppliedSearchFilters>

export const SearchResponse = z
  .object({
    result: z.object({
      data: z.array(SearchItem),
      current_page: z.number().int(),
      last_page: z.number().int(),
      total: z.number().int(),
    }),
    filters: AppliedSearchFilters,
  })
  .meta({ id: 'SearchResponse' })
export type SearchResponse = z.infer<typeof SearchResponse>
