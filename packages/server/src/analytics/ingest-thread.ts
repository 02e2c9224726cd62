import { Worker } from 'node:worker_threads'
import type { Kysely } from 'kysely'
import type { DialectName } from '../db/dialect.ts'
import type { Database } from '../db/schema.ts'
import { type AnalyticsRow, createIngestGroupCommit } from './ingest-group-commit.ts'
import type { IngestAnswer, IngestRequest } from './ingest-worker.ts'

/** Stores analytics records with their roll-ups; answers once they are committed. */
export interface AnalyticsIngest {
  store(rows: AnalyticsRow[]): Promise<void>
  close(): Promise<void>
}

/**
 * The worker's file: from source (tests, tsx) a bootstrap that loads TypeScript first; from the
 * server's bundle dist/analytics/ingest-worker.js (build.mjs lists it as an entry).
 */
function workerFile(): URL {
  if (import.meta.url.endsWith('.ts')) return new URL('./ingest-worker-from-source.mjs', import.meta.url)
  return new URL('./analytics/ingest-worker.js', import.meta.url)
}

/**
 * SQLite: the ingest runs in a worker thread of its own (ingest-worker.ts), started with the first
 * beacon, so servers that never receive one (most tests, the CLIs) start none. PostgreSQL: in this
 * thread, whose event loop the pool's asynchronous queries do not block.
 */
export function createAnalyticsIngest(db: Kysely<Database>, dialect: DialectName, sqliteFile: string): AnalyticsIngest {
  if (dialect === 'postgres') {
    const store = createIngestGroupCommit(db, dialect)
    return { store, close: async () => {} }
  }
  let worker: Worker | null = null
  let nextId = 0
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>()

  function failAll(error: Error) {
    for (const waiting of pending.values()) waiting.reject(error)
    pending.clear()
    worker = null
  }

  function started(): Worker {
    if (worker) return worker
    const thread = new Worker(workerFile(), { workerData: { sqliteFile } })
    thread.on('message', (answer: IngestAnswer) => {
      const waiting = pending.get(answer.id)
      pending.delete(answer.id)
      if (answer.error === undefined) waiting?.resolve()
      else waiting?.reject(new Error(answer.error))
    })
    // A thread that fails is started afresh with the next beacon; the waiting ones get a 500.
    thread.on('error', (error) => failAll(error))
    thread.on('exit', () => {
      if (worker === thread) failAll(new Error('the analytics ingest thread ended'))
    })
    worker = thread
    return thread
  }

  return {
    store(rows) {
      return new Promise<void>((resolve, reject) => {
        const id = nextId++
        pending.set(id, { resolve, reject })
        started().postMessage({ id, rows } satisfies IngestRequest)
      })
    },
    /** After the HTTP server has closed: waits for the beacons still being stored, then ends the thread. */
    async close() {
      await Promise.allSettled(
        [...pending.values()].map(
          (waiting) =>
            new Promise<void>((done) => {
              const { resolve, reject } = waiting
              waiting.resolve = () => {
                resolve()
                done()
              }
              waiting.reject = (error) => {
                reject(error)
                done()
              }
            }),
        ),
      )
      const thread = worker
      worker = null
      if (thread) await thread.terminate()
    },
  }
}
