import type { DialectName } from '../db/dialect.ts'
import { createSeededTemplate, POSTGRES_TEMPLATE_ENV, SQLITE_TEMPLATE_ENV } from './seeded-template.ts'
import { ADMIN_URL } from './test-database.ts'

/**
 * The global setup of a vitest part (template-setup-*.ts): seeds one template database for the run
 * and hands it to the part's workers through the environment, which they inherit.
 */
export async function setUpSeededTemplate(dialect: DialectName): Promise<() => Promise<void>> {
  const started = performance.now()
  const template = await createSeededTemplate(dialect, ADMIN_URL)
  process.env[dialect === 'sqlite' ? SQLITE_TEMPLATE_ENV : POSTGRES_TEMPLATE_ENV] = template.location
  console.log(`seeded ${dialect} template for the test files in ${Math.round(performance.now() - started)} ms`)
  return () => template.remove()
}
