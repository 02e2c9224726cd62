import { chatRealtime, type RealtimeChannel } from '@oabat/core'
import { useEffect, useRef } from 'react'
import { API_BASE, api } from '../api/api-client.ts'
import { useAuth } from '../auth/use-auth.ts'

export type LivestreamEventName =
  | 'NewMessage'
  | 'Updated'
  | 'ViewerCountChanged'
  | 'MessageDeleted'
  | 'AllUserMessagesDeleted'
  | 'LivestreamPollUpdated'
  | 'NewLivestreamEvent'
  | 'pusher:subscription_succeeded'

/**
 * Listens on `private-livestream.{id}` over the portal's realtime connection (the signed-in user's
 * one pusher-js connection, core chatRealtime). The handler may change between renders; the
 * subscription stays. Ends with the page.
 */
export function useLivestreamChannel(
  livestreamId: number,
  onEvent: (name: LivestreamEventName, data: unknown) => void,
): void {
  const { user, token } = useAuth()
  const onEventRef = useRef(onEvent)
  onEventRef.current = onEvent
  const userId = user?.id
  useEffect(() => {
    if (!token || userId === undefined) return
    let channel: RealtimeChannel | null = null
    let ended = false
    const unbinds: Array<() => void> = []
    void (async () => {
      const { key } = await api('chatRealtime', {})
      const connection = await chatRealtime({ apiBase: API_BASE, key, token, userId })
      if (ended) return
      channel = connection.subscribe(`private-livestream.${livestreamId}`)
      const names: LivestreamEventName[] = [
        'NewMessage',
        'Updated',
        'ViewerCountChanged',
        'MessageDeleted',
        'AllUserMessagesDeleted',
        'LivestreamPollUpdated',
        'NewLivestreamEvent',
        'pusher:subscription_succeeded',
      ]
      for (const name of names) unbinds.push(channel.bind(name, (data) => onEventRef.current(name, data)))
    })().catch((error: unknown) => {
      console.warn('Die Live-Verbindung zum Livestream konnte nicht geöffnet werden.', error)
    })
    return () => {
      ended = true
      for (const unbind of unbinds) unbind()
      channel?.unsubscribe()
    }
  }, [livestreamId, token, userId])
}
