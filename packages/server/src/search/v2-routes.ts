import {
  foldGerman,
  type Location,
  RESPONSE_TIME_HOURS,
  type SearchMeta,
  type SearchV2Item,
  type SearchV2Response,
  type SearchV2Type,
} from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { z } from 'zod'
import type { AppContext } from '../app-context.ts'
import { registerRoute } from '../http/register-route.ts'
import { selectJobSummaries, toJobSummary } from '../jobs/job-mapper.ts'
import { searchBusinesses } from './business-search.ts'
import type { JobCandidate } from './job-candidates.ts'
import { filterJobs, type JobFilterSpec, jobFacets } from './job-filters.ts'
import { pageWindow } from './job-search.ts'
import { filterPosts, toPostSummary } from './post-search.ts'
import { registerSchoolSearchRoutes } from './school-search.ts'
import { resolveSearchLocation } from './search-location.ts'
import { termWords } from './term-index.ts'
import type { SearchV2Lookups } from './v2-lookups.ts'

type Query = z.output<typeof contract.searchV2.query>

const JOB_TYPES: Record<Exclude<SearchV2Type, 'businesses' | 'posts'>, number[]> = {
  jobs: [1, 2, 3],
  apprenticeships: [1],
  internships: [2],
}

function hasPoint(q: Query): q is Query & { latitude: number; longitude: number } {
  return q.latitude !== undefined && q.longitude !== undefined
}

/** Every word of the term starts a word of the folded text (which begins with a space). */
function matchesWords(folded: string, words: string[]): boolean {
  return words.every((word) => folded.includes(` ${word}`))
}

/** The job filters of a query, with slugs looked up and the candidates to filter. */
async function prepareJobs(lookups: SearchV2Lookups, type: keyof typeof JOB_TYPES, q: Query) {
  const words = q.term ? termWords(q.term) : []
  const [categories, businesses] = await Promise.all([lookups.categories(), lookups.businesses()])
  const channelId = await lookups.channelId(q.channel)
  const termIds = q.term ? await lookups.termIds(words) : null
  const listIds = q.list ? await lookups.jobListIds(q.list) : null
  let excludeId: number | null = null
  if (q.exclude_job_slug) excludeId = (await lookups.jobIdBySlug(q.exclude_job_slug)) ?? null
  const spec: JobFilterSpec = {
    types: JOB_TYPES[type],
    categoryIds: q.category?.length ? q.category.flatMap((slug) => categories.idBySlug.get(slug) ?? []) : null,
    durations: q.duration?.length ? q.duration : null,
    startYears: q.start_year?.length ? q.start_year : null,
    graduations: q.graduation?.length ? q.graduation : null,
    maxResponseHours: q.avg_response_time ?? null,
    onlyPro: q.only_pro === true,
    lowerSalary: q.lower_salary ?? null,
    upperSalary: q.upper_salary ?? null,
    termIds: termIds ?? null,
    listIds,
    siteIds: channelId === null ? null : await lookups.channelSites(channelId),
    // An unknown business matches nothing; -1 is no id.
    businessId: q.business_slug ? (businesses.idBySlug.get(q.business_slug) ?? -1) : null,
    excludeId,
  }
  let candidates: JobCandidate[]
  if (hasPoint(q) && termIds) candidates = await lookups.byIdsNear(termIds, q.latitude, q.longitude, q.distance)
  else if (hasPoint(q)) candidates = await lookups.near(q.latitude, q.longitude, q.distance)
  else if (termIds) candidates = await lookups.byIds(`term:${words.join(' ')}`, termIds)
  else if (listIds && q.list) candidates = await lookups.byIds(`list:${q.list}`, listIds)
  else candidates = await lookups.all()
  return { spec, candidates, words, businesses: businesses.byId, categories: categories.byId }
}

function sortOf(q: Query): 'distance' | 'newest' | 'relevance' {
  if (q.sort === 'distance' && !hasPoint(q)) return 'newest'
  return q.sort ?? (q.term ? 'relevance' : hasPoint(q) ? 'distance' : 'newest')
}

function sortJobs(jobs: JobCandidate[], sort: 'distance' | 'newest' | 'relevance', words: string[], near: boolean) {
  const newest = (a: JobCandidate, b: JobCandidate) =>
    a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : b.id - a.id
  const nearest = (a: JobCandidate, b: JobCandidate) => (a.distance ?? 0) - (b.distance ?? 0) || a.id - b.id
  const second = near ? nearest : newest
  if (sort === 'newest') return jobs.sort(newest)
  if (sort === 'distance') return jobs.sort(nearest)
  // Relevance: jobs whose title holds every word come before those matched by company or place.
  const inTitle = new Map<number, number>()
  for (const job of jobs) {
    job.foldedName ??= ` ${foldGerman(job.name)}`
    inTitle.set(job.id, matchesWords(job.foldedName, words) ? 0 : 1)
  }
  return jobs.sort((a, b) => (inTitle.get(a.id) ?? 1) - (inTitle.get(b.id) ?? 1) || second(a, b))
}

