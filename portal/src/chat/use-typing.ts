import { useCallback, useEffect, useRef, useState } from 'react'

/** SPEC §4: the typing indicator clears after 6 seconds without a new event. */
export const TYPING_TIMEOUT_MS = 6000

export interface Typing {
  conversationId: number
  userId: number
  name: string
}

/** Who is typing in which conversation; each entry clears itself after the timeout. */
export function useTyping(timeoutMs = TYPING_TIMEOUT_MS) {
  const [typing, setTyping] = useState<Typing[]>([])
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>())

  const clear = useCallback((conversationId: number, userId: number) => {
    const key = `${conversationId}:${userId}`
    const timer = timers.current.get(key)
    if (timer) clearTimeout(timer)
    timers.current.delete(key)
    setTyping((list) => list.filter((t) => !(t.conversationId === conversationId && t.userId === userId)))
  }, [])

  const started = useCallback(
    (entry: Typing) => {
      const key = `${entry.conversationId}:${entry.userId}`
      const timer = timers.current.get(key)
      if (timer) clearTimeout(timer)
      timers.current.set(
        key,
        setTimeout(() => clear(entry.conversationId, entry.userId), timeoutMs),
      )
      setTyping((list) => [
        ...list.filter((t) => !(t.conversationId === entry.conversationId && t.userId === entry.userId)),
        entry,
      ])
    },
    [clear, timeoutMs],
  )

  useEffect(() => {
    const all = timers.current
    return () => {
      for (const timer of all.values()) clearTimeout(timer)
    }
  }, [])

  return { typing, started, clear }
}
