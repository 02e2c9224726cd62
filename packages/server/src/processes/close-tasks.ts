/**
 * Work the app's modules must finish before the database closes (a rebuild that waits for a burst of
 * writes to end, say). The server runs it in close(), once HTTP has drained and no write can come.
 */
export interface CloseTasks {
  add(task: () => Promise<void>): void
  /** Runs every task, side by side; a failure is logged and does not keep the others from finishing. */
  run(): Promise<void>
}

export function createCloseTasks(): CloseTasks {
  const tasks: Array<() => Promise<void>> = []
  return {
    add(task) {
      tasks.push(task)
    },
    async run() {
      const results = await Promise.allSettled(tasks.map((task) => task()))
      for (const result of results)
        if (result.status === 'rejected') console.error('Beim Herunterfahren fehlgeschlagen:', result.reason)
    },
  }
}
