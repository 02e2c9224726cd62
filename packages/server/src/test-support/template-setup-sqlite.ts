import { setUpSeededTemplate } from './template-global-setup.ts'

/** Vitest global setup: the run's seeded SQLite template (server-sqlite and browser parts). */
export default () => setUpSeededTemplate('sqlite')
