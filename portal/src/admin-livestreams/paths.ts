export type ConsoleTab = 'chat' | 'events' | 'timer'

export const CONSOLE_TABS: ReadonlyArray<{ tab: ConsoleTab; label: string }> = [
  { tab: 'chat', label: 'Chat' },
  { tab: 'events', label: 'Reaktionen' },
  { tab: 'timer', label: 'Ablauf' },
]

/** /admin/livestream/{id}/chat, …/events, …/timer. */
export function consolePath(livestreamId: number | string, tab: ConsoleTab): string {
  return `/admin/livestream/${livestreamId}/${tab}`
}
