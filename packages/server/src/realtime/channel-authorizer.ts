/**
 * @module channel-authorizer — decides whether a subscription to a private or presence channel is
 * allowed. Pluggable: the auth endpoint takes any `AuthorizeChannel`; production uses the bearer token.
 */
import { mayJoinChannel, type RealtimeUser } from './channel-rules.ts'

export interface PresenceChannelData {
  user_id: string
  user_info?: unknown
}

export type ChannelAuthorization =
  | { allow: true; channelData?: PresenceChannelData }
  | { allow: false; status: number; message: string }

export interface ChannelAuthorizationRequest {
  socketId: string
  channel: string
  request: Request
}

export type AuthorizeChannel = (input: ChannelAuthorizationRequest) => Promise<ChannelAuthorization>

/** Looks up the user behind a bearer token; null for an unknown, expired or revoked token. */
export type ResolveUser = (token: string) => Promise<RealtimeUser | null>

const BEARER = /^Bearer\s+(\S{1,500})\s*$/i
/** Livestreams are watched without an account too (SPEC §6 guests), so their channel needs no login. */
const GUEST_CHANNEL = /^private-livestream\.\d{1,18}$/

/** Authorises by the request's bearer token and the channel rules; presence members are the user's id. */
export function createBearerAuthorizer({ resolveUser }: { resolveUser: ResolveUser }): AuthorizeChannel {
  return async ({ channel, request }) => {
    const token = BEARER.exec(request.headers.get('authorization') ?? '')?.[1]
    if (!token && GUEST_CHANNEL.test(channel)) return { allow: true }
    if (!token) return { allow: false, status: 401, message: 'Bitte melde Dich an, um live dabei zu sein.' }
    const user = await resolveUser(token)
    if (!user) return { allow: false, status: 401, message: 'Deine Sitzung ist abgelaufen. Bitte melde Dich neu an.' }
    if (!mayJoinChannel(user, channel))
      return { allow: false, status: 403, message: 'Diesen Kanal darfst Du nicht abonnieren.' }
    if (!channel.startsWith('presence-')) return { allow: true }
    return { allow: true, channelData: { user_id: String(user.id), user_info: user.info ?? {} } }
  }
}
