// The ingest thread when the server runs from its TypeScript source (tests, tsx): TypeScript is
// loaded through tsx's hooks, registered in this thread first. The bundle starts
// dist/analytics/ingest-worker.js instead (analytics/ingest-thread.ts).
import { register } from 'tsx/esm/api'

register()
await import('./ingest-worker.ts')
