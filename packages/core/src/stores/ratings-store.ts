import { atom, type ReadableAtom } from 'nanostores'
import { ApiRequestError } from '../client/api-error.ts'
import { TRACKING_STORAGE_KEYS } from '../constants.ts'
import { dequeueRating, enqueueRating, type RatingQueueEntry, replayPlan } from '../rules/ratings.ts'
import type { JobRating } from '../schemas/ratings.ts'
import { onLogoutReset } from './logout-reset.ts'
import { type KeyValueStorage, readJson, writeJson } from './storage.ts'
import { STORAGE_KEYS } from './storage-keys.ts'

/** The calls of SPEC §7 Ratings the store needs; the portal and the widgets pass their own clients. */
export interface RatingsApi {
  list(userId: number, appendJobs: boolean): Promise<JobRating[]>
  rate(body: { job_id: number; user_id: number; rating: number; anonymous_user_id?: string }): Promise<JobRating>
  rateAnonymously(body: { job_id: number; anonymous_user_id: string; rating: number }): Promise<unknown>
  remove(ratingId: number): Promise<unknown>
}

export interface RatingsState {
  /** job id → the rating shown: the account's (with its id) or the guest's queued one (id null). */
  byJob: Record<number, { id: number | null; rating: number }>
  /** The account whose ratings are loaded; null for a guest. */
  userId: number | null
}

export interface ReplayResult {
  replayed: number
  /** Entries the server refused (unknown job, broken entry): dropped, they would fail again. */
  refused: number
}

export interface RatingsStore {
  readonly $ratings: ReadableAtom<RatingsState>
  /** The account's ratings from the server (after login or page load). */
  load(userId: number): Promise<void>
  /** A trainee's rating, saved on the server. */
  rate(userId: number, jobId: number, rating: number): Promise<void>
  /** A guest's rating: kept in the local queue under the session id, and told to the server. */
  rateAsGuest(jobId: number, rating: number): void
  /** Removes the rating: on the server for an account, from the queue for a guest. */
  remove(jobId: number): Promise<void>
  /** SPEC §4: after login the queued entries are replayed; what could not be sent for now stays queued. */
  replayQueue(userId: number): Promise<ReplayResult>
  /** Whether the guest has queued ratings waiting for a login. */
  hasQueue(): boolean
}

function randomSessionId(): string {
  const bytes = new Uint8Array(12)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

const isArray = (value: unknown): value is unknown[] => Array.isArray(value)

/** A refusal that would come again (4xx other than „too many“): the entry is dropped, not retried. */
function refusedForGood(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 429
}

/**
 * SPEC §4 Ratings (docs/ratings.md): the ratings of the visitor, per job. Only trainees keep
 * ratings on the server; a guest's wait in `rating_queue` under the browser's session id (the
 * analytics id of SPEC §3, made here if missing) until the login replays them.
 */
export function createRatingsStore(
  storage: KeyValueStorage,
  ratingsApi: RatingsApi,
  now: () => number = Date.now,
): RatingsStore {
  const queue = () => readJson(storage, STORAGE_KEYS.ratingQueue, isArray) ?? []
  const guestState = (): RatingsState => ({
    userId: null,
    byJob: Object.fromEntries(
      replayPlan(queue(), []).map((entry) => [entry.job_id, { id: null, rating: entry.rating }]),
    ),
  })
  const $ratings = atom<RatingsState>(guestState())

  function sessionId(): string {
    let id = storage.getItem(TRACKING_STORAGE_KEYS.sessionId)
    if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
      id = randomSessionId()
      storage.setItem(TRACKING_STORAGE_KEYS.sessionId, id)
    }
    return id
  }

  function setJob(jobId: number, value: { id: number | null; rating: number } | null) {
    const byJob = { ...$ratings.get().byJob }
    if (value) byJob[jobId] = value
    else delete byJob[jobId]
    $ratings.set({ ...$ratings.get(), byJob })
  }

  onLogoutReset(() => $ratings.set(guestState()))

  return {
    $ratings,
    async load(userId) {
      const ratings = await ratingsApi.list(userId, false)
      $ratings.set({
        userId,
        byJob: Object.fromEntries(ratings.map((r) => [r.job_id, { id: r.id, rating: r.rating }])),
      })
    },
    async rate(userId, jobId, rating) {
      const before = $ratings.get().byJob[jobId] ?? null
      setJob(jobId, { id: before?.id ?? null, rating })
      try {
        const saved = await ratingsApi.rate({ job_id: jobId, user_id: userId, rating })
        setJob(jobId, { id: saved.id, rating: saved.rating })
      } catch (error) {
        setJob(jobId, before)
        throw error
      }
    },
    rateAsGuest(jobId, rating) {
      const entry: RatingQueueEntry = { job_id: jobId, rating, anonymous_user_id: sessionId(), rated_at: now() }
      writeJson(storage, STORAGE_KEYS.ratingQueue, enqueueRating(queue(), entry))
      setJob(jobId, { id: null, rating })
      // The local queue is what counts; the server's copy only feeds the company's statistics.
      ratingsApi.rateAnonymously({ job_id: jobId, anonymous_user_id: entry.anonymous_user_id, rating }).catch(() => {})
    },
    async remove(jobId) {
      const current = $ratings.get().byJob[jobId]
      if (!current) return
      if ($ratings.get().userId === null || current.id === null) {
        writeJson(storage, STORAGE_KEYS.ratingQueue, dequeueRating(queue(), jobId))
        setJob(jobId, null)
        return
      }
      await ratingsApi.remove(current.id)
      setJob(jobId, null)
    },
    async replayQueue(userId) {
      const waiting = queue()
      if (waiting.length === 0) return { replayed: 0, refused: 0 }
      const stored = await ratingsApi.list(userId, false)
      const plan = replayPlan(waiting, stored)
      const kept: RatingQueueEntry[] = []
      let replayed = 0
      let refused = 0
      // One by one: a refused entry must not take the valid rest with it.
      for (const entry of plan) {
        try {
          await ratingsApi.rate({
            job_id: entry.job_id,
            user_id: userId,
            rating: entry.rating,
            anonymous_user_id: entry.anonymous_user_id,
          })
          replayed += 1
        } catch (error) {
          if (refusedForGood(error)) refused += 1
          else kept.push(entry)
        }
      }
      writeJson(storage, STORAGE_KEYS.ratingQueue, kept.length > 0 ? kept : null)
      return { replayed, refused }
    },
    hasQueue: () => queue().length > 0,
  }
}
