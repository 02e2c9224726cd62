/**
 * Rebuilds the search suggestions some seconds after jobs or businesses change: once per burst of
 * writes, never two at a time, off the request path. The term index itself is updated with each
 * write; suggestions are a ranking over all titles and names, so they are rebuilt whole.
 */
export interface SuggestionRefresher {
  /** Asks for a rebuild `delayMs` after the last request. */
  request(): void
  /** Cancels a waiting rebuild (server shutdown). */
  stop(): void
}

export function createSuggestionRefresher(
  rebuild: () => Promise<void>,
  onRebuilt: () => void,
  delayMs = 5_000,
): SuggestionRefresher {
  let timer: ReturnType<typeof setTimeout> | undefined
  let running = false
  let requestedWhileRunning = false

  function request(): void {
    if (running) {
      requestedWhileRunning = true
      return
    }
    if (timer) clearTimeout(timer)
    timer = setTimeout(run, delayMs)
    // A pending rebuild must not keep a stopping process alive.
    timer.unref?.()
  }

  async function run(): Promise<void> {
    timer = undefined
    running = true
    try {
      await rebuild()
      onRebuilt()
    } catch (error) {
      console.warn(`Suchvorschläge konnten nicht neu aufgebaut werden: ${String(error)}`)
    } finally {
      running = false
      if (requestedWhileRunning) {
        requestedWhileRunning = false
        request()
      }
    }
  }

  return {
    request,
    stop() {
      if (timer) clearTimeout(timer)
      timer = undefined
    },
  }
}
