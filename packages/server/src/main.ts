/**
 * @module main — starts oabat: configuration from the environment, database, seed on first
 * start, HTTP server. A wrong configuration value stops it with a message naming the variable, and
 * so does a second process on the same SQLite file, or on one PostgreSQL database without REDIS_URL
 * (exit code 2 for all). The start output names
 * the mode, where mails go, the generated secrets and the admin.
 */
import { ConfigError, loadConfig } from './config.ts'
import { DatabaseInUseError } from './processes/database-in-use-error.ts'
import { startServer } from './server.ts'
import { startReport } from './start-report.ts'

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(2)
    }
    throw error
  }
  const server = await startServer(config)
  console.log(`oabat läuft auf ${server.publicUrl} (Datenbank: ${server.database.dialect})`)
  for (const line of startReport(config, server)) console.log(`  ${line}`)
  const stop = async () => {
    await server.close()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  // Refused because another process holds the database: the message says what to do, no stack.
  if (error instanceof DatabaseInUseError) {
    console.error(error.message)
    process.exit(2)
  }
  console.error(error)
  process.exit(1)
})
