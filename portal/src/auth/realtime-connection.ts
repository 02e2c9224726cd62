/**
 * @module realtime-connection — opens and closes the signed-in user's realtime connection. Loaded by
 * realtime-session.ts only once a session is confirmed, so guests' pages carry none of it.
 */
import { chatRealtime, closeChatRealtime } from '@oabat/core'
import { API_BASE, api } from '../api/api-client.ts'
import { auth } from './auth-stores.ts'

/** Opens the user's realtime connection unless the session moved on meanwhile. */
export async function connectRealtime(token: string, userId: number): Promise<void> {
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

export { closeChatRealtime as closeRealtime }
