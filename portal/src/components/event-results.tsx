import type { EventItem } from '@oabat/core'
import { Link } from 'wouter'
import { formatDateTime } from './format.ts'
import './result-lists.css'

/** Events as result cards: date and place above the linked title. */
export function EventResults({ events }: { events: EventItem[] }) {
  return (
    <ul className="result-list__stack">
      {events.map((event) => (
        <li key={event.id} className="result-card">
          <div className="result-card__body">
            <p className="result-card__eyebrow">
              <time dateTime={event.start_at}>{formatDateTime(event.start_at)}</time>
              {event.city ? ` · ${event.city}` : ''}
            </p>
            <h3 className="result-card__title">
              <Link href={event.url}>{event.title}</Link>
            </h3>
          </div>
        </li>
      ))}
    </ul>
  )
}
