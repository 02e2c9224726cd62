import type { EventItem } from '@oabat/core'
import { Button, Card, Notice } from '@oabat/ui'
import { useState } from 'react'
import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { formatDateTime } from '../components/format.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { EventCalendarLink } from './event-calendar-link.tsx'
import { EventForm } from './event-form.tsx'

const UPCOMING = { past: '0' } as const
const PAST = { past: '1' } as const

/**
 * The events of a channel for the region or school that owns it (SPEC §6 editEvents): upcoming and
 * past, each editable, and the form for a new one. Used by /region/plattform and the school area.
 */
export function ChannelEvents({ channel }: { channel: string }) {
  const upcoming = useApi('events', { query: { channel, ...UPCOMING } })
  const past = useApi('events', { query: { channel, ...PAST } })
  const [saved, setSaved] = useState<string | null>(null)
  const refresh = () => Promise.all([upcoming.mutate(), past.mutate()])

  return (
    <>
      <Card as="section" className="area-card" aria-labelledby="channel-events-new-title">
        <h2 id="channel-events-new-title">Neues Event</h2>
        <p className="area-card__muted">
          Alle Mitglieder Deines Channels bekommen dazu eine Nachricht „Neues Event“ im Chat.
        </p>
        {saved && <Notice tone="success">{saved}</Notice>}
        <EventForm
          channel={channel}
          onSaved={(event) => {
            setSaved(`„${event.title}“ ist veröffentlicht.`)
            void refresh()
          }}
        />
      </Card>
      <Card as="section" className="area-card" aria-labelledby="channel-events-title">
        <h2 id="channel-events-title">Eure Events</h2>
        <EventList title="Kommende Events" state={upcoming} onSaved={refresh} empty="Gerade ist kein Event geplant." />
        <EventList title="Vergangene Events" state={past} onSaved={refresh} empty="Noch keine vergangenen Events." />
      </Card>
    </>
  )
}

type EventsState = ReturnType<typeof useApi<'events'>>

function EventList(props: { title: string; state: EventsState; onSaved: () => unknown; empty: string }) {
  const { title, state, onSaved, empty } = props
  const [editing, setEditing] = useState<number | null>(null)
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      {state.error ? (
        <LoadError subject="Die Events" plural error={state.error} onRetry={() => void state.mutate()} />
      ) : !state.data ? (
        <Skeleton lines={2} label="Events werden geladen …" />
      ) : state.data.data.length === 0 ? (
        <p className="area-card__muted">{empty}</p>
      ) : (
        <ul className="area-people">
          {state.data.data.map((event: EventItem) => (
            <li key={event.id} className="area-people__item">
              {editing === event.id ? (
                <EventForm
                  channel={event.channel}
                  event={event}
                  onCancel={() => setEditing(null)}
                  onSaved={() => {
                    setEditing(null)
                    void onSaved()
                  }}
                />
              ) : (
                <>
                  <div>
                    <p className="area-people__name">
                      <Link href={event.url}>{event.title}</Link>
                    </p>
                    <p className="area-card__muted">
                      <time dateTime={event.start_at}>{formatDateTime(event.start_at)}</time>
                      {event.city ? ` · ${event.city}` : ''}
                    </p>
                  </div>
                  <div className="area-people__actions">
                    <EventCalendarLink event={event} />
                    <Button
                      design="secondary-flat"
                      size="small"
                      aria-label={`„${event.title}“ bearbeiten`}
                      onClick={() => setEditing(event.id)}
                    >
                      Bearbeiten
                    </Button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
