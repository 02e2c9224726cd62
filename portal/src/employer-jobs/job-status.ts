/**
 * @module job-status — how the portal names a company's job states (SPEC §4 job review status):
 * a draft whose latest review was rejected is shown as „Abgelehnt“ with the reviewer's comment.
 */
import type { OwnJob } from '@oabat/core'

export type JobGroup = 'draft' | 'pending' | 'published' | 'rejected' | 'archived'

/** The groups of the overview, in the order a company works through them. */
export const JOB_GROUPS: ReadonlyArray<{ group: JobGroup; title: string; empty: string }> = [
  { group: 'rejected', title: 'Abgelehnt', empty: 'Keine abgelehnten Stellen.' },
  { group: 'draft', title: 'Entwürfe', empty: 'Keine Entwürfe.' },
  { group: 'pending', title: 'In Prüfung', empty: 'Keine Stelle wartet auf die Prüfung.' },
  { group: 'published', title: 'Veröffentlicht', empty: 'Noch keine Stelle veröffentlicht.' },
  { group: 'archived', title: 'Archiviert', empty: 'Keine archivierten Stellen.' },
]

export const STATUS_LABELS: Record<JobGroup, string> = {
  draft: 'Entwurf',
  pending: 'In Prüfung',
  published: 'Veröffentlicht',
  rejected: 'Abgelehnt',
  archived: 'Archiviert',
}

export function jobGroup(job: Pick<OwnJob, 'status' | 'review'>): JobGroup {
  if (job.status === 'draft' && job.review?.status === 'rejected') return 'rejected'
  return job.status
}

/** What the overview says after the editor saved a job. */
export function savedMessage(job: Pick<OwnJob, 'name' | 'status'>): string {
  switch (job.status) {
    case 'published':
      return `„${job.name}“ ist veröffentlicht.`
    case 'pending':
      return `„${job.name}“ ist zur Prüfung eingereicht. Sobald unser Team sie freigibt, erscheint sie.`
    case 'archived':
      return `„${job.name}“ ist archiviert.`
    default:
      return `„${job.name}“ ist als Entwurf gespeichert.`
  }
}

/** Shown before a publish request is sent when check_limit says no active job is left. */
export function limitReachedMessage(limit: number): string {
  return `Dein Stellenlimit ist erreicht: Ihr habt bereits ${limit} aktive Stellen. Archiviere eine Stelle oder buche ein Abo, um weitere zu veröffentlichen.`
}
