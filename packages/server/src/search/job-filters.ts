import {
  type FacetValue,
  GRADUATION_LABELS,
  type Graduation,
  JOB_TYPE_LABELS,
  type JobTypeId,
  RESPONSE_TIME_HOURS,
  type SearchMeta,
} from '@oabat/core'
import type { JobCandidate } from './job-candidates.ts'

/** What a business contributes to the job filters. */
export interface BusinessFacts {
  slug: string
  name: string
  hasPro: boolean
  responseHours: number | null
}

/** The v2 job filters after lookup of slugs to ids; null means "not filtered". */
export interface JobFilterSpec {
  types: number[]
  categoryIds: number[] | null
  durations: number[] | null
  startYears: number[] | null
  graduations: string[] | null
  maxResponseHours: number | null
  onlyPro: boolean
  lowerSalary: number | null
  upperSalary: number | null
  termIds: Set<number> | null
  listIds: Set<number> | null
  siteIds: Set<number> | null
  businessId: number | null
  excludeId: number | null
}

/** The filters that have a facet; each facet counts with all filters but its own. */
type FacetKey = 'type' | 'category' | 'duration' | 'start_year' | 'graduation' | 'avg_response_time' | 'only_pro'

type Predicate = (job: JobCandidate) => boolean

function predicates(spec: JobFilterSpec, businesses: Map<number, BusinessFacts>) {
  const facet: Partial<Record<FacetKey, Predicate>> = {}
  const fixed: Predicate[] = []
  if (spec.types.length < 3) facet.type = (j) => spec.types.includes(j.typeId)
  if (spec.categoryIds) {
    const ids = spec.categoryIds
    facet.category = (j) => j.categoryId !== null && ids.includes(j.categoryId)
  }
  if (spec.durations) {
    const values = spec.durations
    facet.duration = (j) => j.duration !== null && values.includes(j.duration)
  }
  if (spec.startYears) {
    const values = spec.startYears
    facet.start_year = (j) => j.startYear !== null && values.includes(j.startYear)
  }
  if (spec.graduations) {
    const values = spec.graduations
    facet.graduation = (j) => j.graduation !== null && values.includes(j.graduation)
  }
  if (spec.maxResponseHours !== null) {
    const max = spec.maxResponseHours
    facet.avg_response_time = (j) => {
      const hours = businesses.get(j.businessId)?.responseHours
      return hours !== null && hours !== undefined && hours <= max
    }
  }
  if (spec.onlyPro) facet.only_pro = (j) => businesses.get(j.businessId)?.hasPro === true
  const { lowerSalary, upperSalary, termIds, listIds, siteIds, businessId, excludeId } = spec
  if (lowerSalary !== null) fixed.push((j) => j.salary !== null && j.salary >= lowerSalary)
  if (upperSalary !== null) fixed.push((j) => j.salary !== null && j.salary <= upperSalary)
  if (termIds) fixed.push((j) => termIds.has(j.id))
  if (listIds) fixed.push((j) => listIds.has(j.id))
  if (siteIds) fixed.push((j) => siteIds.has(j.siteId))
  if (businessId !== null) fixed.push((j) => j.businessId === businessId)
  if (excludeId !== null) fixed.push((j) => j.id !== excludeId)
  return { facet, fixed }
}

/** The candidates that pass every filter. */
export function filterJobs(
  candidates: JobCandidate[],
  spec: JobFilterSpec,
  businesses: Map<number, BusinessFacts>,
): JobCandidate[] {
  const { facet, fixed } = predicates(spec, businesses)
  const all = [...fixed, ...Object.values(facet)]
  return candidates.filter((job) => all.every((test) => test(job)))
}

function counted<T>(values: Map<T, number>, label: (value: T) => string, order: (a: T, b: T) => number): FacetValue[] {
  return [...values.entries()]
    .sort(([a], [b]) => order(a, b))
    .map(([value, count]) => ({ value: String(value), label: label(value), count }))
}

