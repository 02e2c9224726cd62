import { afterAll, beforeAll } from 'vitest'
import { startTestServer, type TestServer } from './test-server.ts'

/** Starts one real server with a fresh database for the test file and stops it afterwards. */
export function useTestServer(env?: Record<string, string>): () => TestServer {
  let server: TestServer | undefined
  beforeAll(async () => {
    server = await startTestServer(env)
  })
  afterAll(async () => {
    await server?.stop()
  })
  return () => {
    if (!server) throw new Error('test server not started')
    return server
  }
}
