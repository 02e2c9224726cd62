/**
 * @module bus — how an event reaches every server process: `publish` hands a channel event to all
 * processes (this one included), each of which delivers it to its own subscribed connections.
 */

/** One channel event on its way to the subscribers. */
export interface BusMessage {
  channel: string
  event: string
  /** Already a string, as the protocol sends `data` (JSON-encoded by the publisher). */
  data: string
  /** The sender of a presence client event (the protocol adds `user_id`). */
  userId?: string
  /** A socket that must not get it (the sender of a client event, or `exceptSocketId` of a trigger). */
  exceptSocketId?: string
}

export type BusHandler = (message: BusMessage) => void

export interface Bus {
  /** Delivers to this process's handler at once, then to the other processes. */
  publish(message: BusMessage): Promise<void>
  /** The one handler of this process (the realtime server). */
  subscribe(handler: BusHandler): void
  close(): Promise<void>
}
