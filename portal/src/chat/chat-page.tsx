import { useMemo } from 'react'
import { useSearch } from 'wouter'
import { useAuth } from '../auth/use-auth.ts'
import { usePageHead } from '../head/use-page-head.ts'
import { ChatView } from './chat-view.tsx'
import type { ChatTarget } from './use-chat.ts'

function targetOf(search: string): ChatTarget {
  const query = new URLSearchParams(search)
  const conversation = Number(query.get('conversation_id'))
  if (Number.isInteger(conversation) && conversation > 0) return { kind: 'conversation', id: conversation }
  const user = Number(query.get('user_id'))
  if (Number.isInteger(user) && user > 0) return { kind: 'user', id: user }
  return { kind: 'none' }
}

/** SPEC §2 /chat (query conversation_id or user_id); the guard has made sure someone is logged in. */
export function ChatPage() {
  const search = useSearch()
  const { user, token } = useAuth()
  const target = useMemo(() => targetOf(search), [search])
  // A personal page: no canonical address, so it is not indexed.
  usePageHead({
    title: 'Nachrichten',
    description: 'Deine Unterhaltungen mit Betrieben, Schulen und Regionen.',
    canonicalPath: null,
  })
  if (!user || !token) return null
  return <ChatView user={user} token={token} target={target} />
}
