import type { AppContext } from '../app-context.ts'

/**
 * The realtime channel of a livestream (SPEC §7 `livestream.{id}`); private, so pusher-js asks
 * /api/broadcasting/auth (realtime/channel-rules.ts says who may join).
 */
export function livestreamChannel(livestreamId: number): string {
  return `private-livestream.${livestreamId}`
}

/** SPEC §7 event names on livestream.{id}. */
export type LivestreamEventName =
  | 'NewMessage'
  | 'Updated'
  | 'ViewerCountChanged'
  | 'MessageDeleted'
  | 'AllUserMessagesDeleted'
  | 'LivestreamPollUpdated'
  | 'NewLivestreamEvent'

/** Sends one event to everyone watching the livestream, in every server process. */
export async function publishLivestreamEvent(
  context: AppContext,
  livestreamId: number,
  event: LivestreamEventName,
  data: unknown,
): Promise<void> {
  await context.realtime?.trigger(livestreamChannel(livestreamId), event, data)
}

/** Whether a realtime channel is a livestream's (its subscribers are the viewers). */
export function isLivestreamChannel(channel: string): boolean {
  return livestreamIdOf(channel) !== null
}

export function livestreamIdOf(channel: string): number | null {
  const match = /^private-livestream\.(\d{1,18})$/.exec(channel)
  return match ? Number(match[1]) : null
}
