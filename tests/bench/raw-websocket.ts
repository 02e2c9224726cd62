/**
 * @module raw-websocket — a minimal websocket client on a bare TCP socket for the load generator: the
 * RFC 6455 handshake, unmasked server frames in, masked text frames out, nothing else. A full client
 * library spends more CPU per received message than the servers it measures spend per sent one, so
 * with 10,000 connections on one machine the library, not the server, would set the latency.
 */
import { randomBytes } from 'node:crypto'
import net from 'node:net'

export interface RawWebSocket {
  /** Sends one text frame. */
  send(text: string): void
  /** Sets the handler of text messages (raw bytes, no copy); messages that came before it are handed over first. */
  listen(handler: (payload: Buffer) => void): void
  onClose: () => void
  destroy(): void
}

/** Connects and upgrades; rejects on refusal, a non-101 answer or after `timeoutMs`. */
export function openRawWebSocket(url: string, timeoutMs = 30_000): Promise<RawWebSocket> {
  const { hostname, port, pathname, search } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) })
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error('handshake timeout'))
    }, timeoutMs)
    let pending: Buffer = Buffer.alloc(0)
    let open = false
    // Frames can arrive with the 101 answer, before the caller has set its handler.
    let early: Buffer[] | null = []
    let handler = (payload: Buffer): void => {
      early?.push(Buffer.from(payload))
    }
    const client: RawWebSocket = {
      send(text) {
        socket.write(maskedTextFrame(Buffer.from(text)))
      },
      listen(next) {
        handler = next
        const held = early ?? []
        early = null
        for (const payload of held) next(payload)
      },
      onClose: () => {},
      destroy: () => socket.destroy(),
    }
    socket.setNoDelay(true)
    socket.on('connect', () => {
      socket.write(
        `GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      )
    })
    socket.on('error', (error) => {
      clearTimeout(timer)
      if (!open) reject(error)
    })
    socket.on('close', () => {
      clearTimeout(timer)
      if (open) client.onClose()
      else reject(new Error('closed during handshake'))
    })
    socket.on('data', (chunk: Buffer) => {
      if (!open) {
        pending = Buffer.concat([pending, chunk])
        const end = pending.indexOf('\r\n\r\n')
        if (end < 0) return
        if (!pending.subarray(0, 12).toString().startsWith('HTTP/1.1 101')) {
          socket.destroy()
          reject(new Error(`upgrade refused: ${pending.subarray(0, end).toString()}`))
          return
        }
        open = true
        clearTimeout(timer)
        chunk = pending.subarray(end + 4)
        pending = Buffer.alloc(0)
        resolve(client)
        if (chunk.length === 0) return
      }
      // The common case, one whole frame per read, needs no copy.
      let data = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk
      for (;;) {
        const frame = readFrame(data)
        if (!frame) break
        if (frame.opcode === 0x1) handler(frame.payload)
        else if (frame.opcode === 0x9) socket.write(maskedFrame(0xa, frame.payload))
        else if (frame.opcode === 0x8) socket.end()
        data = data.subarray(frame.end)
      }
      pending = data.length > 0 ? Buffer.from(data) : Buffer.alloc(0)
    })
  })
}

/** One unfragmented server frame at the start of `data`, or null when it is not complete yet. */
function readFrame(data: Buffer): { opcode: number; payload: Buffer; end: number } | null {
  if (data.length < 2) return null
  const opcode = (data[0] as number) & 0x0f
  let length = (data[1] as number) & 0x7f
  let offset = 2
  if (length === 126) {
    if (data.length < 4) return null
    length = data.readUInt16BE(2)
    offset = 4
  } else if (length === 127) {
    if (data.length < 10) return null
    length = Number(data.readBigUInt64BE(2))
    offset = 10
  }
  if (data.length < offset + length) return null
  return { opcode, payload: data.subarray(offset, offset + length), end: offset + length }
}

function maskedTextFrame(payload: Buffer): Buffer {
  return maskedFrame(0x1, payload)
}

function maskedFrame(opcode: number, payload: Buffer): Buffer {
  const lengthBytes = payload.length < 126 ? 0 : payload.length < 65536 ? 2 : 8
  const header = Buffer.alloc(2 + lengthBytes + 4)
  header[0] = 0x80 | opcode
  if (lengthBytes === 0) header[1] = 0x80 | payload.length
  else if (lengthBytes === 2) {
    header[1] = 0x80 | 126
    header.writeUInt16BE(payload.length, 2)
  } else {
    header[1] = 0x80 | 127
    header.writeBigUInt64BE(BigInt(payload.length), 2)
  }
  const mask = randomBytes(4)
  mask.copy(header, 2 + lengthBytes)
  const masked = Buffer.alloc(payload.length)
  for (let i = 0; i < payload.length; i++) masked[i] = (payload[i] as number) ^ (mask[i & 3] as number)
  return Buffer.concat([header, masked])
}
