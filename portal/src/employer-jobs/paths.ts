/** @module paths — the portal paths of the company's job pages (SPEC §2 employer area). */
import { jobEditLink } from '@oabat/core'

export const PREVIEW_PATH = '/betrieb/job/vorschau'

const business = (slug: string) => `/betriebe/${encodeURIComponent(slug)}`

/** „Unsere Berufe“: the company's jobs by status. */
export function overviewPath(businessSlug: string): string {
  return `${business(businessSlug)}/jobs/uebersicht`
}

/** The legacy editor (version 1); with `job` it edits that job, else it creates one of `type`. */
export function legacyEditorPath(businessSlug: string, options: { type?: number; job?: string }): string {
  const query = new URLSearchParams()
  if (options.type) query.set('type', String(options.type))
  if (options.job) query.set('job', options.job)
  const qs = query.toString()
  return `${business(businessSlug)}/jobs/erstellen${qs ? `?${qs}` : ''}`
}

/** Where „Bearbeiten“ leads: the new editor when SPEC §4 gives an edit link, else the legacy one. */
export function editPath(businessSlug: string, job: { slug: string; type_id: number; version: number }): string {
  return jobEditLink(job) ?? legacyEditorPath(businessSlug, { job: job.slug })
}

export function reviewPath(businessSlug: string, jobSlug: string, reviewId?: number | null): string {
  const path = `${business(businessSlug)}/jobs/${encodeURIComponent(jobSlug)}/review`
  return reviewId ? `${path}?review=${reviewId}` : path
}
