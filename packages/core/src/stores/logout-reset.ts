/** Reset functions of the stores that hold a user's data (SPEC §4: chat, likes, trainee, ratings, school, menu). */
const resets = new Set<() => void>()

/**
 * Registers a store's reset for the logout; returns the unregister function. Stores register
 * themselves, so logout resets exactly the stores that exist.
 */
export function onLogoutReset(reset: () => void): () => void {
  resets.add(reset)
  return () => {
    resets.delete(reset)
  }
}

/** SPEC §4 Logout: resets every registered store; one failing reset does not stop the others. */
export function resetStoresOnLogout(): void {
  const failures: unknown[] = []
  for (const reset of resets) {
    try {
      reset()
    } catch (error) {
      failures.push(error)
    }
  }
  if (failures.length) throw new AggregateError(failures, 'Nicht alle Daten konnten zurückgesetzt werden.')
}