function increment<T>(map: Map<T, number>, key: T) {
  map.set(key, (map.get(key) ?? 0) + 1)
}

function durationLabel(months: number): string {
  return months % 12 === 0 ? `${months / 12} ${months === 12 ? 'Jahr' : 'Jahre'}` : `${months} Monate`
}

function responseLabel(hours: number): string {
  return hours % 24 === 0 && hours >= 48
    ? hours === 168
      ? 'Antwortet meist innerhalb einer Woche'
      : `Antwortet meist innerhalb von ${hours / 24} Tagen`
    : `Antwortet meist innerhalb von ${hours} Stunden`
}

/**
 * Facet counts over the candidates (SearchMeta): every facet applies all filters except its own,
 * so a count equals the total that choosing that value alone would give.
 */
export function jobFacets(
  candidates: JobCandidate[],
  spec: JobFilterSpec,
  businesses: Map<number, BusinessFacts>,
  categorySlugs: Map<number, { slug: string; name: string }>,
): SearchMeta {
  const { facet, fixed } = predicates(spec, businesses)
  const keys = Object.keys(facet) as FacetKey[]
  const base = candidates.filter((job) => fixed.every((test) => test(job)))
  const passesExcept = (job: JobCandidate, except: FacetKey | null) =>
    keys.every((key) => key === except || (facet[key] as Predicate)(job))

  const types = new Map<number, number>()
  const categories = new Map<number, number>()
  const durations = new Map<number, number>()
  const years = new Map<number, number>()
  const graduations = new Map<string, number>()
  const response = new Map<number, number>()
  let pro = 0
  let total = 0
  let minSalary: number | null = null
  let maxSalary: number | null = null
  for (const job of base) {
    if (passesExcept(job, null)) {
      total++
      if (job.salary !== null) {
        minSalary = minSalary === null ? job.salary : Math.min(minSalary, job.salary)
        maxSalary = maxSalary === null ? job.salary : Math.max(maxSalary, job.salary)
      }
    }
    if (passesExcept(job, 'type')) increment(types, job.typeId)
    if (job.categoryId !== null && passesExcept(job, 'category')) increment(categories, job.categoryId)
    if (job.duration !== null && passesExcept(job, 'duration')) increment(durations, job.duration)
    if (job.startYear !== null && passesExcept(job, 'start_year')) increment(years, job.startYear)
    if (job.graduation !== null && passesExcept(job, 'graduation')) increment(graduations, job.graduation)
    const facts = businesses.get(job.businessId)
    if (facts?.responseHours != null && passesExcept(job, 'avg_response_time')) {
      for (const hours of RESPONSE_TIME_HOURS) if (facts.responseHours <= hours) increment(response, hours)
    }
    if (facts?.hasPro && passesExcept(job, 'only_pro')) pro++
  }
  const byNumber = (a: number, b: number) => a - b
  return {
    total,
    facets: {
      type: counted(types, (t) => JOB_TYPE_LABELS[t as JobTypeId] ?? String(t), byNumber),
      category: counted(
        categories,
        (id) => categorySlugs.get(id)?.name ?? String(id),
        (a, b) => a - b,
      ).map((value) => ({ ...value, value: categorySlugs.get(Number(value.value))?.slug ?? value.value })),
      duration: counted(durations, durationLabel, byNumber),
      start_year: counted(years, String, byNumber),
      graduation: counted(
        graduations,
        (g) => GRADUATION_LABELS[g as Graduation] ?? g,
        (a, b) => GRADUATION_ORDER.indexOf(a) - GRADUATION_ORDER.indexOf(b),
      ),
      avg_response_time: counted(response, responseLabel, byNumber),
      only_pro: pro > 0 ? [{ value: '1', label: 'Nur Premium-Betriebe', count: pro }] : [],
      author_type: [],
      salary: { min: minSalary, max: maxSalary },
    },
  }
}

const GRADUATION_ORDER: string[] = Object.keys(GRADUATION_LABELS)
