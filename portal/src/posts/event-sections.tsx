import { useApi } from '../api/use-api.ts'
import { EventResults } from '../components/event-results.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
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
      {data && data.data.length > 0 ? <EventResults events={data.data} /> : null}
    </section>
  )
}
