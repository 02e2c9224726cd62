import {
  ApiRequestError,
  isAdmin,
  type Livestream,
  type LivestreamMessage,
  type LivestreamPoll,
  type LivestreamReaction,
  openLivestreamRealtime,
  type User,
} from '@oabat/core'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useMountedSignal } from '../shared/use-mounted-signal.ts'
import { createLivestreamWidgetClient } from './livestream-api.ts'
import {
  addMessage,
  applyPollUpdate,
  byChatter,
  messageDelayMs,
  replacePolls,
  sortPolls,
  type Viewer,
} from './livestream-messages.ts'
import { guestChatUserId, isVerified, keepVerified, storedToken } from './livestream-storage.ts'

/** The stream as the widget holds it: the read without its messages, which live in their own list. */
export type LivestreamState = Omit<Livestream, 'messages'>

export type LoadState =
  | { status: 'loading' }
  | { status: 'error'; message: string; status_code: number }
  | { status: 'ready'; stream: LivestreamState }

/** A reaction that floats over the video for a moment. */
export interface FloatingReaction {
  key: number
  type: string
}

const REACTION_SHOWN_MS = 2500

export interface LivestreamCallbacks {
  onLoaded?: (stream: LivestreamState) => void
  onError?: (detail: { kind: string; message: string; status?: number }) => void
  onLiveChange?: (live: boolean) => void
}

/**
 * One livestream for a viewer (docs/livestreams.md): the read, the viewer (token from local
 * storage, checked with GET /api/auth/user; else a guest with a kept chat_user_id), the password
 * gate, and the live events over pusher-js (imported only once the stream is shown) with the
 * message delay of SPEC §5.
 */
