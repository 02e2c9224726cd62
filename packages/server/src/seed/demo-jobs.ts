import { type JobTypeId, slugify } from '@oabat/core'
import type { Insertable } from 'kysely'
import type { JobsTable } from '../db/schema.ts'
import type { DemoBusiness } from './demo-businesses.ts'
import { demoSalary } from './demo-search-values.ts'
import { between, daysBefore, shortlyBefore } from './demo-time.ts'
import {
  type EmploymentType,
  jobBenefits,
  jobContentBlocks,
  jobDescription,
  jobRequirements,
  jobTasks,
  jobTitle,
} from './job-texts.ts'
import { occupation } from './occupations.ts'
import type { ReferenceData } from './reference-data.ts'
import type { Rng } from './rng.ts'

/** How many jobs a business offers: a range per business, or an exact total over all of them. */
export type JobCountOption = number | { min: number; max: number }

/** The demo business account's business gets at least this many jobs, covering all three types. */
const FIRST_BUSINESS_JOBS = 6

/** Jobs per business; with a total, the counts add up to it exactly. */
export function jobCounts(businesses: number, option: JobCountOption, rng: Rng): number[] {
  if (businesses === 0) return []
  let counts: number[]
  if (typeof option === 'number') {
    const weights = Array.from({ length: businesses }, () => 0.3 + rng.next() * 1.4)
    const sum = weights.reduce((a, b) => a + b, 0)
    counts = weights.map((w) => Math.floor((option * w) / sum))
    let rest = option - counts.reduce((a, b) => a + b, 0)
    for (let i = 0; rest > 0; i = (i + 1) % businesses, rest--) counts[i] = (counts[i] as number) + 1
  } else {
    counts = Array.from({ length: businesses }, () => rng.int(option.min, option.max))
  }
  const total = counts.reduce((a, b) => a + b, 0)
  let missing = Math.min(FIRST_BUSINESS_JOBS, total) - (counts[0] as number)
  // Take from the last businesses, leaving each one job while that suffices.
  for (const keep of [1, 0]) {
    for (let i = businesses - 1; missing > 0 && i > 0; i--) {
      const take = Math.min(missing, Math.max(0, (counts[i] as number) - keep))
      counts[i] = (counts[i] as number) - take
      counts[0] = (counts[0] as number) + take
      missing -= take
    }
  }
  return counts
}

/** A short, unique and stable suffix from the job id (multiplying by an odd number is a bijection mod 2³²). */
export function slugSuffix(id: number): string {
  return (Math.imul(id, 0x9e3779b1) >>> 0).toString(36)
}

const TYPE_WEIGHTS = [
  [1, 60],
  [2, 25],
  [3, 15],
] as const
const APPRENTICESHIP_STARTS = [
  ['2027-09-01', 45],
  ['2027-08-01', 35],
  ['2028-09-01', 10],
  ['2027-10-01', 5],
  ['2027-02-01', 5],
] as const
const INTERNSHIP_STARTS = [
  ['2027-01-18', 1],
  ['2027-02-15', 1],
  ['2027-03-08', 1],
  ['2027-04-12', 1],
  ['2027-06-14', 1],
  ['2027-07-19', 1],
] as const
const JOB_STARTS = [
  ['2026-12-01', 1],
  ['2027-01-01', 2],
  ['2027-02-01', 1],
  ['2027-03-01', 1],
] as const
const EMPLOYMENT = [
  ['Vollzeit', 55],
  ['Teilzeit', 30],
  ['Minijob', 15],
] as const

/** Occupations listed first in a business kind are the ones it trains most. */
function pickOccupation(names: readonly string[], rng: Rng): string {
  return rng.weighted(names.map((name, i) => [name, 1 / (i + 1)] as const))
}

/**
 * One job of a business: title, texts and content blocks, place copied from one of its sites.
 * The first three jobs of the featured business (the demo account's) are one of each type, published.
 */
export function buildJob(
  id: number,
  business: DemoBusiness,
  index: number,
  featured: boolean,
  refs: ReferenceData,
  rng: Rng,
): Insertable<JobsTable> {
  const showcase = featured && index < 3
  const type: JobTypeId = showcase ? ((index + 1) as JobTypeId) : rng.weighted(TYPE_WEIGHTS)
  const site = business.sites.length > 1 && rng.chance(0.35) ? rng.pick(business.sites.slice(1)) : business.sites[0]
  if (!site) throw new Error(`business ${business.row.slug} has no site`)
  const kind = business.kind
  const job = occupation(type === 3 ? (kind.occupations[0] as string) : pickOccupation(kind.occupations, rng))
  const employment: EmploymentType = type === 3 ? rng.weighted(EMPLOYMENT) : 'Vollzeit'
  const startDate =
    type === 1
      ? rng.weighted(APPRENTICESHIP_STARTS)
      : type === 2
        ? rng.chance(0.6)
          ? rng.weighted(INTERNSHIP_STARTS)
          : null
        : rng.chance(0.5)
          ? rng.weighted(JOB_STARTS)
          : null
  const positions =
    type === 1
      ? rng.weighted([
          [1, 60],
          [2, 30],
          [3, 10],
        ] as const)
      : type === 2
        ? rng.int(1, 4)
        : rng.int(1, 2)
  const graduation =
    type === 1
      ? job.graduation
      : type === 2
        ? rng.pick(['none', 'main'] as const)
        : rng.pick(['none', 'main', 'mittel'] as const)
  const textInput = {
    type,
    business: business.row.name,
    city: site.city,
    employees: business.row.employees ?? 10,
    occupation: job,
    role: rng.pick(kind.roles),
    employment,
    startDate,
    positions,
    graduation,
  }
  const name = jobTitle(textInput, rng)
  const description = jobDescription(textInput, rng)
  const tasks = jobTasks(job.family, rng)
  const requirements = jobRequirements(type, type === 3 ? kind.craft : job.craft, graduation, rng)
  const benefits = jobBenefits(type, rng)
  const version = type !== 3 && rng.chance(0.12) ? 1 : 2
  const draft = !showcase && rng.chance(0.04)
  const publishedAt = draft ? null : daysBefore(rng, 0, 90)
  const createdAt = publishedAt ? shortlyBefore(rng, publishedAt, 3) : daysBefore(rng, 0, 90)
  return {
    id,
    slug: `${slugify(name)}-${slugSuffix(id)}`,
    business_id: business.row.id,
    business_site_id: site.id,
    type_id: type,
    category_id: refs.categoryIds.get(type === 3 ? kind.craft : job.craft) ?? null,
    name,
    description,
    tasks: JSON.stringify(tasks),
    requirements: JSON.stringify(requirements),
    benefits: JSON.stringify(benefits),
    content_blocks:
      version === 1
        ? '[]'
        : JSON.stringify(jobContentBlocks(type, { description, tasks, requirements, benefits }, employment)),
    duration_months: type === 1 ? job.months : null,
    positions,
    graduation,
    version,
    status: draft ? 'draft' : 'published',
    start_date: startDate,
    city: site.city,
    postal_code: site.postal_code ?? null,
    latitude: site.latitude,
    longitude: site.longitude,
    geo_cell: site.geo_cell,
    published_at: publishedAt,
    created_at: createdAt,
    updated_at: publishedAt ? between(rng, publishedAt) : createdAt,
    salary: demoSalary(id, type, employment),
  }
}
