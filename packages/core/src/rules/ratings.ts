/**
 * @module ratings — SPEC §4 Ratings and §9 like threshold: when a rating is a like, and how a
 * guest's local rating queue is replayed after login (docs/ratings.md).
 */

export const RATING_MIN = 0
export const RATING_MAX = 100
/** SPEC §9: a rating over 50 is a like. */
export const LIKE_THRESHOLD = 50
/** What the rating control sends for „Gefällt mir“ and „Gefällt mir nicht“ (a swipe right or left). */
export const LIKE_RATING = 100
export const DISLIKE_RATING = 0

export function isLike(rating: number): boolean {
  return rating > LIKE_THRESHOLD
}

export function isValidRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX
}

/** One guest rating in the local `rating_queue` (SPEC §3), kept under the browser's session id. */
export interface RatingQueueEntry {
  job_id: number
  rating: number
  anonymous_user_id: string
  /** When the guest rated (clock milliseconds): the latest rating of a job wins. */
  rated_at: number
}

/** A rating the account already has on the server. */
export interface StoredRating {
  job_id: number
  rating: number
}

function isQueueEntry(value: unknown): value is RatingQueueEntry {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<string, unknown>
  return (
    typeof entry.job_id === 'number' &&
    Number.isInteger(entry.job_id) &&
    entry.job_id > 0 &&
    isValidRating(entry.rating) &&
    typeof entry.anonymous_user_id === 'string' &&
    entry.anonymous_user_id.length > 0 &&
    typeof entry.rated_at === 'number'
  )
}

/**
 * The entries to send after login: whatever is readable in the queue (anything else — a hand-edited
 * or outdated entry — is left out rather than stopping the rest), the latest rating per job, and
 * none that the account already has with the same value.
 */
export function replayPlan(queue: unknown, stored: readonly StoredRating[]): RatingQueueEntry[] {
  if (!Array.isArray(queue)) return []
  const latest = new Map<number, RatingQueueEntry>()
  for (const entry of queue) {
    if (!isQueueEntry(entry)) continue
    const known = latest.get(entry.job_id)
    if (!known || entry.rated_at >= known.rated_at) latest.set(entry.job_id, entry)
  }
  const storedByJob = new Map(stored.map((rating) => [rating.job_id, rating.rating]))
  return [...latest.values()]
    .filter((entry) => storedByJob.get(entry.job_id) !== entry.rating)
    .sort((a, b) => a.rated_at - b.rated_at)
}

/** The queue with one more rating; an earlier rating of the same job is replaced. */
export function enqueueRating(queue: unknown, entry: RatingQueueEntry): RatingQueueEntry[] {
  const kept = Array.isArray(queue) ? queue.filter(isQueueEntry).filter((e) => e.job_id !== entry.job_id) : []
  return [...kept, entry]
}

/** The queue without the job (the guest took the rating back). */
export function dequeueRating(queue: unknown, jobId: number): RatingQueueEntry[] {
  return Array.isArray(queue) ? queue.filter(isQueueEntry).filter((e) => e.job_id !== jobId) : []
}

/** SPEC §4: the first-like dialog, for a trainee who never liked a job, when the rating is a like. */
export function needsFirstLikeDialog(user: { ever_liked_job: boolean } | null, rating: number): boolean {
  return user !== null && !user.ever_liked_job && isLike(rating)
}
