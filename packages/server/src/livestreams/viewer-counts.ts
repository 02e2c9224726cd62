import type { AppContext } from '../app-context.ts'
import { livestreamChannel, livestreamIdOf, publishLivestreamEvent } from './livestream-events.ts'
import { shownViewers } from './livestream-queries.ts'

/** ViewerCountChanged goes out at most this often per livestream (issue #12). */
export const VIEWER_COUNT_INTERVAL_MS = 1000

export interface ViewerCounts {
  /** Connections watching the livestream in every server process (0 without realtime). */
  count(livestreamId: number): Promise<number>
}

/**
 * The viewers of a livestream are the connections subscribed to its channel, counted across
 * processes by the realtime server's presence store. When they change, ViewerCountChanged carries
 * the shown count (never below lower_bound); changes within a second are sent together, once.
 */
export function createViewerCounts(context: AppContext): ViewerCounts {
  const realtime = context.realtime
  const count = async (livestreamId: number) =>
    realtime ? await realtime.subscriberCount(livestreamChannel(livestreamId)) : 0
  if (!realtime) return { count }

  const lastSent = new Map<number, number>()
  const waiting = new Map<number, ReturnType<typeof setTimeout>>()

  async function send(livestreamId: number): Promise<void> {
    waiting.delete(livestreamId)
    lastSent.set(livestreamId, Date.now())
    const row = await context.db.selectFrom('livestreams').selectAll().where('id', '=', livestreamId).executeTakeFirst()
    if (!row) return
    const viewers = shownViewers(row, await count(livestreamId))
    await publishLivestreamEvent(context, livestreamId, 'ViewerCountChanged', { viewers })
  }

  realtime.onSubscribersChanged((channel) => {
    const livestreamId = livestreamIdOf(channel)
    if (livestreamId === null || waiting.has(livestreamId)) return
    const wait = Math.max(0, (lastSent.get(livestreamId) ?? 0) + VIEWER_COUNT_INTERVAL_MS - Date.now())
    const timer = setTimeout(() => {
      // A change seen just before the server began to close: its database may be gone by now.
      if (realtime.isClosing()) return
      send(livestreamId).catch((error: Error) => console.error(`viewer count of ${channel}: ${error.message}`))
    }, wait)
    timer.unref?.()
    waiting.set(livestreamId, timer)
  })
  return { count }
}
