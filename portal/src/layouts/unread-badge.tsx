import { chatRealtime } from '@oabat/core'
import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { API_BASE, api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { useAuth } from '../auth/use-auth.ts'

/**
 * The unread badge of „Nachrichten“ (SPEC §2 school side menu): the unread messages of the newest
 * conversations (the first page, 20; the chat lists the newest first, so unread ones are there).
 * It counts again on every page change (reading a chat clears it) and on live chat messages.
 */
export function UnreadBadge() {
  const { user, token } = useAuth()
  const [path] = useLocation()
  const { data, mutate } = useApi('chatConversations', user ? { query: { page: 1 } } : null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: counted again after each page change
  useEffect(() => {
    void mutate()
  }, [path])
  const userId = user?.id
  useEffect(() => {
    if (!token || userId === undefined) return
    let unbinds: Array<() => void> = []
    let ended = false
    void (async () => {
      const { key } = await api('chatRealtime', {})
      const connection = await chatRealtime({ apiBase: API_BASE, key, token, userId })
      if (ended) return
      unbinds = [
        connection.bind('MessageSent', () => void mutate()),
        connection.bind('ConversationUpdated', () => void mutate()),
      ]
    })().catch(() => {
      // Without the live connection the badge still counts on every page change.
    })
    return () => {
      ended = true
      for (const unbind of unbinds) unbind()
    }
  }, [token, userId, mutate])
  const count = (data?.data ?? []).reduce((sum, conversation) => sum + conversation.unread_count, 0)
  if (count === 0) return null
  return (
    <span className="side-menu__badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">
        {count === 1 ? ', 1 ungelesene Nachricht' : `, ${count} ungelesene Nachrichten`}
      </span>
    </span>
  )
}
