import type { EventItem } from '@oabat/core'
import { API_BASE } from '../api/api-client.ts'

/** The event's iCalendar file (GET /api/events/{id}/ics), for the visitor's own calendar. */
export function eventCalendarHref(event: Pick<EventItem, 'id'>): string {
  return `${API_BASE}/api/events/${event.id}/ics`
}

export function EventCalendarLink({
  event,
  className,
}: {
  event: Pick<EventItem, 'id' | 'title'>
  className?: string
}) {
  return (
    <a
      href={eventCalendarHref(event)}
      download
      className={className}
      aria-label={`„${event.title}“ in Deinen Kalender (.ics)`}
    >
      In Deinen Kalender (.ics)
    </a>
  )
}
