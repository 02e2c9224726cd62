import type { LoadingBarState } from '@oabat/ui'
import { useSyncExternalStore } from 'react'

/*
 * Counts the requests in flight to drive the top loading bar (SPEC §2, §4): running while any
 * request is open, then finished, or failed when one of them failed.
 */

let active = 0
let failedSinceIdle = false
let state: LoadingBarState = 'hidden'
const listeners = new Set<() => void>()

function setState(next: LoadingBarState) {
  if (next === state) return
  state = next
  for (const listener of listeners) listener()
}

function settle(failed: boolean) {
  active -= 1
  if (failed) failedSinceIdle = true
  if (active === 0) {
    setState(failedSinceIdle ? 'failed' : 'finished')
    failedSinceIdle = false
  }
}

/** Marks a request as running until its promise settles. */
export function trackRequest<T>(request: Promise<T>): Promise<T> {
  active += 1
  setState('running')
  return request.then(
    (value) => {
      settle(false)
      return value
    },
    (error: unknown) => {
      settle(true)
      throw error
    },
  )
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useLoadingBarState(): LoadingBarState {
  return useSyncExternalStore(subscribe, () => state)
}
