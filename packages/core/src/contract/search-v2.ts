import { z } from 'zod'
import {
  AUTHOR_TYPES,
  CRAFTS,
  DEFAULT_SEARCH_CHANNEL,
  GRADUATIONS,
  MAX_SEARCH_PAGES,
  MAX_SEARCH_TERM_LENGTH,
  SEARCH_PER_PAGE,
  SEARCH_RADIUS_KM,
  SEARCH_V2_TYPES,
  SUGGEST_LIMIT,
} from '../constants.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { SchoolBase, SchoolSummary } from '../schemas/regions-and-lists.ts'
import { SearchMeta, SearchV2Response, Suggestion } from '../schemas/search-v2.ts'
import { defineRoute } from './define-route.ts'
import { latitudeField, longitudeField, queryInteger, queryNumber } from './query-fields.ts'
import { routePaths } from './route-paths.ts'

const typeParams = z.object({
  type: z.enum(SEARCH_V2_TYPES, { error: `Der Suchtyp muss einer von ${SEARCH_V2_TYPES.join(', ')} sein.` }),
})

const termField = z
  .string()
  .max(MAX_SEARCH_TERM_LENGTH, `Der Suchbegriff darf höchstens ${MAX_SEARCH_TERM_LENGTH} Zeichen lang sein.`)
  .transform((term) => term.trim())

const slugField = (label: string) => z.string().trim().min(1, `${label} fehlt.`).max(200, `${label} ist zu lang.`)

/** A comma-separated list of allowed words ("it,craft"). */
function wordList<const T extends readonly string[]>(label: string, allowed: T) {
  return z
    .string()
    .max(500, `${label} ist zu lang.`)
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(allowed, { error: `${label}: erlaubt sind ${allowed.join(', ')}.` })))
}

/** A comma-separated list of whole numbers in a range ("24,36"). */
function numberList(label: string, min: number, max: number) {
  return z
    .string()
    .max(200, `${label} ist zu lang.`)
    .transform((text, ctx) => {
      const values = text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map(Number)
      if (values.some((n) => !Number.isInteger(n) || n < min || n > max)) {
        ctx.addIssue({
          code: 'custom',
          message: `${label} muss eine Liste ganzer Zahlen zwischen ${min} und ${max} sein.`,
        })
        return z.NEVER
      }
      return values
    })
}

const flagField = z
  .enum(['0', '1', 'true', 'false'], { error: 'Der Wert muss 0 oder 1 sein.' })
  .transform((value) => value === '1' || value === 'true')

/** SPEC §7 parameters of GET /api/v2/search/{type}; lists are comma-separated. */
export const SearchV2Query = z
  .object({
    term: termField.optional(),
    channel: z.string().trim().min(1).max(100).default(DEFAULT_SEARCH_CHANNEL),
    category: wordList('Die Berufsfelder', CRAFTS).optional(),
    list: slugField('Die Jobliste').optional(),
    distance: queryNumber('Der Umkreis', SEARCH_RADIUS_KM.min, SEARCH_RADIUS_KM.max).default(SEARCH_RADIUS_KM.default),
    /** A location slug (`passau-2855328`, `zip-passau-94032`): the server looks the place up. */
    location: slugField('Der Ort').optional(),
    latitude: latitudeField.optional(),
    longitude: longitudeField.optional(),
    duration: numberList('Die Dauer', 1, 120).optional(),
    start_year: numberList('Das Startjahr', 2000, 2100).optional(),
    graduation: wordList('Die Abschlüsse', GRADUATIONS).optional(),
    avg_response_time: queryInteger('Die Antwortzeit', 1, 24 * 60).optional(),
    exclude_job_slug: slugField('Die ausgeschlossene Stelle').optional(),
    business_slug: slugField('Der Betrieb').optional(),
    lower_salary: queryInteger('Das Mindestgehalt', 0, 100_000).optional(),
    upper_salary: queryInteger('Das Höchstgehalt', 0, 100_000).optional(),
    only_pro: flagField.optional(),
    page: queryInteger('Die Seite', 1, MAX_SEARCH_PAGES).default(1),
    per_page: queryInteger('Die Seitengröße', SEARCH_PER_PAGE.min, SEARCH_PER_PAGE.max).default(
      SEARCH_PER_PAGE.default,
    ),
    author_type: z
      .enum(AUTHOR_TYPES, { error: `Der Autorentyp muss einer von ${AUTHOR_TYPES.join(', ')} sein.` })
      .optional(),
    sort: z
      .enum(['distance', 'newest', 'relevance'], { error: 'Die Sortierung muss distance, newest oder relevance sein.' })
      .optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.latitude === undefined) !== (q.longitude === undefined)) {
      const path = q.latitude === undefined ? 'latitude' : 'longitude'
      ctx.addIssue({ code: 'custom', path: [path], message: 'Breiten- und Längengrad gehören zusammen.' })
    }
    if (q.location !== undefined && q.latitude !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['location'], message: 'Sende entweder einen Ort oder Koordinaten.' })
    }
    if (q.lower_salary !== undefined && q.upper_salary !== undefined && q.lower_salary > q.upper_salary) {
      ctx.addIssue({
        code: 'custom',
        path: ['upper_salary'],
        message: 'Das Höchstgehalt muss mindestens das Mindestgehalt sein.',
      })
    }
  })
export type SearchV2Query = z.input<typeof SearchV2Query>

export const searchV2 = defineRoute(routePaths.searchV2, {
  summary: 'Suche v2: Stellen, Betriebe oder Neuigkeiten mit Suchbegriff und Filtern',
  tag: 'Suche',
  access: 'public',
  params: typeParams,
  query: SearchV2Query,
  response: SearchV2Response,
})

export const searchV2Meta = defineRoute(routePaths.searchV2Meta, {
  summary: 'Suche v2: Anzahl der Treffer je Filterwert (Facetten)',
  tag: 'Suche',
  access: 'public',
  params: typeParams,
  query: SearchV2Query,
  response: dataEnvelope(SearchMeta),
})

export const searchV2Suggest = defineRoute(routePaths.searchV2Suggest, {
  summary: 'Suche v2: Vorschläge für Berufe und Betriebe, tippfehlertolerant',
  tag: 'Suche',
  access: 'public',
  params: typeParams,
  query: z.object({
    term: termField,
    limit: queryInteger('Das Limit', 1, SUGGEST_LIMIT.max).default(SUGGEST_LIMIT.default),
  }),
  response: dataEnvelope(z.array(Suggestion)),
})

const nearQuery = z
  .object({
    latitude: latitudeField.optional(),
    longitude: longitudeField.optional(),
    name: z.string().trim().max(MAX_SEARCH_TERM_LENGTH, 'Der Name ist zu lang.').optional(),
    limit: queryInteger('Das Limit', 1, 50).default(10),
  })
  .superRefine((q, ctx) => {
    if ((q.latitude === undefined) !== (q.longitude === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'Breiten- und Längengrad gehören zusammen.' })
    }
  })

export const searchSchool = defineRoute(routePaths.searchSchool, {
  summary: 'Schulen nach Name und Nähe',
  tag: 'Suche',
  access: 'public',
  query: nearQuery,
  response: dataEnvelope(z.array(SchoolSummary)),
})

export const searchSchoolbase = defineRoute(routePaths.searchSchoolbase, {
  summary: 'Schulstammdaten (Name, Region) nach Name und Nähe',
  tag: 'Suche',
  access: 'public',
  query: nearQuery,
  response: dataEnvelope(z.array(SchoolBase)),
})
