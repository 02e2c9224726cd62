/**
 * @module main — starts oabat: configuration from the environment, database, seed on first
 * start, HTTP server. A wrong configuration value stops it with a message naming the variable.
 */
import { ConfigError, loadConfig } from './config.ts'
import { startServer } from './server.ts'

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
  const stop = async () => {
    await server.close()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
