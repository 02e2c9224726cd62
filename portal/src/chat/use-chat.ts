import {
  type ChatConversation,
  type ChatMessage,
  type ChatParticipant,
  type ChatRealtime,
  type ChatTyping,
  chatRealtime,
  isAdmin,
  type User,
} from '@oabat/core'
import { askChatNotificationPermission, type ChatAttachment, showChatNotification } from '@oabat/widgets'
import { useCallback, useEffect, useRef, useState } from 'react'
import { API_BASE, api } from '../api/api-client.ts'
import { type OpenConversation, upsertMessage, withLastMessage } from './chat-state.ts'
import { useTyping } from './use-typing.ts'

/** What opens first: a conversation by id, or the conversation with a user or a business (SPEC §2 /chat, ?chat). */
export type ChatTarget =
  | { kind: 'none' }
  | { kind: 'conversation'; id: number }
  | { kind: 'user'; id: number }
  | { kind: 'business'; slug: string }

const TYPING_SEND_INTERVAL_MS = 3000

/** Payload of ConversationUpdated (docs/chat.md): the block state as this user sees it. */
type ConversationBlockChange = Pick<ChatConversation, 'is_blocked' | 'blocked_by_me'> & { conversation_id: number }

function pageVisible(): boolean {
  return document.visibilityState === 'visible'
}

/**
 * The chat of the signed-in user (SPEC §4 Chat conversation): the conversation list, the open
 * conversation with its pages of messages, live events, read state and typing.
 */
