import { z } from 'zod'
import {
  DEFAULT_SEARCH_CHANNEL,
  MAX_SEARCH_PAGES,
  SEARCH_CATEGORIES,
  SEARCH_PER_PAGE,
  SEARCH_RADIUS_KM,
} from '../constants.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { JobCategory } from '../schemas/job.ts'
import { SearchFilters, SearchResponse } from '../schemas/search.ts'
import { defineRoute } from './define-route.ts'
import { latitudeField, longitudeField, queryInteger, queryNumber } from './query-fields.ts'
import { routePaths } from './route-paths.ts'

/** filters arrive as a JSON object in the query string. */
const filtersField = z
  .string()
  .max(2000, 'Die Filter sind zu lang.')
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Die Filter müssen ein JSON-Objekt sein.' })
      return z.NEVER
    }
  })
  .pipe(SearchFilters)

export const SearchQuery = z
  .object({
    latitude: latitudeField.optional(),
    longitude: longitudeField.optional(),
    category: z
      .enum(SEARCH_CATEGORIES, { error: `Die Kategorie muss eine von ${SEARCH_CATEGORIES.join(', ')} sein.` })
      .default('Alles'),
    filters: filtersField.optional(),
    sort: z.enum(['distance', 'newest'], { error: 'Die Sortierung muss distance oder newest sein.' }).optional(),
    radius: queryNumber('Der Umkreis', SEARCH_RADIUS_KM.min, SEARCH_RADIUS_KM.max).default(SEARCH_RADIUS_KM.default),
    limit: queryInteger('Das Limit', 1, 10000).optional(),
    per_page: queryInteger('Die Seitengröße', SEARCH_PER_PAGE.min, SEARCH_PER_PAGE.max).default(
      SEARCH_PER_PAGE.default,
    ),
    page: queryInteger('Die Seite', 1, MAX_SEARCH_PAGES).default(1),
    channel: z.string().trim().min(1).max(100).default(DEFAULT_SEARCH_CHANNEL),
  })
  .superRefine((q, ctx) => {
    if ((q.latitude === undefined) !== (q.longitude === undefined)) {
      const path = q.latitude === undefined ? 'latitude' : 'longitude'
      ctx.addIssue({ code: 'custom', path: [path], message: 'Breiten- und Längengrad gehören zusammen.' })
    }
  })
export type SearchQuery = z.input<typeof SearchQuery>

export const search = defineRoute(routePaths.search, {
  summary: 'Stellen oder Unternehmen suchen, nach Entfernung sortiert',
  tag: 'Suche',
  access: 'public',
  query: SearchQuery,
  response: SearchResponse,
})

export const jobCategories = defineRoute(routePaths.jobCategories, {
  summary: 'Berufsfelder',
  tag: 'Suche',
  access: 'public',
  response: dataEnvelope(z.array(JobCategory)),
})
