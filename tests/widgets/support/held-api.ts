import http from 'node:http'
import net, { type AddressInfo } from 'node:net'

export interface HeldApi {
  /** Origin of the proxy, for a widget's `api` attribute. */
  origin: string
  /**
   * From now on, answers to paths matching `pattern` send their status and headers at once and
   * keep the body back until `release()`: the browser's fetch has resolved and reading the JSON
   * waits — the moment a removed widget's late answer used to break the host page. null holds nothing.
   */
  hold(pattern: RegExp | null): void
  /** How many answers wait for their body. */
  held(): number
  /** Sends every body kept back and stops holding. */
  release(): void
  stop(): Promise<void>
}

const HOP_BY_HOP = new Set(['host', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'upgrade'])

/**
 * A proxy in front of the oabat API on its own origin (the answers keep the server's CORS
 * headers), which holds answer bodies on request, so "removed while loading" is deterministic.
 * Websocket upgrades (the realtime connection of chat and livestream) are piped through unheld.
 */
export async function startHeldApi(target: string): Promise<HeldApi> {
  let pattern: RegExp | null = null
  let waiting: Array<() => void> = []
  const server = http.createServer(async (request, response) => {
    response.on('error', () => {})
    const url = new URL(request.url ?? '/', target)
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const headers = Object.entries(request.headers).flatMap(([name, value]) =>
      HOP_BY_HOP.has(name) || value === undefined ? [] : [[name, String(value)] as [string, string]],
    )
    const upstream = await fetch(url, {
      method: request.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    })
    const body = Buffer.from(await upstream.arrayBuffer())
    const answerHeaders: Record<string, string> = {}
    upstream.headers.forEach((value, name) => {
      // fetch has decoded the body already; its length is what we send.
      if (name !== 'content-encoding' && name !== 'content-length' && name !== 'transfer-encoding') {
        answerHeaders[name] = value
      }
    })
    response.writeHead(upstream.status, answerHeaders)
    if (pattern?.test(url.pathname) && request.method !== 'OPTIONS') {
      response.flushHeaders()
      waiting.push(() => response.end(body))
    } else {
      response.end(body)
    }
  })
  // An upgrade (websocket) goes to the target as it came; then bytes flow both ways untouched.
  const tunnels = new Set<net.Socket>()
  server.on('upgrade', (request: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const to = new URL(target)
    const upstream = net.connect(Number(to.port) || 80, to.hostname, () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`]
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        const name = request.rawHeaders[i] as string
        lines.push(`${name}: ${name.toLowerCase() === 'host' ? to.host : request.rawHeaders[i + 1]}`)
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`)
      if (head.length > 0) upstream.write(head)
      upstream.pipe(socket)
      socket.pipe(upstream)
    })
    for (const end of [socket, upstream]) {
      tunnels.add(end)
      end.on('error', () => {})
      end.on('close', () => {
        tunnels.delete(end)
        socket.destroy()
        upstream.destroy()
      })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    hold: (next) => {
      pattern = next
    },
    held: () => waiting.length,
    release: () => {
      pattern = null
      const all = waiting
      waiting = []
      for (const send of all) send()
    },
    stop: () =>
      new Promise((resolve) => {
        for (const socket of tunnels) socket.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
