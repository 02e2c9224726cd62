/**
 * @module realtime-load-generator — the client side of the realtime benchmark, in its own process:
 * holds thousands of raw websocket connections (raw-websocket.ts) speaking the Pusher protocol, measures trigger-to-delivery
 * latency from a monotonic timestamp inside each event (CLOCK_MONOTONIC is shared by all processes of
 * the machine), and answers the orchestrator (realtime-fanout.ts) over IPC.
 */
import { createHmac } from 'node:crypto'
import { triggerOverHttp } from '../../packages/server/src/realtime/testing/http-trigger.ts'
import { bucketOf, HISTOGRAM_BUCKETS } from './latency-histogram.ts'
import { openRawWebSocket, type RawWebSocket } from './raw-websocket.ts'

export interface GeneratorTarget {
  /** http://127.0.0.1:port of the server. */
  url: string
  app: { id: string; key: string; secret: string }
}

export type GeneratorCommand =
  | { type: 'connect'; target: GeneratorTarget; count: number; channel: string; concurrency: number }
  | { type: 'round'; round: number; expected: number; timeoutMs: number }
  | { type: 'chat'; sends: number }
  | { type: 'stream-start' }
  | { type: 'stream-stop' }
  | { type: 'close' }

export type GeneratorReport =
  | { type: 'connected'; ok: number; failed: number; seconds: number }
  | { type: 'round-ready'; round: number }
  | { type: 'round-done'; round: number; received: number; latenciesMs: number[] }
  | { type: 'chat-done'; httpMs: number[]; clientEventMs: number[] }
  | { type: 'stream-ready' }
  /** `histogram[i]`: deliveries that took i to i+1 ms; the last bucket holds everything slower. */
  | { type: 'stream-done'; received: number; histogram: number[] }
  | { type: 'closed' }

/** Nanoseconds on the machine-wide monotonic clock, as a decimal string (fits no double). */
export const monotonicNow = (): bigint => process.hrtime.bigint()

/** `\"t\":\"` — the timestamp inside the (JSON-encoded) data string of an event frame. */
const MARK = Buffer.from('\\"t\\":\\"')

/** Milliseconds from the timestamp in an event to now, or NaN when the message has none. */
function latencyOf(payload: Buffer): number {
  const start = payload.indexOf(MARK)
  if (start < 0) return Number.NaN
  const from = start + MARK.length
  const to = payload.indexOf(0x5c, from) // the backslash before the closing quote
  return Number(monotonicNow() - BigInt(payload.toString('latin1', from, to))) / 1e6
}

function send(report: GeneratorReport): void {
  process.send?.(report)
}

function socketUrl(target: GeneratorTarget): string {
  return `${target.url.replace(/^http/, 'ws')}/app/${target.app.key}?protocol=7&client=bench&version=1`
}

/** Opens one connection and subscribes it; resolves with the socket, or null on any failure. */
async function openSubscribed(
  target: GeneratorTarget,
  channel: string,
  auth?: (socketId: string) => string,
): Promise<RawWebSocket | null> {
  let socket: RawWebSocket
  try {
    socket = await openRawWebSocket(socketUrl(target))
  } catch {
    return null
  }
  return new Promise((resolve) => {
    const fail = () => {
      clearTimeout(timer)
      socket.destroy()
      resolve(null)
    }
    const timer = setTimeout(fail, 30_000)
    socket.onClose = fail
    socket.listen((payload) => {
      const message = JSON.parse(payload.toString()) as { event: string; data?: string }
      if (message.event === 'pusher:connection_established') {
        const socketId = (JSON.parse(message.data as string) as { socket_id: string }).socket_id
        socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: auth?.(socketId) } }))
      } else if (message.event === 'pusher_internal:subscription_succeeded') {
        clearTimeout(timer)
        socket.onClose = () => {}
        socket.listen(() => {})
        resolve(socket)
      } else if (message.event !== 'pusher:ping') {
        fail()
      }
    })
  })
}

let target: GeneratorTarget | undefined
const sockets: RawWebSocket[] = []
let round = { id: -1, expected: 0, received: 0, latencies: new Float64Array(0), done: () => {} }

