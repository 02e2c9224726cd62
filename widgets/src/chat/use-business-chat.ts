import {
  $loggedIn,
  ApiRequestError,
  type ChatMessage,
  type ChatParticipant,
  type ChatRealtime,
  type ChatTyping,
  chatRealtime,
  closeChatRealtime,
  isAdmin,
  type User,
} from '@oabat/core'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useMountedSignal } from '../shared/use-mounted-signal.ts'
import { createChatWidgetClient } from '../shared/widget-api.ts'
import { upsertChatMessage } from './chat-messages.ts'
import { askChatNotificationPermission, showChatNotification } from './chat-notification.ts'
import { holdChatRealtime } from './chat-realtime-lease.ts'
import { readChatToken, writeChatToken } from './chat-token.ts'
import type { ChatAttachment } from './chat-uploads.ts'

/** SPEC §4 / §9: the typing indicator clears after 6 s without a new event. */
export const TYPING_TIMEOUT_MS = 6000
/** How often typing is announced while the visitor keeps typing (docs/chat.md). */
const TYPING_SEND_INTERVAL_MS = 3000

export type ChatSession = { status: 'checking' } | { status: 'guest' } | { status: 'user'; token: string; user: User }

/** What the widget shows about the company: whom to write to, or why chatting is not possible. */
export type ChatContact =
  | { status: 'loading' }
  | { status: 'ready'; partner: ChatParticipant; conversationId: number | null; unread: number }
  | { status: 'own' }
  | { status: 'error'; message: string; retry: boolean }

function pageVisible(): boolean {
  return document.visibilityState === 'visible'
}

/**
 * The widget's chat with one company (SPEC §4 Chat conversation): the visitor's session (token in
 * local storage, checked with GET /api/auth/user), the company's contact and existing
 * conversation, its messages with older pages, sending, read state, typing, and live events over
 * pusher-js — which is imported only once the chat is opened.
 */
