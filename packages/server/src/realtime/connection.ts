/**
 * @module connection — one client websocket: its socket id, subscriptions, liveness and client-event
 * budget, and the few frames the server sends to it.
 */
import type { Socket } from 'node:net'
import { WebSocket } from 'ws'
import { ClientEventLimiter } from './client-event-limiter.ts'

export interface Subscription {
  /** The member this connection is in a presence channel. */
  userId?: string
  /** Wire frames held back until the presence member list is sent, so none arrives before it. */
  pending?: Buffer[]
}

/** ws sends Buffers as binary frames unless told otherwise; the protocol speaks text only. */
const TEXT = { binary: false } as const

/** A client that reads nothing while this much waits for it is cut off instead of filling memory. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024

export class Connection {
  readonly subscriptions = new Map<string, Subscription>()
  readonly clientEvents = new ClientEventLimiter()
  /** When the client was last heard from. */
  lastSeen: number
  /** When an unanswered `pusher:ping` was sent, 0 if none. */
  pingSentAt = 0
  closed = false
  /**
   * The TCP socket under the websocket (ws keeps it in `_socket`). Fan-out writes ready-made frames
   * to it: without permessage-deflate ws writes synchronously, so frames never interleave.
   */
  private readonly tcp: Socket | undefined

  constructor(
    readonly socket: WebSocket,
    readonly socketId: string,
    now: number,
  ) {
    this.lastSeen = now
    this.tcp = (socket as unknown as { _socket?: Socket })._socket
  }

  /** Sends one message (a JSON payload); ws frames it. */
  send(payload: Buffer): void {
    if (this.closed || this.socket.readyState !== WebSocket.OPEN) return
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) this.socket.terminate()
    else this.socket.send(payload, TEXT)
  }

  /** Writes a complete websocket frame (wire-frame.ts) as it is: the hot path of a fan-out. */
  sendWire(frame: Buffer): void {
    if (this.closed || this.socket.readyState !== WebSocket.OPEN) return
    const tcp = this.tcp
    if (!tcp) {
      this.socket.send(frame.subarray(frame[1] === 126 ? 4 : frame[1] === 127 ? 10 : 2), TEXT)
      return
    }
    if (tcp.writableLength > MAX_BUFFERED_BYTES) this.socket.terminate()
    else tcp.write(frame)
  }

  sendEvent(event: string, data: unknown, channel?: string): void {
    const message = channel === undefined ? { event, data } : { event, channel, data }
    this.send(Buffer.from(JSON.stringify(message)))
  }

  /** `pusher:error`; `code` null where the protocol defines none, as Pusher does. */
  sendError(code: number | null, message: string): void {
    this.sendEvent('pusher:error', { code, message })
  }

  sendSubscriptionError(channel: string, type: string, error: string, status: number): void {
    this.sendEvent('pusher:subscription_error', { type, error, status }, channel)
  }

  close(code: number, reason: string): void {
    if (this.closed) return
    this.socket.close(code, reason)
  }
}

/** The frame of a channel event, built once and sent to every subscriber. */
export function channelEventFrame(event: string, channel: string, data: string, userId?: string): Buffer {
  const message = userId === undefined ? { event, channel, data } : { event, channel, data, user_id: userId }
  return Buffer.from(JSON.stringify(message))
}
