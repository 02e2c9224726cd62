/**
 * @module standalone-realtime-cli — one realtime server process for the multi-process tests:
 * `node --import tsx standalone-realtime-cli.ts` with REALTIME_TEST (JSON: users, redisUrl, redisPrefix,
 * presenceHeartbeatMs, presenceTtlMs). Prints "listening {port}"; SIGTERM closes it gracefully.
 */
import { type StandaloneOptions, startStandaloneRealtime } from './standalone-realtime.ts'

const options = JSON.parse(process.env.REALTIME_TEST ?? '{}') as StandaloneOptions
const server = await startStandaloneRealtime(options)
console.log(`listening ${server.port}`)
process.once('SIGTERM', () => {
  server.close().then(() => process.exit(0))
})
