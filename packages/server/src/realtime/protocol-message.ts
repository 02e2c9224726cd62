/**
 * @module protocol-message — reading what a client sends: a text frame must be a JSON object with an
 * `event`; a presence subscription's signed channel_data must name a user.
 */

export interface ProtocolMessage {
  event: string
  channel?: unknown
  data?: unknown
}

/** The message of a text frame, or why it is not one. */
export function parseMessage(bytes: Buffer): ProtocolMessage | string {
  let message: unknown
  try {
    message = JSON.parse(bytes.toString('utf8'))
  } catch {
    return 'Invalid JSON, every message must be a JSON object with an event'
  }
  if (message === null || typeof message !== 'object' || typeof (message as ProtocolMessage).event !== 'string')
    return 'Invalid message, every message must be a JSON object with an event'
  return message as ProtocolMessage
}

/** The member of a presence subscription, from the signed channel_data ({"user_id":…,"user_info":…}). */
export function presenceMemberOf(channelData: string | undefined): { userId: string; info: unknown } | null {
  if (channelData === undefined) return null
  try {
    const parsed = JSON.parse(channelData) as { user_id?: unknown; user_info?: unknown }
    const id = parsed.user_id
    if ((typeof id !== 'string' || id.length === 0) && typeof id !== 'number') return null
    return { userId: String(id), info: parsed.user_info ?? {} }
  } catch {
    return null
  }
}
