/**
 * @module job-cache — after a job write, every cached answer about the company's jobs is dropped and
 * loaded again. Dropping (not only revalidating) matters: the editor takes its starting values from
 * the cache once, and must never start from the answer before the save.
 */
import type { RouteKey } from '@oabat/core'
import { mutate } from 'swr'

const JOB_CALLS = new Set<RouteKey>([
  'ownJobs',
  'jobCheckLimit',
  'jobFeatures',
  'jobsOfBusiness',
  'jobReview',
  'jobReviews',
  'jobStatistics',
  'business',
  'jobV2',
])

const isJobCall = (key: unknown) => Array.isArray(key) && JOB_CALLS.has(key[0] as RouteKey)

/** Before leaving for another page: drop the answers, so the next page starts from the server. */
export function dropJobAnswers(): Promise<unknown> {
  return mutate(isJobCall, undefined, { revalidate: true })
}

/** On the same page: load again while the old answers stay on screen. */
export function refreshJobAnswers(): Promise<unknown> {
  return mutate(isJobCall)
}
