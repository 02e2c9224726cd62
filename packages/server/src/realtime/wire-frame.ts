/**
 * @module wire-frame — a complete server-to-client websocket text frame (RFC 6455: FIN, opcode 1, no
 * mask, 7/16/64-bit length), built once per event so a fan-out writes the same bytes to every socket
 * instead of framing the message again for each of 10,000 subscribers.
 */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length
  const headerLength = length < 126 ? 2 : length < 65536 ? 4 : 10
  const frame = Buffer.allocUnsafe(headerLength + length)
  frame[0] = 0x81
  if (headerLength === 2) frame[1] = length
  else if (headerLength === 4) {
    frame[1] = 126
    frame.writeUInt16BE(length, 2)
  } else {
    frame[1] = 127
    frame.writeBigUInt64BE(BigInt(length), 2)
  }
  payload.copy(frame, headerLength)
  return frame
}
