/**
 * @module channel-fanout — hands the bus's events to a channel's local subscribers. Each event is
 * serialised and framed once for all of them (wire-frame.ts). On a crowded channel (a livestream with
 * thousands of viewers) the events that arrive while the process is busy are written together: one
 * write per socket for all of them instead of one per event, which halves or better the system calls
 * and loopback packets once the chat runs faster than one fan-out takes. An idle channel still
 * delivers in the same turn of the event loop, so nothing waits that need not.
 */
import type { BusMessage } from './bus.ts'
import { type Connection, channelEventFrame, type Subscription } from './connection.ts'
import { textFrame } from './wire-frame.ts'

/** From this many local subscribers on, a channel's events are written in batches. */
export const BATCH_FROM_SUBSCRIBERS = 200

type Subscribers = Map<Connection, Subscription>

function frameOf(message: BusMessage): Buffer {
  return textFrame(channelEventFrame(message.event, message.channel, message.data, message.userId))
}

/** Writes the messages to every subscriber, the frames of all of them in one write where it can. */
function writeAll(subscribers: Subscribers, messages: BusMessage[]): void {
  const frames = messages.map(frameOf)
  const together = frames.length === 1 ? (frames[0] as Buffer) : Buffer.concat(frames)
  const excepting = messages.some((message) => message.exceptSocketId !== undefined)
  for (const [connection, subscription] of subscribers) {
    if (!excepting && !subscription.pending) {
      connection.sendWire(together)
      continue
    }
    // A sender that must not get its own event, or a presence member still waiting for its list.
    for (const [index, message] of messages.entries()) {
      if (message.exceptSocketId !== undefined && connection.socketId === message.exceptSocketId) continue
      const frame = frames[index] as Buffer
      if (subscription.pending) subscription.pending.push(frame)
      else connection.sendWire(frame)
    }
  }
}

/** The bus handler of one process, over its channel → subscribers map. */
export function createChannelFanout(channels: Map<string, Subscribers>): (message: BusMessage) => void {
  const waiting = new Map<string, BusMessage[]>()

  const flush = (channel: string) => {
    const messages = waiting.get(channel) ?? []
    waiting.delete(channel)
    const subscribers = channels.get(channel)
    if (subscribers && messages.length > 0) writeAll(subscribers, messages)
  }

  return (message) => {
    const subscribers = channels.get(message.channel)
    if (!subscribers) return
    const queued = waiting.get(message.channel)
    if (queued) {
      queued.push(message)
      return
    }
    if (subscribers.size < BATCH_FROM_SUBSCRIBERS) {
      writeAll(subscribers, [message])
      return
    }
    // Whatever else the I/O of this turn brings for the channel joins it before anything is written.
    waiting.set(message.channel, [message])
    setImmediate(flush, message.channel)
  }
}
