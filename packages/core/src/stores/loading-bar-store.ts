import { atom } from 'nanostores'

/** SPEC §4 loading bar states. */
export type LoadingBarState = 'hidden' | 'running' | 'failed' | 'finished'

/** The state of the top loading bar, driven by the requests in flight. */
export const $loadingBar = atom<LoadingBarState>('hidden')

let active = 0
let failedSinceIdle = false

function settle(failed: boolean) {
  active -= 1
  if (failed) failedSinceIdle = true
  if (active === 0) {
    $loadingBar.set(failedSinceIdle ? 'failed' : 'finished')
    failedSinceIdle = false
  }
}

/**
 * Marks a request as running until its promise settles: the bar runs while any request is open,
 * then shows finished, or failed when one of them failed.
 */
export function trackRequest<T>(request: Promise<T>): Promise<T> {
  active += 1
  $loadingBar.set('running')
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
