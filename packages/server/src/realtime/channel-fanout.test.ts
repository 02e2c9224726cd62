import { describe, expect, it } from 'vitest'
import type { BusMessage } from './bus.ts'
import { BATCH_FROM_SUBSCRIBERS, createChannelFanout } from './channel-fanout.ts'
import type { Connection, Subscription } from './connection.ts'

/** A subscriber that records each write as the event names of the frames in it. */
function subscriber(socketId: string) {
  const writes: string[][] = []
  const connection = {
    socketId,
    sendWire(frame: Buffer) {
      writes.push([...frame.toString('latin1').matchAll(/"event":"([^"]+)"/g)].map((match) => match[1] as string))
    },
  } as unknown as Connection
  return { connection, writes }
}

function channelWith(count: number) {
  const subscribers = new Map<Connection, Subscription>()
  const all = Array.from({ length: count }, (_, index) => subscriber(`1.${index}`))
  for (const one of all) subscribers.set(one.connection, {})
  return { subscribers, all }
}

const event = (name: string, extra: Partial<BusMessage> = {}): BusMessage => ({
  channel: 'livestream.1',
  event: name,
  data: '{}',
  ...extra,
})
const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

describe('channel fan-out', () => {
  it('writes at once to a small channel, one write per event', () => {
    const { subscribers, all } = channelWith(3)
    const deliver = createChannelFanout(new Map([['livestream.1', subscribers]]))
    deliver(event('A'))
    deliver(event('B'))
    expect(all[0]?.writes).toEqual([['A'], ['B']])
  })

  it('writes the events of one turn to a crowded channel together, in order, once per socket', async () => {
    const { subscribers, all } = channelWith(BATCH_FROM_SUBSCRIBERS)
    const deliver = createChannelFanout(new Map([['livestream.1', subscribers]]))
    deliver(event('A'))
    deliver(event('B'))
    deliver(event('C'))
    expect(all[0]?.writes).toEqual([])
    await nextTurn()
    for (const one of all) expect(one.writes).toEqual([['A', 'B', 'C']])
    deliver(event('D'))
    await nextTurn()
    expect(all[7]?.writes).toEqual([['A', 'B', 'C'], ['D']])
  })

  it('leaves out the excepted socket and holds frames for a presence member still waiting', async () => {
    const { subscribers, all } = channelWith(BATCH_FROM_SUBSCRIBERS)
    const waiting = all[1] as ReturnType<typeof subscriber>
    const pending: Buffer[] = []
    subscribers.set(waiting.connection, { pending })
    const deliver = createChannelFanout(new Map([['livestream.1', subscribers]]))
    deliver(event('A', { exceptSocketId: '1.0' }))
    deliver(event('B'))
    await nextTurn()
    expect(all[0]?.writes).toEqual([['B']])
    expect(all[2]?.writes).toEqual([['A'], ['B']])
    expect(waiting.writes).toEqual([])
    expect(pending.map((frame) => frame.toString('latin1').match(/"event":"(\w)"/)?.[1])).toEqual(['A', 'B'])
  })

  it('drops the events of a channel nobody is subscribed to', async () => {
    const deliver = createChannelFanout(new Map())
    expect(() => deliver(event('A'))).not.toThrow()
  })
})
