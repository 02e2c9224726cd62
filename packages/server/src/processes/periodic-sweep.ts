export interface PeriodicSweep {
  /** No new run starts; a running one finishes (before the database closes). */
  stop(): Promise<void>
}

/**
 * Runs `work` at start (what fell due while no process ran) and then every `intervalMs` of real time,
 * one run after the other. The work itself compares with the app's clock, so tests move that clock and
 * restart. A failure is logged under `name` and the next run tries again.
 */
export function startPeriodicSweep(name: string, intervalMs: number, work: () => Promise<unknown>): PeriodicSweep {
  let running: Promise<unknown> = Promise.resolve()
  let stopped = false
  const sweep = () => {
    if (stopped) return
    running = running
      .then(() => (stopped ? undefined : work()))
      .catch((error: unknown) => {
        if (!stopped) console.error(`${name} failed:`, error)
      })
  }
  sweep()
  const timer = setInterval(sweep, intervalMs)
  timer.unref()
  return {
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
