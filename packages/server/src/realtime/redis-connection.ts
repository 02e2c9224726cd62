/**
 * @module redis-connection — opens a Redis client for the realtime layer: the first connection must
 * succeed (a wrong REDIS_URL stops the server with a clear message); later drops are retried.
 */
import { createClient } from '@redis/client'

function newClient(url: string, isReady: () => boolean) {
  return createClient({
    url,
    socket: {
      connectTimeout: 5000,
      // Before the first connection give up (so the caller sees the error); afterwards keep trying.
      reconnectStrategy: (retries, cause) => (isReady() ? Math.min(100 * 2 ** retries, 2000) : cause),
    },
  })
}

export type RedisClient = ReturnType<typeof newClient>

export async function connectRedis(url: string, log: (line: string) => void = console.error): Promise<RedisClient> {
  let ready = false
  let lastError = ''
  const client = newClient(url, () => ready)
  client.on('ready', () => {
    ready = true
    lastError = ''
  })
  // node-redis throws unhandled 'error' events; log each distinct failure once while it reconnects.
  client.on('error', (error: Error) => {
    if (ready && error.message !== lastError) log(`Redis (${redactedUrl(url)}): ${error.message}`)
    lastError = error.message
  })
  try {
    await client.connect()
  } catch (error) {
    throw new Error(`Redis at ${redactedUrl(url)} is unreachable: ${(error as Error).message}`)
  }
  return client
}

/** The URL without its password, for messages. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'REDIS_URL'
  }
}
