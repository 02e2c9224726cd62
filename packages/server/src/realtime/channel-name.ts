/**
 * @module channel-name — the kinds of Pusher channels, told by their name prefix, and which names are valid.
 */
export type ChannelKind = 'public' | 'private' | 'presence' | 'encrypted'

/** Pusher's channel name rule: these characters, at most 164 of them. */
const VALID_NAME = /^[-a-zA-Z0-9_=@,.;]{1,164}$/

export function isValidChannelName(name: unknown): name is string {
  return typeof name === 'string' && VALID_NAME.test(name)
}

export function channelKind(name: string): ChannelKind {
  if (name.startsWith('private-encrypted-')) return 'encrypted'
  if (name.startsWith('private-')) return 'private'
  if (name.startsWith('presence-')) return 'presence'
  return 'public'
}

/** Private and presence channels need a signed authorisation; only they accept client events. */
export function needsAuthorization(name: string): boolean {
  const kind = channelKind(name)
  return kind === 'private' || kind === 'presence'
}
