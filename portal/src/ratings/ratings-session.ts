import { isTrainee, showError } from '@oabat/core'
import { api } from '../api/api-client.ts'
import { auth } from '../auth/auth-stores.ts'
import { queuedBusinessLikes, replayBusinessLikes } from './business-like-queue.ts'
import { ratings } from './ratings-stores.ts'

/**
 * SPEC §4 Ratings after login: a guest's queued ratings are replayed into the account, the user is
 * fetched again (ever_liked_job may have changed) and the account's ratings are loaded.
 */
async function adoptRatings(userId: number): Promise<void> {
  if (ratings.hasQueue()) {
    const { refused } = await ratings.replayQueue(userId)
    if (refused > 0)
      showError(
        refused === 1
          ? 'Eine Deiner Bewertungen gehört zu einer Stelle, die es nicht mehr gibt.'
          : `${refused} Deiner Bewertungen gehören zu Stellen, die es nicht mehr gibt.`,
      )
    const user = await api('authUser', {})
    auth.setUser(user.data)
  }
  await ratings.load(userId)
  // The hearts a guest gave companies (docs/ratings.md „Lieblingsunternehmen“).
  if (queuedBusinessLikes().length > 0) await replayBusinessLikes(userId)
}

/** Follows the session: each trainee that logs in (or returns with a stored login) gets its ratings. */
export function keepRatingsWithSession(): void {
  let loadedFor: number | null = null
  auth.$auth.subscribe((state) => {
    const user = state.status === 'user' ? state.user : null
    const userId = user && isTrainee(user) ? user.id : null
    if (userId === loadedFor) return
    loadedFor = userId
    // Logout resets the store itself (logout-reset); a guest keeps the queue.
    if (userId === null) return
    adoptRatings(userId).catch(() => {
      // SPEC §8: likes that fail to load are swallowed; the queue stays for the next login.
      loadedFor = null
    })
  })
}
