import { chatRealtime, type RealtimeChannel, schoolChannel } from '@oabat/core'
import { useEffect, useRef } from 'react'
import { API_BASE, api } from '../api/api-client.ts'
import { useAuth } from '../auth/use-auth.ts'

/**
 * Listens on `private-school.{id}` (SPEC §7 Realtime, event BulletinBoardUnlocked) over the
 * signed-in user's one pusher-js connection. Only the school's own users may join that channel
 * (docs/realtime.md), so the hook does nothing for anyone else (schoolId null).
 */
export function useBulletinBoardUnlocked(schoolId: number | null, onUnlocked: () => void): void {
  const { user, token } = useAuth()
  const onUnlockedRef = useRef(onUnlocked)
  onUnlockedRef.current = onUnlocked
  const userId = user?.id
  useEffect(() => {
    if (!token || userId === undefined || schoolId === null) return
    let channel: RealtimeChannel | null = null
    let unbind: (() => void) | null = null
    let ended = false
    void (async () => {
      const { key } = await api('chatRealtime', {})
      const connection = await chatRealtime({ apiBase: API_BASE, key, token, userId })
      if (ended) return
      channel = connection.subscribe(schoolChannel(schoolId))
      unbind = channel.bind('BulletinBoardUnlocked', () => onUnlockedRef.current())
    })().catch((error: unknown) => {
      // Live news is an extra: a reload shows the board's state all the same.
      console.warn('Die Live-Verbindung zur Schule konnte nicht geöffnet werden.', error)
    })
    return () => {
      ended = true
      unbind?.()
      channel?.unsubscribe()
    }
  }, [schoolId, token, userId])
}
