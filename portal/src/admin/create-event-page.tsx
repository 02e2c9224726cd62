import { Card, SelectField } from '@oabat/ui'
import { useState } from 'react'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { ChannelEvents } from '../events/channel-events.tsx'
import '../admin-livestreams/admin-livestreams.css'
import './admin.css'

/**
 * SPEC §2 /admin/event/erstellen: the admin picks a channel and creates (or edits) its events with
 * the form of the regions and schools (POST /api/events; the admin may use every channel).
 */
export function AdminCreateEventPage() {
  const channels = useApi('channels', {})
  const [channel, setChannel] = useState('')
  const options = channels.data?.data ?? []
  return (
    <AreaPage
      eyebrow="Administration"
      title="Event erstellen"
      intro="Wähle den Kanal, in dem das Event erscheint. Seine Mitglieder bekommen eine Nachricht „Neues Event“."
    >
      <Card as="section" className="area-card" aria-labelledby="event-channel-title">
        <h2 id="event-channel-title">In welchem Kanal?</h2>
        {channels.error && (
          <LoadError subject="Die Kanäle" plural error={channels.error} onRetry={() => channels.mutate()} />
        )}
        {!channels.error && !channels.data && <Skeleton lines={1} label="Kanäle werden geladen …" />}
        {channels.data && (
          <SelectField
            label="Kanal"
            options={[{ value: '', label: 'Bitte wählen' }, ...options.map((c) => ({ value: c.slug, label: c.name }))]}
            value={channel}
            onChange={(event) => setChannel(event.target.value)}
          />
        )}
      </Card>
      {channel && <ChannelEvents key={channel} channel={channel} />}
    </AreaPage>
  )
}
