/**
 * Runs `task` once the browser has nothing more urgent to do (after the first paint), at the latest
 * after `timeoutMs`. Returns a cancel function for effects.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  // Safari before 18 has no requestIdleCallback.
  const handle = setTimeout(task, Math.min(timeoutMs, 1000))
  return () => clearTimeout(handle)
}
