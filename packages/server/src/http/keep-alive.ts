import type { Server } from 'node:http'

/**
 * How long an idle keep-alive connection stays open. Longer than the idle timeout of what stands in
 * front (nginx's upstream `keepalive_timeout` and most load balancers: 60 s), so that side always
 * closes an idle connection first: when Node closed it first (its default is 5 s), a request sent on
 * it at that moment failed with a reset connection (nginx: 502 for a POST, which it does not retry).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000

/** How often a closing server looks for connections whose last request has just been answered. */
const IDLE_SWEEP_MS = 100

export function keepConnectionsAlive(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
}

/**
 * Stops accepting connections and resolves once every open one is closed. `close()` ends only the
 * connections idle at that moment; one still answering a request would then stay open for the whole
 * keep-alive timeout, so each is closed as soon as its answer is out.
 */
export function closeHttpServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS)
    server.close(() => {
      clearInterval(sweep)
      resolve()
    })
  })
}
