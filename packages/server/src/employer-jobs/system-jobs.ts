import { type Craft, slugify } from '@oabat/core'
import { TASKS_BY_FAMILY } from '../seed/job-tasks.ts'
import {
  APPRENTICE_BENEFITS,
  CRAFT_REQUIREMENTS,
  GENERAL_REQUIREMENTS,
  GRADUATION_REQUIREMENT,
  SHARED_BENEFITS,
} from '../seed/job-texts.ts'
import { OCCUPATIONS, type Occupation } from '../seed/occupations.ts'

/**
 * GET /api/system_jobs: the recognised apprenticeships (the seed's occupation list) as templates a
 * company starts a job from; attributes and advantages are the typical texts for one of them.
 */
export interface SystemJob {
  slug: string
  name: string
  type_id: 1
  category: Craft
  duration_months: number
  graduation: string
}

const BY_SLUG = new Map<string, Occupation>(OCCUPATIONS.map((o) => [slugify(o.neutral), o]))

export const SYSTEM_JOB_NOT_FOUND = 'Diese Vorlage gibt es nicht.'

export function systemJobs(): SystemJob[] {
  return [...BY_SLUG.entries()]
    .map(([slug, o]) => ({
      slug,
      name: o.neutral,
      type_id: 1 as const,
      category: o.craft,
      duration_months: o.months,
      graduation: o.graduation,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'))
}

export function systemJob(slug: string): Occupation | null {
  return BY_SLUG.get(slug) ?? null
}

export function systemJobAttributes(o: Occupation) {
  const requirements = [
    ...(GRADUATION_REQUIREMENT[o.graduation] ? [GRADUATION_REQUIREMENT[o.graduation] as string] : []),
    ...CRAFT_REQUIREMENTS[o.craft],
    ...GENERAL_REQUIREMENTS,
  ]
  return {
    tasks: [...TASKS_BY_FAMILY[o.family]],
    requirements,
    duration_months: o.months,
    graduation: o.graduation,
    category: o.craft,
  }
}

export function systemJobAdvantages(): string[] {
  return [...APPRENTICE_BENEFITS, ...SHARED_BENEFITS]
}
