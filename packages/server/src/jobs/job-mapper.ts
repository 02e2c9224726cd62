import type { ContentBlock, Job, JobSummary, JobV2 } from '@oabat/core'
import { jobPagePath } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { round1 } from '../locations/location-mapper.ts'
import { hyphenateTitle } from './hyphenate-title.ts'

/** Columns of a job row joined with its business, as the summary needs them. */
export function selectJobSummaries(db: Kysely<Database>) {
  return db
    .selectFrom('jobs as j')
    .innerJoin('businesses as b', 'b.id', 'j.business_id')
    .leftJoin('job_categories as c', 'c.id', 'j.category_id')
    .select([
      'j.id',
      'j.slug',
      'j.name',
      'j.type_id',
      'c.slug as category',
      'b.id as business_id',
      'b.slug as business_slug',
      'b.name as business_name',
      'b.logo_url as business_logo_url',
      'j.city',
      'j.postal_code',
      'j.latitude',
      'j.longitude',
      'j.start_date',
      'j.published_at',
    ])
}

export type JobSummaryRow = Awaited<ReturnType<ReturnType<typeof selectJobSummaries>['execute']>>[number]

export function toJobSummary(row: JobSummaryRow, distanceKm: number | null): JobSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    name_hyphenated: hyphenateTitle(row.name),
    type_id: Number(row.type_id) as 1 | 2 | 3,
    category: row.category,
    business: {
      id: row.business_id,
      slug: row.business_slug,
      name: row.business_name,
      logo_url: row.business_logo_url,
    },
    city: row.city,
    postal_code: row.postal_code,
    latitude: row.latitude,
    longitude: row.longitude,
    distance_km: distanceKm === null ? null : round1(distanceKm),
    start_date: row.start_date,
    published_at: row.published_at ?? '',
    url: jobPagePath(row.business_slug, row.slug),
  }
}

function parseList(text: string): string[] {
  try {
    const value = JSON.parse(text) as unknown
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

function parseBlocks(text: string): ContentBlock[] {
  try {
    const value = JSON.parse(text) as unknown
    return Array.isArray(value)
      ? value.filter(
          (block): block is ContentBlock =>
            typeof block === 'object' && block !== null && typeof (block as ContentBlock).component === 'string',
        )
      : []
  } catch {
    return []
  }
}

export interface JobDetailRow extends JobSummaryRow {
  description: string
  tasks: string
  requirements: string
  benefits: string
  content_blocks: string
  duration_months: number | null
  positions: number
  graduation: string | null
  version: number
  updated_at: string
}

export function toJob(row: JobDetailRow, site: Job['business_site']): Job {
  const { distance_km: _unused, ...summary } = toJobSummary(row, null)
  return {
    ...summary,
    description: row.description,
    tasks: parseList(row.tasks),
    requirements: parseList(row.requirements),
    benefits: parseList(row.benefits),
    duration_months: row.duration_months,
    positions: row.positions,
    graduation: row.graduation,
    version: row.version,
    business_site: site,
    is_liked: false,
    updated_at: row.updated_at,
  }
}

export function toJobV2(row: JobDetailRow, site: Job['business_site']): JobV2 {
  return { ...toJob(row, site), content_blocks: parseBlocks(row.content_blocks) }
}
