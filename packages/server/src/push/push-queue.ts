import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/** Push jobs one process runs at once; the rest wait their turn. */
export const PUSH_CONCURRENCY = 4

/** Jobs that may wait; beyond this new ones are dropped (push is a hint, the chat and the mail keep the message). */
export const PUSH_QUEUE_LIMIT = 1000

interface Queue {
  waiting: Array<() => Promise<void>>
  running: Set<Promise<void>>
  stopped: boolean
}

// One queue per database (one per running app), so stopping a server waits only for its own pushes.
const queues = new WeakMap<Kysely<Database>, Queue>()

function queueOf(db: Kysely<Database>): Queue {
  let queue = queues.get(db)
  if (!queue) {
    queue = { waiting: [], running: new Set(), stopped: false }
    queues.set(db, queue)
  }
  return queue
}

function drain(queue: Queue): void {
  while (!queue.stopped && queue.running.size < PUSH_CONCURRENCY) {
    const job = queue.waiting.shift()
    if (!job) return
    const run: Promise<void> = job()
      .catch((error: unknown) => console.error('push failed:', error))
      .finally(() => {
        queue.running.delete(run)
        drain(queue)
      })
    queue.running.add(run)
  }
}

/**
 * Runs the job after the current request has answered: a chat write never waits for a push service
 * and never fails because of one. Errors are logged, not thrown.
 */
export function enqueuePush(db: Kysely<Database>, job: () => Promise<void>): void {
  const queue = queueOf(db)
  if (queue.stopped) return
  if (queue.waiting.length >= PUSH_QUEUE_LIMIT) {
    console.error('push queue full: a push was dropped')
    return
  }
  queue.waiting.push(job)
  // setImmediate: the job starts after the caller's response is on its way.
  setImmediate(() => drain(queue))
}

/** Server shutdown: nothing new starts; running pushes finish before the database closes. */
export async function stopPushQueue(db: Kysely<Database>): Promise<void> {
  const queue = queues.get(db)
  if (!queue) return
  queue.stopped = true
  queue.waiting.length = 0
  await Promise.all([...queue.running])
}

/** Resolves once every push queued so far has run: tests use it to know a push decision was made. */
export async function pushQueueIdle(db: Kysely<Database>): Promise<void> {
  const queue = queues.get(db)
  if (!queue) return
  while (queue.waiting.length > 0 || queue.running.size > 0) {
    // A queued job starts on the next setImmediate; a running one is awaited.
    await Promise.all([...queue.running, new Promise((resolve) => setImmediate(resolve))])
  }
}
