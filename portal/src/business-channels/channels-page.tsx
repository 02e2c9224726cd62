import type { BusinessChannel, ChannelRequest } from '@oabat/core'
import { Button, Card, Dialog, Notice, SelectField } from '@oabat/ui'
import { type FormEvent, useState } from 'react'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { formatDate } from '../components/format.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import './channels.css'

const EMPTY = {}
const OWNER_KINDS = { region: 'Region', school: 'Schule' } as const
const STATUS_LABELS: Record<ChannelRequest['status'], string> = {
  open: 'wartet auf Antwort',
  accepted: 'angenommen',
  declined: 'abgelehnt',
}

interface Leaving {
  channel: BusinessChannel
  site: BusinessChannel['sites'][number]
}

/**
 * SPEC §2 /betrieb/channels (issue #15 item 4, docs/regions.md): the regions, schools and fairs whose
 * channels the company's sites are in, leaving one (after a confirmation), and asking a region to
 * take a site into its channel — the region accepts in its member list.
 */
export function ChannelsPage() {
  const overview = useApi('businessChannels', EMPTY, { revalidateOnMount: true })
  const [leaving, setLeaving] = useState<Leaving | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const leave = useFormAction([])
  const data = overview.data?.data

  const confirmLeave = async () => {
    if (!leaving) return
    const done = await leave.run(() =>
      api('leaveChannel', { params: { channel: leaving.channel.slug, id: leaving.site.id } }),
    )
    if (!done) return
    setNotice(`${leaving.site.name} ist nicht mehr im Channel „${leaving.channel.name}“.`)
    setLeaving(null)
    await overview.mutate()
  }

  return (
    <AreaPage
      eyebrow="Dein Betrieb"
      title="Channels"
      intro="In den Channels von Regionen, Schulen und Messen erscheinen Deine Standorte mit ihren Stellen. Hier siehst Du, wo Du dabei bist, und fragst neue Regionen an."
    >
      {notice && <Notice tone="success">{notice}</Notice>}
      {overview.error ? (
        <LoadError subject="Deine Channels" plural error={overview.error} onRetry={() => void overview.mutate()} />
      ) : !data ? (
        <Skeleton lines={4} label="Channels werden geladen …" />
      ) : (
        <div className="area-page__grid">
          <Card as="section" className="area-card" aria-labelledby="channels-title">
            <h2 id="channels-title">Deine Channels</h2>
            {data.channels.length === 0 ? (
              <p className="area-card__muted">
                Noch ist keiner Deiner Standorte in einem Channel. Frage unten bei einer Region an.
              </p>
            ) : (
              <ul className="area-people" aria-label="Deine Channels">
                {data.channels.map((channel) => (
                  <li key={channel.slug} className="area-people__item">
                    <div>
                      <p className="area-people__name">{channel.name}</p>
                      <p className="area-card__muted">
                        {channel.owner ? `${OWNER_KINDS[channel.owner.kind]}: ${channel.owner.name}` : 'Channel'}
                      </p>
                      {channel.fairs.length > 0 && (
                        <p className="area-card__muted">
                          Messen:{' '}
                          {channel.fairs.map((fair, index) => (
                            <span key={fair.id}>
                              {index > 0 && ', '}
                              {fair.name} ({formatDate(fair.date)})
                            </span>
                          ))}
                        </p>
                      )}
                      <ul className="channels__sites" aria-label={`Standorte in ${channel.name}`}>
                        {channel.sites.map((site) => (
                          <li key={site.id}>
                            {site.name} · {site.is_active ? 'sichtbar' : 'vom Channel ausgeblendet'}{' '}
                            <Button
                              design="secondary-flat"
                              size="small"
                              aria-label={`Verlassen: ${site.name} aus ${channel.name}`}
                              onClick={() => {
                                setNotice(null)
                                setLeaving({ channel, site })
                              }}
                            >
                              Verlassen
                            </Button>
                          </li>
                        ))}
                      </ul>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <JoinRequest
            choices={data.choices}
            sites={data.sites}
            onRequested={(message) => {
              setNotice(message)
              void overview.mutate()
            }}
          />
          <Card as="section" className="area-card" aria-labelledby="channel-requests-title">
            <h2 id="channel-requests-title">Deine Anfragen</h2>
            {data.requests.length === 0 ? (
              <p className="area-card__muted">Du hast noch keinen Beitritt angefragt.</p>
            ) : (
              <ul className="area-people" aria-label="Deine Anfragen">
                {data.requests.map((request) => (
                  <li key={request.id} className="area-people__item">
                    <div>
                      <p className="area-people__name">{request.channel.name}</p>
                      <p className="area-card__muted">
                        {request.site.name} · angefragt am {formatDate(request.created_at)} ·{' '}
                        <strong>{STATUS_LABELS[request.status]}</strong>
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      )}
      <Dialog
        open={leaving !== null}
        onClose={() => setLeaving(null)}
        title="Channel verlassen?"
        actions={
          <>
            <Button design="flat" onClick={() => setLeaving(null)}>
              Abbrechen
            </Button>
            <Button design="primary" disabled={leave.pending} onClick={() => void confirmLeave()}>
              {leave.pending ? 'Wird verlassen …' : 'Verlassen'}
            </Button>
          </>
        }
      >
        <p>
          {leaving?.site.name} erscheint dann nicht mehr im Channel „{leaving?.channel.name}“ und auf den Seiten von{' '}
          {leaving?.channel.owner?.name ?? 'seinem Betreiber'}. Um wieder dabei zu sein, fragst Du erneut an.
        </p>
        {leave.formError && <Notice tone="error">{leave.formError}</Notice>}
      </Dialog>
    </AreaPage>
  )
}

function JoinRequest(props: {
  choices: Array<{ slug: string; name: string; region: string }>
  sites: Array<{ id: number; name: string; city: string }>
  onRequested: (message: string) => void
}) {
  const { choices, sites, onRequested } = props
  const [channel, setChannel] = useState('')
  const [site, setSite] = useState(sites.length === 1 ? String(sites[0]?.id) : '')
  const action = useFormAction(['channel', 'business_site_id'])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const result = await action.run(() =>
      api('createChannelRequest', { body: { channel, business_site_id: Number(site) || 0 } }),
    )
    if (!result) return
    const request = result.value.data
    setChannel('')
    onRequested(
      `Anfrage an „${request.channel.name}“ für ${request.site.name} gesendet. Die Region entscheidet darüber.`,
    )
  }

  return (
    <Card as="section" className="area-card" aria-labelledby="channel-join-title">
      <h2 id="channel-join-title">Einer Region beitreten</h2>
      {sites.length === 0 ? (
        <p className="area-card__muted">Lege zuerst einen Standort an, dann kannst Du ihn in einen Channel bringen.</p>
      ) : (
        <form onSubmit={submit} noValidate>
          {action.formError && <Notice tone="error">{action.formError}</Notice>}
          <SelectField
            id="channel-join-channel"
            label="Region"
            placeholder="Bitte wählen"
            value={channel}
            options={choices.map((choice) => ({ value: choice.slug, label: choice.region }))}
            onChange={(event) => setChannel(event.target.value)}
            error={action.fieldErrors.channel}
          />
          <SelectField
            id="channel-join-site"
            label="Standort"
            placeholder="Bitte wählen"
            value={site}
            options={sites.map((entry) => ({ value: String(entry.id), label: `${entry.name} (${entry.city})` }))}
            onChange={(event) => setSite(event.target.value)}
            error={action.fieldErrors.business_site_id}
          />
          <Button type="submit" design="primary" disabled={action.pending}>
            {action.pending ? 'Wird gesendet …' : 'Beitritt anfragen'}
          </Button>
        </form>
      )}
    </Card>
  )
}