/** While a chat-rate step runs, every delivery of every event goes into a 1 ms histogram. */
let stream: { histogram: Uint32Array; received: number } | null = null

function onFanout(payload: Buffer): void {
  const latencyMs = latencyOf(payload)
  if (Number.isNaN(latencyMs)) return
  if (stream) {
    const bucket = bucketOf(latencyMs)
    stream.histogram[bucket] = (stream.histogram[bucket] ?? 0) + 1
    stream.received++
    return
  }
  if (round.received >= round.expected) return
  round.latencies[round.received++] = latencyMs
  if (round.received === round.expected) round.done()
}

async function connect(command: Extract<GeneratorCommand, { type: 'connect' }>): Promise<void> {
  target = command.target
  const started = Date.now()
  let ok = 0
  let failed = 0
  let next = 0
  const worker = async () => {
    while (next < command.count) {
      next++
      const opened = await openSubscribed(command.target, command.channel)
      if (!opened) {
        failed++
        continue
      }
      ok++
      opened.listen(onFanout)
      sockets.push(opened)
    }
  }
  await Promise.all(Array.from({ length: command.concurrency }, worker))
  send({ type: 'connected', ok, failed, seconds: (Date.now() - started) / 1000 })
}

function startRound(command: Extract<GeneratorCommand, { type: 'round' }>): void {
  const finish = () => {
    clearTimeout(timer)
    const latenciesMs = Array.from(round.latencies.subarray(0, round.received))
    send({ type: 'round-done', round: command.round, received: round.received, latenciesMs })
  }
  const timer = setTimeout(finish, command.timeoutMs)
  round = {
    id: command.round,
    expected: command.expected,
    received: 0,
    latencies: new Float64Array(command.expected),
    done: finish,
  }
  send({ type: 'round-ready', round: command.round })
}

/** Chat-style: one sender, one receiver on a private channel, while every other connection idles. */
async function chat(sends: number): Promise<void> {
  if (!target) throw new Error('connect first')
  const app = target.app
  const channel = 'private-chatmessage.424242'
  const sign = (socketId: string) =>
    `${app.key}:${createHmac('sha256', app.secret).update(`${socketId}:${channel}`).digest('hex')}`
  const [sender, receiver] = await Promise.all([
    openSubscribed(target, channel, sign),
    openSubscribed(target, channel, sign),
  ])
  if (!sender || !receiver) throw new Error('chat connections failed')
  const httpMs: number[] = []
  const clientEventMs: number[] = []
  for (let i = 0; i < sends; i++) {
    const delivered = new Promise<number>((resolve) => {
      receiver.listen((payload) => resolve(latencyOf(payload)))
    })
    const stamp = String(monotonicNow())
    if (i % 2 === 0) {
      // The server sends a chat message: an HTTP trigger, as the chat API will after storing it.
      await triggerOverHttp(target.url, app, [channel], 'MessageSent', { t: stamp })
      httpMs.push(await delivered)
    } else {
      // A client event (typing indicator) from the other party.
      sender.send(JSON.stringify({ event: 'client-typing', channel, data: JSON.stringify({ t: stamp }) }))
      clientEventMs.push(await delivered)
    }
    await new Promise((resolve) => setTimeout(resolve, 110)) // under the 10 client events per second
  }
  sender.destroy()
  receiver.destroy()
  send({ type: 'chat-done', httpMs, clientEventMs })
}

process.on('message', (command: GeneratorCommand) => {
  if (command.type === 'connect') void connect(command)
  else if (command.type === 'round') startRound(command)
  else if (command.type === 'chat') void chat(command.sends)
  else if (command.type === 'stream-start') {
    stream = { histogram: new Uint32Array(HISTOGRAM_BUCKETS), received: 0 }
    send({ type: 'stream-ready' })
  } else if (command.type === 'stream-stop') {
    const done = stream ?? { histogram: new Uint32Array(HISTOGRAM_BUCKETS), received: 0 }
    stream = null
    send({ type: 'stream-done', received: done.received, histogram: Array.from(done.histogram) })
  } else if (command.type === 'close') {
    for (const socket of sockets) socket.destroy()
    send({ type: 'closed' })
    process.disconnect()
  }
})
