/**
 * Rebuilds the search suggestions some seconds after jobs or businesses change: once per burst of
 * writes, never two at a time, off the request path. The term index itself is updated with each
 * write; suggestions are a ranking over all titles and names, so they are rebuilt whole.
 */
export interface SuggestionRefresher {
  /** Asks for a rebuild `delayMs` after the last request. */
  request(): void
  /**
   * Server shutdown: a waiting rebuild runs now (the writes it follows are not lost to the next
   * start), a running one finishes, and later requests are ignored. Resolves before the database closes.
   */
  stop(): Promise<void>
}

export function createSuggestionRefresher(
  rebuild: () => Promise<void>,
  onRebuilt: () => void,
  delayMs = 5_000,
): SuggestionRefresher {
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined
  let requestedWhileRunning = false
  let stopped = false

  function request(): void {
    if (stopped) return
    if (running) {
      requestedWhileRunning = true
      return
    }
    if (timer) clearTimeout(timer)
    timer = setTimeout(run, delayMs)
    // A pending rebuild must not keep a stopping process alive.
    timer.unref?.()
  }

  function run(): Promise<void> {
    timer = undefined
    running = (async () => {
      try {
        await rebuild()
        onRebuilt()
      } catch (error) {
        console.warn(`Suchvorschläge konnten nicht neu aufgebaut werden: ${String(error)}`)
      }
    })()
    return running.finally(() => {
      running = undefined
      // After stop(), stop() itself runs what was asked meanwhile.
      if (requestedWhileRunning && !stopped) {
        requestedWhileRunning = false
        request()
      }
    })
  }

  return {
    request,
    async stop() {
      stopped = true
      if (running) await running
      if (timer !== undefined || requestedWhileRunning) {
        clearTimeout(timer)
        requestedWhileRunning = false
        await run()
      }
    },
  }
}
