import { afterAll, beforeAll } from 'vitest'
import { startTestServer, type TestServer, type TestServerOptions } from './test-server.ts'

/** Starts one real server with a fresh database for the test file and stops it afterwards. */
export function useTestServer(env?: Record<string, string>, options?: TestServerOptions): () => TestServer {
  let server: TestServer | undefined
  beforeAll(async () => {
    server = await startTestServer(env, options)
  })
  afterAll(async () => {
    await server?.stop()
  })
  return () => {
    if (!server) throw new Error('test server not started')
    return server
  }
}
