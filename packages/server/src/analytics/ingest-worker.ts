import { parentPort, workerData } from 'node:worker_threads'
import { openDatabase } from '../db/connect.ts'
import { type AnalyticsRow, createIngestGroupCommit } from './ingest-group-commit.ts'

/**
 * The analytics ingest's own thread on SQLite (docs/oabalytics.md, "Ingest off the main thread").
 * better-sqlite3 writes synchronously, so storing a group of beacons blocked the server's event loop
 * and every search waited behind it. Here a second connection to the same file (WAL: the server's
 * reads never wait for it) stores the groups; the server's thread only parses and answers.
 */
export interface IngestRequest {
  id: number
  rows: AnalyticsRow[]
}

export interface IngestAnswer {
  id: number
  error?: string
}

const port = parentPort
if (!port) throw new Error('ingest-worker.ts runs as a worker thread only')
const { sqliteFile } = workerData as { sqliteFile: string }
const database = openDatabase({ sqliteFile })
const store = createIngestGroupCommit(database.db, 'sqlite')

port.on('message', (request: IngestRequest) => {
  store(request.rows).then(
    () => port.postMessage({ id: request.id } satisfies IngestAnswer),
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies IngestAnswer),
  )
})
port.on('close', () => void database.close())