function appliedFilters(type: SearchV2Type, q: Query, location: Location | null): SearchV2Response['filters'] {
  return {
    type,
    term: q.term || null,
    channel: q.channel,
    category: q.category ?? [],
    list: q.list ?? null,
    distance: q.distance,
    location,
    latitude: q.latitude ?? null,
    longitude: q.longitude ?? null,
    duration: q.duration ?? [],
    start_year: q.start_year ?? [],
    graduation: q.graduation ?? [],
    avg_response_time: q.avg_response_time ?? null,
    exclude_job_slug: q.exclude_job_slug ?? null,
    business_slug: q.business_slug ?? null,
    lower_salary: q.lower_salary ?? null,
    upper_salary: q.upper_salary ?? null,
    only_pro: q.only_pro === true,
    author_type: q.author_type ?? null,
    sort: sortOf(q),
  }
}

function businessAcceptor(lookups: SearchV2Lookups, q: Query, extra?: (hours: number | null, pro: boolean) => boolean) {
  return async () => {
    const { byId, idBySlug } = await lookups.businesses()
    const words = q.term ? termWords(q.term) : []
    const onlyId = q.business_slug ? (idBySlug.get(q.business_slug) ?? -1) : null
    const max = q.avg_response_time ?? null
    return (id: number) => {
      const facts = byId.get(id)
      if (!facts) return false
      if (onlyId !== null && id !== onlyId) return false
      if (q.only_pro && !facts.hasPro) return false
      if (max !== null && (facts.responseHours === null || facts.responseHours > max)) return false
      if (extra && !extra(facts.responseHours, facts.hasPro)) return false
      return matchesWords(facts.folded, words)
    }
  }
}

async function searchBusinessesV2(
  ctx: AppContext,
  lookups: SearchV2Lookups,
  q: Query,
  perPage = q.per_page,
  extra?: Parameters<typeof businessAcceptor>[2],
) {
  const [categories, businesses] = await Promise.all([lookups.categories(), lookups.businesses()])
  const channelId = await lookups.channelId(q.channel)
  const near = hasPoint(q)
  return searchBusinesses(ctx.db, {
    latitude: q.latitude ?? null,
    longitude: q.longitude ?? null,
    radius: q.distance,
    category: 'Unternehmen',
    sort: near ? 'distance' : 'newest',
    page: q.page,
    perPage,
    limit: undefined,
    categoryIds: (q.category ?? []).flatMap((slug) => categories.idBySlug.get(slug) ?? []),
    // One business (its card in an embed); an unknown slug matches nothing, -1 is no id.
    businessId: q.business_slug ? (businesses.idBySlug.get(q.business_slug) ?? -1) : undefined,
    channelId: channelId ?? undefined,
    acceptBusiness: await businessAcceptor(lookups, q, extra)(),
  })
}

async function searchPosts(lookups: SearchV2Lookups, q: Query, authorTypeOverride?: Query['author_type'] | null) {
  const rows = await lookups.posts()
  const matches = filterPosts(rows, {
    channelId: await lookups.channelId(q.channel),
    authorType: authorTypeOverride === undefined ? (q.author_type ?? null) : authorTypeOverride,
    words: q.term ? termWords(q.term) : [],
    latitude: q.latitude ?? null,
    longitude: q.longitude ?? null,
    radius: q.distance,
  })
  if (q.sort === 'distance' && hasPoint(q)) {
    matches.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0) || b.row.id - a.row.id)
  }
  return matches
}

