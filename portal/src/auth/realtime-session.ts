import { chatRealtime, closeChatRealtime } from '@oabat/core'
import { API_BASE, api } from '../api/api-client.ts'
import { auth } from './auth-stores.ts'

/** Opens the user's realtime connection unless the session moved on meanwhile. */
async function connect(token: string, userId: number): Promise<void> {
  try {
    const { key } = await api('chatRealtime', {})
    if (auth.token() !== token) return
    // chatRealtime loads pusher-js on first use, so guests never download it.
    await chatRealtime({ apiBase: API_BASE, key, token, userId })
  } catch (error) {
    // Realtime is an extra: the portal works without it, and the chat page asks again when it opens.
    console.warn('Die Live-Verbindung konnte nicht geöffnet werden.', error)
  }
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
      closeChatRealtime()
      return
    }
    void connect(state.token, state.user.id)
  })
}
