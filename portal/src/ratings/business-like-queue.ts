import { ApiRequestError, browserLocalStorage, readJson, writeJson } from '@oabat/core'
import { api } from '../api/api-client.ts'

/** A guest's hearts on companies, kept in this browser until the login (like `rating_queue` for jobs). */
const QUEUE_KEY = 'business_like_queue'
const storage = browserLocalStorage()
/** Said on window when a replay changed the account's favourites, so shown hearts load them again. */
export const BUSINESS_LIKES_REPLAYED = 'oabat:business-likes-replayed'

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => Number.isInteger(id) && id > 0)

export function queuedBusinessLikes(): number[] {
  return readJson(storage, QUEUE_KEY, isIdList) ?? []
}

export function queueBusinessLike(businessId: number): void {
  const queue = queuedBusinessLikes()
  if (!queue.includes(businessId)) writeJson(storage, QUEUE_KEY, [...queue, businessId])
}

/**
 * After a login: each queued company becomes a favourite of the account. One the server refuses
 * (4xx: gone, hidden) is dropped; one that fails for now (offline, 5xx, 429) stays for the next login.
 */
export async function replayBusinessLikes(userId: number): Promise<void> {
  const kept: number[] = []
  for (const businessId of queuedBusinessLikes()) {
    try {
      await api('createBusinessLike', { body: { business_id: businessId, user_id: userId } })
    } catch (error) {
      const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500
      if (!refused || error.status === 429) kept.push(businessId)
    }
  }
  writeJson(storage, QUEUE_KEY, kept.length > 0 ? kept : null)
  window.dispatchEvent(new Event(BUSINESS_LIKES_REPLAYED))
}