/** GET /api/v2/search/{type}, /meta and /suggest (SPEC §7), on top of the geo-cell search of v1. */
export function registerSearchV2Routes(app: Hono, ctx: AppContext, lookups: SearchV2Lookups): void {
  registerRoute(app, contract.searchV2, async ({ params, query }) => {
    const type = params.type
    const { query: q, location } = await resolveSearchLocation(ctx.db, query)
    const filters = appliedFilters(type, q, location)
    const answer = (data: SearchV2Item[], total: number, lastPage: number): SearchV2Response => ({
      result: { data, current_page: q.page, last_page: lastPage, total },
      filters,
    })
    if (type === 'businesses') {
      const page = await searchBusinessesV2(ctx, lookups, q)
      return answer(
        page.items.map((item) => ({ ...item, type: 'business' }) as SearchV2Item),
        page.total,
        page.lastPage,
      )
    }
    if (type === 'posts') {
      const matches = await searchPosts(lookups, q)
      const { lastPage, offset } = pageWindow(matches.length, q.page, q.per_page)
      const data = matches
        .slice(offset, offset + q.per_page)
        .map(({ row, distance }) => ({ ...toPostSummary(row, distance), type: 'post' }) as const)
      return answer(data, matches.length, lastPage)
    }
    // One filtered and sorted list per search (all but the page), reused for its pages like the v1 ranking.
    const { page: _page, per_page: _perPage, ...search } = q
    const jobs = await lookups.results(JSON.stringify([type, search]), async () => {
      const prepared = await prepareJobs(lookups, type, q)
      return sortJobs(
        filterJobs(prepared.candidates, prepared.spec, prepared.businesses),
        filters.sort,
        prepared.words,
        hasPoint(q),
      )
    })
    const { lastPage, offset } = pageWindow(jobs.length, q.page, q.per_page)
    const pageJobs = jobs.slice(offset, offset + q.per_page)
    const rows =
      pageJobs.length === 0
        ? []
        : await selectJobSummaries(ctx.db)
            .where(
              'j.id',
              'in',
              pageJobs.map((job) => job.id),
            )
            .execute()
    const rowById = new Map(rows.map((row) => [row.id, row]))
    const data = pageJobs.flatMap((job) => {
      const row = rowById.get(job.id)
      return row ? [{ ...toJobSummary(row, job.distance), type: 'job' as const }] : []
    })
    return answer(data, jobs.length, lastPage)
  })

  registerRoute(app, contract.searchV2Meta, async ({ params, query }) => {
    const type = params.type
    const { query: q } = await resolveSearchLocation(ctx.db, query)
    if (type === 'businesses') {
      const count = async (extra?: Parameters<typeof businessAcceptor>[2]) =>
        (await searchBusinessesV2(ctx, lookups, { ...q, page: 1 }, 1, extra)).total
      const withoutOwn = { ...q, avg_response_time: undefined }
      const response = await Promise.all(
        RESPONSE_TIME_HOURS.map(async (hours) => ({
          hours,
          n: (await searchBusinessesV2(ctx, lookups, { ...withoutOwn, page: 1 }, 1, (h) => h !== null && h <= hours))
            .total,
        })),
      )
      const pro = (await searchBusinessesV2(ctx, lookups, { ...q, only_pro: true, page: 1 }, 1)).total
      const meta: SearchMeta = {
        total: await count(),
        facets: {
          ...emptyFacets(),
          avg_response_time: response
            .filter((r) => r.n > 0)
            .map((r) => ({
              value: String(r.hours),
              label: `Antwortet meist innerhalb von ${r.hours} Stunden`,
              count: r.n,
            })),
          only_pro: pro > 0 ? [{ value: '1', label: 'Nur Premium-Betriebe', count: pro }] : [],
        },
      }
      return { data: meta }
    }
    if (type === 'posts') {
      const all = await searchPosts(lookups, q, null)
      const counts = new Map<string, number>()
      for (const { row } of all) counts.set(row.author_type, (counts.get(row.author_type) ?? 0) + 1)
      const labels: Record<string, string> = { business: 'Betriebe', school: 'Schulen', region: 'Regionen' }
      const meta: SearchMeta = {
        total: q.author_type ? (counts.get(q.author_type) ?? 0) : all.length,
        facets: {
          ...emptyFacets(),
          author_type: [...counts.entries()].map(([value, count]) => ({ value, label: labels[value] ?? value, count })),
        },
      }
      return { data: meta }
    }
    const prepared = await prepareJobs(lookups, type, q)
    return { data: jobFacets(prepared.candidates, prepared.spec, prepared.businesses, prepared.categories) }
  })

  registerRoute(app, contract.searchV2Suggest, async ({ params, query }) => {
    const index = await lookups.suggestIndex()
    const kinds = params.type === 'businesses' ? (['business'] as const) : (['job', 'business'] as const)
    return { data: index.search(termWords(query.term), query.limit, kinds) }
  })

  registerSchoolSearchRoutes(app, ctx)
}

function emptyFacets(): SearchMeta['facets'] {
  return {
    type: [],
    category: [],
    duration: [],
    start_year: [],
    graduation: [],
    avg_response_time: [],
    only_pro: [],
    author_type: [],
    salary: { min: null, max: null },
  }
}
