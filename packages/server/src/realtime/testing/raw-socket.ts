/**
 * @module raw-socket — a bare websocket speaking the protocol by hand, for what pusher-js never sends
 * (malformed JSON, oversized frames, unanswered pings).
 */
import WebSocket from 'ws'
import { TEST_APP } from './standalone-realtime.ts'

export interface ProtocolMessage {
  event: string
  channel?: string
  data?: unknown
}

export interface RawSocket {
  socket: WebSocket
  socketId: string
  /** The next message that matches, waiting up to `timeoutMs`. */
  next(match?: (message: ProtocolMessage) => boolean, timeoutMs?: number): Promise<ProtocolMessage>
  send(message: unknown): void
  closed: Promise<{ code: number; reason: string }>
}

export async function openRawSocket(port: number, query = 'protocol=7', key = TEST_APP.key): Promise<RawSocket> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?${query}`)
  const queue: ProtocolMessage[] = []
  const waiters: Array<() => void> = []
  socket.on('message', (data) => {
    queue.push(JSON.parse(data.toString()) as ProtocolMessage)
    for (const wake of waiters.splice(0)) wake()
  })
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  )
  async function next(match: (message: ProtocolMessage) => boolean = () => true, timeoutMs = 3000) {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const index = queue.findIndex(match)
      if (index >= 0) return queue.splice(index, 1)[0] as ProtocolMessage
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(queue)}`)
      await new Promise<void>((resolve) => {
        waiters.push(resolve)
        setTimeout(resolve, left)
      })
    }
  }
  const raw: RawSocket = { socket, socketId: '', next, send: (message) => socket.send(JSON.stringify(message)), closed }
  const opened = await Promise.race([next((m) => m.event === 'pusher:connection_established'), closed])
  if ('code' in opened) return raw
  raw.socketId = (JSON.parse(opened.data as string) as { socket_id: string }).socket_id
  return raw
}