export function useBusinessChat(apiBase: string, businessSlug: string, opened: boolean) {
  const [session, setSession] = useState<ChatSession>(() =>
    readChatToken() ? { status: 'checking' } : { status: 'guest' },
  )
  const [contact, setContact] = useState<ChatContact>({ status: 'loading' })
  const [messages, setMessages] = useState<ChatMessage[] | null>(null)
  const [messagesError, setMessagesError] = useState<string | null>(null)
  const [page, setPage] = useState({ current: 0, last: 0 })
  const [typing, setTyping] = useState<string | null>(null)
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const lastTypingSent = useRef(0)
  const token = session.status === 'user' ? session.token : null
  const user = session.status === 'user' ? session.user : null
  const tokenRef = useRef(token)
  tokenRef.current = token
  // Loads started here end with the element: a removed chat asks nothing more of the server.
  const mounted = useMountedSignal()

  const api = useMemo(() => createChatWidgetClient(apiBase, () => tokenRef.current), [apiBase])
  const conversationId = contact.status === 'ready' ? contact.conversationId : null
  const partnerId = contact.status === 'ready' ? contact.partner.id : null

  const signOut = useCallback(() => {
    writeChatToken(null)
    closeChatRealtime()
    $loggedIn.set(false)
    setSession({ status: 'guest' })
    setContact({ status: 'loading' })
    setMessages(null)
  }, [])

  /** A 401 to a call with the current token: the session ended elsewhere, log in again. */
  const failed = useCallback(
    (error: unknown): string => {
      if (error instanceof ApiRequestError && error.status === 401) signOut()
      return (error as Error).message || 'Das hat nicht geklappt.'
    },
    [signOut],
  )

  // The stored token, if any, is checked once.
  useEffect(() => {
    const stored = readChatToken()
    if (!stored) return
    const controller = new AbortController()
    createChatWidgetClient(apiBase, () => stored)('authUser', {}, { signal: controller.signal })
      .then((answer) => {
        $loggedIn.set(true)
        setSession({ status: 'user', token: stored, user: answer.data })
      })
      .catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return
        if (error instanceof ApiRequestError && error.status === 401) writeChatToken(null)
        setSession({ status: 'guest' })
      })
    return () => controller.abort()
  }, [apiBase])

  const loadContact = useCallback(async () => {
    if (!user) return
    if (user.business?.slug === businessSlug) return setContact({ status: 'own' })
    setContact({ status: 'loading' })
    const signal = mounted()
    try {
      const answer = await api('chatBusinessContact', { params: { slug: businessSlug } }, { signal })
      let unread = 0
      if (answer.conversation_id !== null) {
        const conversation = await api(
          'chatConversation',
          { params: { conversationId: answer.conversation_id } },
          { signal },
        )
        unread = conversation.data.unread_count
      }
      setContact({ status: 'ready', partner: answer.data, conversationId: answer.conversation_id, unread })
    } catch (error) {
      if (signal.aborted) return
      const status = error instanceof ApiRequestError ? error.status : 0
      setContact({ status: 'error', message: failed(error), retry: status !== 404 })
    }
  }, [api, user, businessSlug, failed, mounted])

  // Who the company is, and the unread count for the closed button.
  useEffect(() => {
    void loadContact()
  }, [loadContact])

  const markRead = useCallback(
    (id: number) => {
      // SPEC §4: only while open and visible, never for admins.
      if (!user || isAdmin(user) || !pageVisible()) return
      setContact((c) => (c.status === 'ready' ? { ...c, unread: 0 } : c))
      void api('chatSetRead', { params: { conversationId: id } }).catch(() => {})
    },
    [api, user],
  )

  const loadMessages = useCallback(
    async (id: number) => {
      setMessagesError(null)
      const signal = mounted()
      try {
        const answer = await api('chatMessages', { params: { conversationId: id }, query: { page: 1 } }, { signal })
        setMessages((list) => answer.data.reduce(upsertChatMessage, list ?? []))
        setPage({ current: answer.meta.current_page, last: answer.meta.last_page })
      } catch (error) {
        if (!signal.aborted) setMessagesError(failed(error))
      }
    },
    [api, failed, mounted],
  )

  // Opening shows the conversation (a new one is empty until the first message) and reads it.
  useEffect(() => {
    if (!opened || contact.status !== 'ready') return
    if (conversationId === null) {
      setMessages((list) => list ?? [])
      return
    }
    void loadMessages(conversationId)
    markRead(conversationId)
  }, [opened, contact.status, conversationId, loadMessages, markRead])

  const loadOlder = useCallback(async () => {
    if (conversationId === null || page.current >= page.last) return
    const answer = await api(
      'chatMessages',
      { params: { conversationId }, query: { page: page.current + 1 } },
      { signal: mounted() },
    )
    setMessages((list) => answer.data.reduce(upsertChatMessage, list ?? []))
    setPage({ current: answer.meta.current_page, last: answer.meta.last_page })
  }, [api, conversationId, page, mounted])

  const clearTyping = useCallback(() => {
    clearTimeout(typingTimer.current)
    setTyping(null)
  }, [])

  // Live events, with the latest state read through a ref so the connection is bound once.
  const live = useRef({
    sent: (_: ChatMessage) => {},
    updated: (_: ChatMessage) => {},
    typing: (_: ChatTyping) => {},
    subscribed: () => {},
  })
  live.current.sent = (message) => {
    if (!user) return
    const ours =
      message.conversation_id === conversationId ||
      (conversationId === null && (message.sender_id === partnerId || message.receiver_id === partnerId))
    if (!ours) return
    if (message.sender_id !== user.id) clearTyping()
    if (conversationId === null)
      setContact((c) => (c.status === 'ready' ? { ...c, conversationId: message.conversation_id } : c))
    // A cut event (10 KB limit) is fetched whole.
    if (message.truncated) void loadMessages(message.conversation_id)
    else setMessages((list) => (list ? upsertChatMessage(list, message) : list))
    if (message.sender_id === user.id) return
    if (opened && pageVisible()) markRead(message.conversation_id)
    else setContact((c) => (c.status === 'ready' ? { ...c, unread: c.unread + 1 } : c))
    if (!pageVisible()) showChatNotification(message)
  }
  // A deleted message is replaced in place; it counts as nothing new.
  live.current.updated = (message) => {
    if (message.conversation_id === conversationId)
      setMessages((list) => (list ? upsertChatMessage(list, message) : list))
  }
  // Subscribed (first, or again after a reconnect): fetch what may have come while not listening.
  live.current.subscribed = () => {
    if (!user || contact.status !== 'ready') return
    if (conversationId === null) {
      // The company may have written first meanwhile.
      void (async () => {
        const answer = await api('chatBusinessContact', { params: { slug: businessSlug } })
        if (answer.conversation_id === null) return
        const id = answer.conversation_id
        const conversation = await api('chatConversation', { params: { conversationId: id } })
        setContact((c) =>
          c.status === 'ready' ? { ...c, conversationId: id, unread: conversation.data.unread_count } : c,
        )
      })().catch(() => {})
    } else if (opened) {
      void loadMessages(conversationId)
      markRead(conversationId)
    } else {
      void api('chatConversation', { params: { conversationId } })
        .then((answer) => setContact((c) => (c.status === 'ready' ? { ...c, unread: answer.data.unread_count } : c)))
        .catch(() => {})
    }
  }
  live.current.typing = (event) => {
    if (event.conversation_id !== conversationId) return
    clearTimeout(typingTimer.current)
    setTyping(event.name)
    typingTimer.current = setTimeout(() => setTyping(null), TYPING_TIMEOUT_MS)
  }

  const [realtimeStarted, setRealtimeStarted] = useState(false)
  useEffect(() => {
    if (opened && user) setRealtimeStarted(true)
  }, [opened, user])

  // pusher-js comes only with the first opening; afterwards it stays, so the closed button's
  // unread count keeps counting — until the element leaves the page, which ends the connection
  // (once no other chat on the page holds it).
  useEffect(() => {
    if (!realtimeStarted || !token || !user) return
    const controller = new AbortController()
    const release = holdChatRealtime()
    let unbind: Array<() => void> = []
    void (async () => {
      const { key } = await api('chatRealtime', {}, { signal: controller.signal })
      if (controller.signal.aborted) return
      const connection: ChatRealtime = await chatRealtime({ apiBase, key, token, userId: user.id })
      if (controller.signal.aborted) return
      unbind = [
        connection.bind('MessageSent', (data) => live.current.sent(data as ChatMessage)),
        connection.bind('MessageUpdated', (data) => live.current.updated(data as ChatMessage)),
        connection.bind('UserTyping', (data) => live.current.typing(data as ChatTyping)),
        connection.bind('pusher:subscription_succeeded', () => live.current.subscribed()),
      ]
    })().catch(() => {})
    return () => {
      controller.abort()
      for (const off of unbind) off()
      release()
    }
  }, [realtimeStarted, api, apiBase, token, user])

  useEffect(() => () => clearTimeout(typingTimer.current), [])

  // Coming back to the tab reads what arrived meanwhile.
  useEffect(() => {
    if (!opened || conversationId === null) return
    const onVisible = () => {
      if (pageVisible()) markRead(conversationId)
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [opened, conversationId, markRead])

  const logIn = useCallback(
    async (email: string, password: string) => {
      const answer = await api('authLogin', { body: { email, password } })
      writeChatToken(answer.token)
      $loggedIn.set(true)
      setSession({ status: 'user', token: answer.token, user: answer.user })
    },
    [api],
  )

  const logOut = useCallback(async () => {
    await api('authLogout', {}).catch(() => {})
    signOut()
  }, [api, signOut])

  const send = useCallback(
    async (body: string, attachment: ChatAttachment | null): Promise<ChatMessage | null> => {
      if (contact.status !== 'ready') return null // SPEC §5: sending needs an open conversation.
      askChatNotificationPermission()
      const extra =
        attachment?.kind === 'image'
          ? { image_id: attachment.image.id }
          : attachment?.kind === 'file'
            ? { file_id: attachment.file.id }
            : {}
      try {
        const answer = await api('chatSendMessage', {
          body:
            contact.conversationId === null
              ? { body, receiver_id: contact.partner.id, ...extra }
              : { body, conversation_id: contact.conversationId, ...extra },
        })
        const message = answer.data
        setMessages((list) => upsertChatMessage(list ?? [], message))
        if (contact.conversationId === null)
          setContact((c) => (c.status === 'ready' ? { ...c, conversationId: message.conversation_id } : c))
        return message
      } catch (error) {
        throw new Error(failed(error))
      }
    },
    [api, contact, failed],
  )

  const remove = useCallback(
    async (messageId: number) => {
      try {
        const answer = await api('chatDeleteMessage', { params: { messageId } })
        setMessages((list) => (list ? upsertChatMessage(list, answer.data) : list))
        return true
      } catch {
        return false // SPEC §8: a failed delete answers false.
      }
    },
    [api],
  )

  const typed = useCallback(() => {
    if (conversationId === null || Date.now() - lastTypingSent.current < TYPING_SEND_INTERVAL_MS) return
    lastTypingSent.current = Date.now()
    void api('chatTyping', { params: { conversationId } }).catch(() => {})
  }, [api, conversationId])

  return {
    session,
    contact,
    retryContact: loadContact,
    messages,
    messagesError,
    retryMessages: () => conversationId !== null && void loadMessages(conversationId),
    hasOlder: page.current < page.last,
    loadOlder,
    typing,
    logIn,
    logOut,
    send,
    remove,
    typed,
  }
}