export function useChat(user: User, token: string, target: ChatTarget) {
  const [conversations, setConversations] = useState<ChatConversation[] | null>(null)
  const [listError, setListError] = useState<Error | null>(null)
  const [open, setOpen] = useState<OpenConversation | null>(null)
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [page, setPage] = useState({ current: 0, last: 0 })
  const [loading, setLoading] = useState(false)
  const [openError, setOpenError] = useState<Error | null>(null)
  const { typing, started, clear } = useTyping()
  const realtime = useRef<ChatRealtime | null>(null)
  const openRef = useRef(open)
  openRef.current = open
  const lastTypingSent = useRef(0)
  const admin = isAdmin(user)

  const openId = open && !open.dummy ? open.conversation.id : null

  const loadList = useCallback(async () => {
    try {
      const answer = await api('chatConversations', { query: { page: 1 } })
      setConversations(answer.data)
      setListError(null)
      return answer.data
    } catch (error) {
      setListError(error as Error)
      return null
    }
  }, [])

  const markRead = useCallback(
    async (conversationId: number) => {
      // SPEC §4: only when open and the page is visible, and never for admins.
      if (admin || !pageVisible()) return
      setConversations((list) => list?.map((c) => (c.id === conversationId ? { ...c, unread_count: 0 } : c)) ?? list)
      await api('chatSetRead', { params: { conversationId } }).catch(() => {})
    },
    [admin],
  )

  const select = useCallback(
    async (conversationId: number) => {
      setLoading(true)
      setOpenError(null)
      try {
        const [conversation, firstPage] = await Promise.all([
          api('chatConversation', { params: { conversationId } }),
          api('chatMessages', { params: { conversationId }, query: { page: 1 } }),
        ])
        setOpen({ dummy: false, conversation: conversation.data })
        setMessages(firstPage.data)
        setPage({ current: firstPage.meta.current_page, last: firstPage.meta.last_page })
        await markRead(conversationId)
      } catch (error) {
        // SPEC §4: a load failure ends the loading state and shows the list again.
        setOpen(null)
        setOpenError(error as Error)
      } finally {
        setLoading(false)
      }
    },
    [markRead],
  )

  const openDummy = useCallback((partner: ChatParticipant) => {
    setOpen({ dummy: true, partner })
    setMessages([])
    setPage({ current: 0, last: 0 })
  }, [])

  const deselect = useCallback(() => {
    setOpen(null)
    setMessages([])
  }, [])

  const loadOlder = useCallback(async () => {
    if (openId === null || page.current >= page.last) return
    const next = await api('chatMessages', { params: { conversationId: openId }, query: { page: page.current + 1 } })
    setMessages((list) => next.data.reduce(upsertMessage, list))
    setPage({ current: next.meta.current_page, last: next.meta.last_page })
  }, [openId, page])

  const send = useCallback(
    async (body: string, attachment: ChatAttachment | null = null) => {
      const current = openRef.current
      if (!current) return false // SPEC §5: sending needs an open conversation.
      askChatNotificationPermission()
      const attached =
        attachment?.kind === 'image'
          ? { image_id: attachment.image.id }
          : attachment?.kind === 'file'
            ? { file_id: attachment.file.id }
            : {}
      const answer = await api('chatSendMessage', {
        body: current.dummy
          ? { body, receiver_id: current.partner.id, ...attached }
          : { body, conversation_id: current.conversation.id, ...attached },
      })
      const message = answer.data
      if (current.dummy) {
        // The dummy becomes the real conversation after its first message.
        await loadList()
        await select(message.conversation_id)
      } else {
        setMessages((list) => upsertMessage(list, message))
        setConversations((list) => (list && withLastMessage(list, message, 0)) ?? list)
      }
      return true
    },
    [loadList, select],
  )

  const remove = useCallback(async (messageId: number) => {
    try {
      const answer = await api('chatDeleteMessage', { params: { messageId } })
      setMessages((list) => upsertMessage(list, answer.data))
      return true
    } catch {
      return false // SPEC §8: a failed delete answers false.
    }
  }, [])

  const typed = useCallback(() => {
    if (openId === null || Date.now() - lastTypingSent.current < TYPING_SEND_INTERVAL_MS) return
    lastTypingSent.current = Date.now()
    void api('chatTyping', { params: { conversationId: openId } }).catch(() => {})
  }, [openId])

  // The list and the first conversation.
  useEffect(() => {
    let cancelled = false
    void (async () => {
      const list = await loadList()
      if (cancelled) return
      if (target.kind === 'conversation') await select(target.id)
      else if (target.kind === 'user') {
        const existing = list?.find((c) => c.partner?.id === target.id)
        if (existing) await select(existing.id)
        else openDummy({ id: target.id, name: 'Neue Unterhaltung', type: 'trainee', business_slug: null })
      } else if (target.kind === 'business') {
        try {
          const contact = await api('chatBusinessContact', { params: { slug: target.slug } })
          if (cancelled) return
          if (contact.conversation_id !== null) await select(contact.conversation_id)
          else openDummy(contact.data)
        } catch (error) {
          setOpenError(error as Error)
        }
      }
    })()
    return () => {
      cancelled = true
    }
  }, [loadList, select, openDummy, target])

  // Live events on the user's own channel; pusher-js loads here, when a chat opens.
  const handlers = useRef({
    sent: (_: ChatMessage) => {},
    updated: (_: ChatMessage) => {},
    typing: (_: ChatTyping) => {},
    blockChanged: (_: ConversationBlockChange) => {},
    subscribed: () => {},
  })
  handlers.current.sent = (message) => {
    clear(message.conversation_id, message.sender_id)
    const own = message.sender_id === user.id
    const isOpen = openId === message.conversation_id
    if (isOpen) setMessages((list) => upsertMessage(list, message))
    const readNow = isOpen && pageVisible() && !admin
    setConversations((list) => {
      const next = list && withLastMessage(list, message, own || readNow ? 0 : 1)
      if (!next) void loadList()
      return next ?? list
    })
    if (own) return
    if (readNow) void api('chatSetRead', { params: { conversationId: message.conversation_id } }).catch(() => {})
    if (!pageVisible()) showChatNotification(message)
  }
  handlers.current.updated = (message) => {
    if (openId === message.conversation_id) setMessages((list) => upsertMessage(list, message))
    setConversations(
      (list) => list?.map((c) => (c.last_message?.id === message.id ? { ...c, last_message: message } : c)) ?? list,
    )
  }
  // Blocked or unblocked (by either side): the list marks it at once.
  handlers.current.blockChanged = (change) =>
    setConversations(
      (list) =>
        list?.map((c) =>
          c.id === change.conversation_id
            ? { ...c, is_blocked: change.is_blocked, blocked_by_me: change.blocked_by_me }
            : c,
        ) ?? list,
    )
  // Subscribed (first, or again after a reconnect): reload what may have come while not listening.
  handlers.current.subscribed = () => {
    void loadList()
    if (openId === null) return
    void api('chatMessages', { params: { conversationId: openId }, query: { page: 1 } })
      .then((answer) => setMessages((list) => answer.data.reduce(upsertMessage, list)))
      .catch(() => {})
    void markRead(openId)
  }
  handlers.current.typing = (event) =>
    started({ conversationId: event.conversation_id, userId: event.user_id, name: event.name })

  useEffect(() => {
    let unbind: Array<() => void> = []
    let stopped = false
    void (async () => {
      const { key } = await api('chatRealtime', {})
      const connection = await chatRealtime({ apiBase: API_BASE, key, token, userId: user.id })
      if (stopped) return
      realtime.current = connection
      unbind = [
        connection.bind('MessageSent', (data) => handlers.current.sent(data as ChatMessage)),
        connection.bind('MessageUpdated', (data) => handlers.current.updated(data as ChatMessage)),
        connection.bind('UserTyping', (data) => handlers.current.typing(data as ChatTyping)),
        connection.bind('ConversationUpdated', (data) =>
          handlers.current.blockChanged(data as ConversationBlockChange),
        ),
        connection.bind('pusher:subscription_succeeded', () => handlers.current.subscribed()),
      ]
    })().catch(() => {})
    return () => {
      stopped = true
      for (const off of unbind) off()
    }
  }, [token, user.id])

  // Coming back to the page reads the open conversation.
  useEffect(() => {
    const onVisible = () => {
      if (pageVisible() && openId !== null) void markRead(openId)
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [openId, markRead])

  return {
    conversations,
    listError,
    reloadList: loadList,
    open,
    messages,
    hasOlder: page.current < page.last,
    loadOlder,
    loading,
    openError,
    select,
    deselect,
    send,
    remove,
    typed,
    typing: typing.filter((t) => t.conversationId === openId),
    typingIn: (conversationId: number) => typing.some((t) => t.conversationId === conversationId),
  }
}
