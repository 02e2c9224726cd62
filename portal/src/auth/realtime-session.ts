import { auth } from './auth-stores.ts'

type RealtimeConnection = typeof import('./realtime-connection.ts')

/** The connection module once a session has asked for it; nothing to close before that. */
let loaded: Promise<RealtimeConnection> | null = null
const loadConnection = () => {
  loaded ??= import('./realtime-connection.ts')
  return loaded
}

/**
 * SPEC §4 Auth: after a login — and after a page load once the stored token is confirmed — the
 * realtime connection opens with the same token; logout (or an expired token) closes it. The chat
 * views share this one connection (core chatRealtime keeps one per token and user).
 */
export function keepRealtimeWithSession(): void {
  let connectedAs: string | null = null
  auth.$auth.subscribe((state) => {
    const confirmed = state.status === 'user' && state.token && state.user
    const id = confirmed ? `${state.token}|${state.user?.id}` : null
    if (id === connectedAs) return
    connectedAs = id
    if (state.status === 'checking') return
    if (!confirmed || !state.token || !state.user) {
      void loaded?.then((connection) => connection.closeRealtime())
      return
    }
    const { token } = state
    const userId = state.user.id
    void loadConnection()
      .then((connection) => connection.connectRealtime(token, userId))
      .catch((error: unknown) => console.warn('Die Live-Verbindung konnte nicht geöffnet werden.', error))
  })
}
