/**
 * @module upgrade-refusal — whether a new websocket at /app/{key}?protocol=… is refused, and with which
 * close code of the protocol (the socket is accepted first, so the client sees the code).
 */
import { CloseCode, PROTOCOL_VERSIONS } from './protocol-codes.ts'
import type { RealtimeApp } from './realtime-app.ts'

export interface UpgradeRequest {
  /** The key from the path; undefined when the path is not /app/{key}. */
  key: string | undefined
  protocol: string | null
  app: RealtimeApp
  closing: boolean
  full: boolean
}

export function upgradeRefusal({ key, protocol, app, closing, full }: UpgradeRequest): {
  code: number
  reason: string
} | null {
  if (closing) return { code: CloseCode.reconnectNow, reason: 'Server is restarting, reconnect' }
  if (key === undefined) return { code: CloseCode.pathNotFound, reason: 'Path not found, connect to /app/{key}' }
  if (key !== app.key) return { code: CloseCode.appNotFound, reason: `App key ${key} does not exist` }
  if (protocol === null) return { code: CloseCode.noVersion, reason: 'No protocol version supplied' }
  if (!/^\d+$/.test(protocol)) return { code: CloseCode.invalidVersion, reason: 'Invalid version string format' }
  const version = Number(protocol)
  if (version < PROTOCOL_VERSIONS.min || version > PROTOCOL_VERSIONS.max)
    return { code: CloseCode.unsupportedVersion, reason: `Unsupported protocol version ${version}` }
  if (full) return { code: CloseCode.overCapacity, reason: 'Over capacity' }
  return null
}
