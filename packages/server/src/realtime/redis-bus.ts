/**
 * @module redis-bus — the bus across server processes: every process publishes channel events to one
 * Redis pub/sub channel and delivers what it hears to its own connections. Events published here are
 * delivered locally at once and skipped when Redis echoes them back.
 */
import { randomBytes } from 'node:crypto'
import type { Bus, BusHandler, BusMessage } from './bus.ts'
import type { RedisClient } from './redis-connection.ts'

interface Envelope {
  /** The publishing process. */
  o: string
  m: BusMessage
}

export async function createRedisBus(publisher: RedisClient, prefix: string): Promise<Bus> {
  const origin = randomBytes(8).toString('hex')
  const topic = `${prefix}bus`
  let handler: BusHandler | undefined
  const subscriber = publisher.duplicate()
  subscriber.on('error', () => {
    // The publisher logs connection trouble; the duplicate reconnects on its own.
  })
  await subscriber.connect()
  await subscriber.subscribe(topic, (raw) => {
    let envelope: Envelope
    try {
      envelope = JSON.parse(raw) as Envelope
    } catch {
      return
    }
    if (envelope.o !== origin) handler?.(envelope.m)
  })
  return {
    async publish(message) {
      handler?.(message)
      await publisher.publish(topic, JSON.stringify({ o: origin, m: message } satisfies Envelope))
    },
    subscribe(next) {
      handler = next
    },
    async close() {
      handler = undefined
      await subscriber.unsubscribe(topic)
      subscriber.destroy()
    },
  }
}