export function useLivestream(apiBase: string, livestreamId: number, callbacks: LivestreamCallbacks) {
  const [load, setLoad] = useState<LoadState>({ status: 'loading' })
  const [messages, setMessages] = useState<LivestreamMessage[]>([])
  const [user, setUser] = useState<User | null | undefined>(() => (storedToken() ? undefined : null))
  const [verified, setVerified] = useState(() => isVerified(livestreamId))
  const [reactions, setReactions] = useState<FloatingReaction[]>([])
  const [attempt, setAttempt] = useState(0)
  // Calls carry the token once GET /api/auth/user accepted it; the client itself stays the same.
  const token = useRef<string | null>(null)
  token.current = user ? storedToken() : null
  const api = useMemo(() => createLivestreamWidgetClient(apiBase, () => token.current), [apiBase])
  const mounted = useMountedSignal()
  const timers = useRef(new Map<number, { timer: ReturnType<typeof setTimeout>; message: LivestreamMessage }>())
  const latest = useRef(callbacks)
  latest.current = callbacks

  const viewer: Viewer = useMemo(
    () => ({
      userId: user?.id ?? null,
      chatUserId: user ? null : guestChatUserId(),
      admin: isAdmin(user),
    }),
    [user],
  )

  // The stored token, if any, is checked once; a refused one leaves the viewer a guest.
  useEffect(() => {
    const stored = storedToken()
    if (!stored) return
    const controller = new AbortController()
    createLivestreamWidgetClient(apiBase, () => stored)('authUser', {}, { signal: controller.signal })
      .then((answer) => setUser(answer.data))
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') setUser(null)
      })
    return () => controller.abort()
  }, [apiBase])

  // The read names the viewer (token, or a guest's chat_user_id), so the polls carry the own votes;
  // it waits for the stored token's check, which tells which of the two the viewer is.
  const known = user !== undefined
  const ownVotes = useRef<{ chat_user_id?: string }>({})
  ownVotes.current = viewer.chatUserId ? { chat_user_id: viewer.chatUserId } : {}

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt reloads on "Erneut versuchen"
  useEffect(() => {
    if (!known) return
    const controller = new AbortController()
    setLoad({ status: 'loading' })
    setVerified(isVerified(livestreamId))
    api('livestream', { params: { id: livestreamId }, query: ownVotes.current }, { signal: controller.signal })
      .then((answer) => {
        const { messages: history, ...stream } = answer.data
        setMessages(history)
        setLoad({ status: 'ready', stream: { ...stream, polls: sortPolls(stream.polls) } })
        latest.current.onLoaded?.(stream)
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        const status = error instanceof ApiRequestError ? error.status : 0
        const message =
          status === 404 ? 'Diesen Livestream gibt es nicht.' : 'Der Livestream konnte nicht geladen werden.'
        setLoad({ status: 'error', message, status_code: status })
        latest.current.onError?.({ kind: status === 404 ? 'not-found' : 'network', message, status })
      })
    return () => controller.abort()
  }, [livestreamId, attempt, known])

  const stream = load.status === 'ready' ? load.stream : null
  const isLive = useRef<boolean | null>(null)
  isLive.current = stream?.is_live ?? null
  const unlocked = stream !== null && (!stream.is_secure || verified)
  const update = useCallback((change: (stream: LivestreamState) => LivestreamState) => {
    setLoad((state) => (state.status === 'ready' ? { ...state, stream: change(state.stream) } : state))
  }, [])

  /** A message shows at once or after its delay; a deletion meanwhile cancels it. */
  const receive = useRef((_: LivestreamMessage) => {})
  receive.current = (message) => {
    if (!stream || timers.current.has(message.id)) return
    const delay = messageDelayMs(message, viewer, stream)
    if (delay <= 0) return setMessages((list) => addMessage(list, message))
    const timer = setTimeout(() => {
      timers.current.delete(message.id)
      setMessages((list) => addMessage(list, message))
    }, delay)
    timers.current.set(message.id, { timer, message })
  }

  /** Removes shown and still waiting messages (MessageDeleted, AllUserMessagesDeleted). */
  const forget = useCallback((gone: (message: LivestreamMessage) => boolean) => {
    for (const [id, waiting] of timers.current) {
      if (!gone(waiting.message)) continue
      clearTimeout(waiting.timer)
      timers.current.delete(id)
    }
    setMessages((list) => list.filter((message) => !gone(message)))
  }, [])

  useEffect(
    () => () => {
      for (const waiting of timers.current.values()) clearTimeout(waiting.timer)
      timers.current.clear()
    },
    [],
  )

  // pusher-js is imported once the stream may be shown (past the password gate); removing the
  // element closes the connection, so the viewer count drops at once.
  const liveId = unlocked ? livestreamId : null
  useEffect(() => {
    if (liveId === null) return
    const controller = new AbortController()
    let close = () => {}
    void (async () => {
      const { key } = await api('chatRealtime', {}, { signal: controller.signal })
      if (controller.signal.aborted) return
      const connection = await openLivestreamRealtime({ apiBase, key, livestreamId: liveId })
      if (controller.signal.aborted) return connection.disconnect()
      close = () => connection.disconnect()
      // Subscribed again after a lost connection: read what may have passed meanwhile.
      let subscriptions = 0
      connection.bind('pusher:subscription_succeeded', () => {
        subscriptions += 1
        if (subscriptions === 1) return
        void api('livestream', { params: { id: liveId }, query: ownVotes.current }, { signal: controller.signal })
          .then((answer) => {
            const { messages: history, ...fresh } = answer.data
            setMessages(history)
            update(() => ({ ...fresh, polls: sortPolls(fresh.polls) }))
          })
          .catch(() => {})
      })
      connection.bind('NewMessage', (data) => receive.current(data as LivestreamMessage))
      connection.bind('MessageDeleted', (data) => {
        const { id } = data as { id: number }
        forget((message) => message.id === id)
      })
      connection.bind('AllUserMessagesDeleted', (data) => {
        forget(byChatter(data as { user_id: number | null; chat_user_id: string | null }))
      })
      connection.bind('ViewerCountChanged', (data) => {
        const { viewers } = data as { viewers: number }
        update((s) => ({ ...s, viewers }))
      })
      connection.bind('Updated', (data) => {
        const next = data as LivestreamState
        if (isLive.current !== next.is_live) latest.current.onLiveChange?.(next.is_live)
        update((s) => ({ ...s, ...next, polls: replacePolls(s.polls, next.polls) }))
      })
      connection.bind('LivestreamPollUpdated', (data) => {
        update((s) => ({ ...s, polls: applyPollUpdate(s.polls, data as LivestreamPoll) }))
      })
      connection.bind('NewLivestreamEvent', (data) => {
        const reaction = data as LivestreamReaction
        update((s) => ({ ...s, like_count: reaction.like_count }))
        const key = Math.random()
        setReactions((list) => [...list.slice(-11), { key, type: reaction.type }])
        setTimeout(() => setReactions((list) => list.filter((r) => r.key !== key)), REACTION_SHOWN_MS)
      })
    })().catch(() => {})
    return () => {
      controller.abort()
      close()
    }
  }, [liveId, api, apiBase, forget, update])

  const verify = useCallback(
    async (password: string): Promise<string | null> => {
      try {
        const answer = await api(
          'verifyLivestreamPassword',
          { params: { id: livestreamId }, body: { password } },
          { signal: mounted() },
        )
        if (!answer.data.verified) return 'Das Passwort stimmt nicht.'
        keepVerified(livestreamId)
        setVerified(true)
        return null
      } catch (error) {
        return (error as Error).message || 'Das Passwort konnte nicht geprüft werden.'
      }
    },
    [api, livestreamId, mounted],
  )

  /** Sends a chat line; the answer is shown as the viewer's own (after self_message_threshold). */
  const send = useCallback(
    async (text: string, nickname: string): Promise<LivestreamMessage> => {
      const answer = await api(
        'sendLivestreamMessage',
        {
          params: { id: livestreamId },
          body: { text, nickname, ...(viewer.chatUserId ? { chat_user_id: viewer.chatUserId } : {}) },
        },
        { signal: mounted() },
      )
      receive.current(answer.data)
      return answer.data
    },
    [api, livestreamId, viewer, mounted],
  )

  const react = useCallback(
    async (type: string) => {
      const answer = await api(
        'sendLivestreamEvent',
        {
          params: { id: livestreamId },
          // One of GET /api/livestream/emojis or like; the server refuses anything else (422).
          body: { type: type as 'like', ...(viewer.chatUserId ? { chat_user_id: viewer.chatUserId } : {}) },
        },
        { signal: mounted() },
      )
      update((s) => ({ ...s, like_count: answer.data.like_count }))
    },
    [api, livestreamId, viewer, mounted, update],
  )

  const vote = useCallback(
    async (optionId: number): Promise<LivestreamPoll> => {
      const answer = await api(
        'voteLivestreamPoll',
        {
          body: {
            livestream_poll_option_id: optionId,
            ...(viewer.chatUserId ? { chat_user_id: viewer.chatUserId } : {}),
          },
        },
        { signal: mounted() },
      )
      update((s) => ({ ...s, polls: applyPollUpdate(s.polls, answer.data) }))
      return answer.data
    },
    [api, viewer, mounted, update],
  )

  const emojis = useEmojis(api, unlocked)

  return {
    load,
    retry: () => setAttempt((n) => n + 1),
    unlocked,
    user,
    viewer,
    messages,
    reactions,
    emojis,
    verify,
    send,
    react,
    vote,
  }
}

/** GET /api/livestream/emojis once the stream shows; the like button works without them. */
function useEmojis(api: ReturnType<typeof createLivestreamWidgetClient>, shown: boolean): string[] {
  const [emojis, setEmojis] = useState<string[]>([])
  useEffect(() => {
    if (!shown) return
    const controller = new AbortController()
    api('livestreamEmojis', {}, { signal: controller.signal })
      .then((answer) => setEmojis(answer.data))
      .catch(() => {})
    return () => controller.abort()
  }, [api, shown])
  return emojis
}
