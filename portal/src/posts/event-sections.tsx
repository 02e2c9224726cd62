import type { EventItem } from '@oabat/core'
import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { formatDateTime } from '../components/format.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import '../components/result-lists.css'
import './posts.css'

const UPCOMING = { past: '0' } as const
const PAST = { past: '1' } as const

/** SPEC §4: events split into upcoming (earliest first) and past (latest first). */
export function EventSections() {
  return (
    <div className="event-sections">
      <EventSection title="Kommende Events" query={UPCOMING} empty="Gerade sind keine Events geplant." />
      <EventSection title="Vergangene Events" query={PAST} empty="Noch keine vergangenen Events." />
    </div>
  )
}

function EventSection(props: { title: string; query: typeof UPCOMING | typeof PAST; empty: string }) {
  const { title, query, empty } = props
  const { data, error, mutate } = useApi('events', { query })
  const id = query.past === '1' ? 'events-past' : 'events-upcoming'
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {error ? <LoadError subject="Die Events" plural error={error} onRetry={() => mutate()} /> : null}
      {!data && !error ? <Skeleton lines={3} label="Events werden geladen …" /> : null}
      {data && data.data.length === 0 ? (
        <p className="result-empty" role="status">
          {empty}
        </p>
      ) : null}
      {data && data.data.length > 0 ? <EventList events={data.data} /> : null}
    </section>
  )
}

function EventList({ events }: { events: EventItem[] }) {
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
