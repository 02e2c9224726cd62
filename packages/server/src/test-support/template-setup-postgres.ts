import { setUpSeededTemplate } from './template-global-setup.ts'

/** Vitest global setup: the run's seeded PostgreSQL template (server-postgres part). */
export default () => setUpSeededTemplate('postgres')
