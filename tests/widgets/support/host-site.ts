import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface HostFile {
  body: string
  type?: string
  headers?: Record<string, string>
}

export interface HostSite {
  /** Origin of the host site, e.g. http://127.0.0.1:40123 — not the oabat server's origin. */
  origin: string
  /** Serves `body` at `path` from now on. */
  put(path: string, file: HostFile): void
  stop(): Promise<void>
}

/**
 * A third-party web site on its own origin (another port than the oabat server), so the widgets
 * are loaded and call the API cross-origin, as on a company's real site.
 */
export async function startHostSite(): Promise<HostSite> {
  const files = new Map<string, HostFile>()
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname
    const file = files.get(path)
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Nicht gefunden')
      return
    }
    response.writeHead(200, { 'Content-Type': file.type ?? 'text/html; charset=utf-8', ...file.headers }).end(file.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    put: (path, file) => files.set(path, file),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** A minimal host page: its own head content, then the body. */
export function hostPage(head: string, body: string): string {
  return `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <title>Eine Firmenseite</title>
    <link rel="icon" href="data:," />
    ${head}
  </head>
  <body>
    ${body}
  </body>
</html>`
}
