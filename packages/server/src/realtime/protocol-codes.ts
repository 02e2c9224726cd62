/**
 * @module protocol-codes — close codes and error codes of the Pusher Channels protocol (version 7).
 * 4000–4099: do not reconnect unchanged; 4100–4199: reconnect after backing off;
 * 4200–4299: reconnect at once; 4300–4399: other errors (the connection stays open).
 */
export const CloseCode = {
  /** Unknown app key in /app/{key}. */
  appNotFound: 4001,
  /** The path is not /app/{key}. */
  pathNotFound: 4005,
  /** `protocol` is not an integer. */
  invalidVersion: 4006,
  /** `protocol` is not one this server speaks (5 to 7). */
  unsupportedVersion: 4007,
  /** No `protocol` query parameter. */
  noVersion: 4008,
  /** The server holds as many connections as it is allowed to. */
  overCapacity: 4100,
  /** Graceful shutdown or restart: clients reconnect at once (to another process). */
  reconnectNow: 4200,
  /** A `pusher:ping` stayed unanswered. */
  pongNotReceived: 4201,
} as const

/** `pusher:error` code for refused client events (rate limit, size, channel kind), the connection stays open. */
export const CLIENT_EVENT_REJECTED = 4301

export const PROTOCOL_VERSIONS = { min: 5, max: 7 } as const
