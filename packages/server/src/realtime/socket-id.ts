import { randomInt } from 'node:crypto'

/** A Pusher socket id, "{digits}.{digits}", unguessable so nobody can exclude or impersonate another socket. */
export function newSocketId(): string {
  return `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`
}

export const SOCKET_ID_PATTERN = /^\d+\.\d+$/
