import type { AdminBusinessRow, Channel } from '@oabat/core'
import type { AdminBusinessSort } from '@oabat/core/contract'
import { Button, Card, Notice, SelectField, TextField } from '@oabat/ui'
import { useState } from 'react'
import { Link } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { startImpersonation } from '../auth/session.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { formatDate } from './admin-format.ts'
import {
  BusinessSubscriptionsDialog,
  subscriptionLabel,
  useSubscriptionTypeNames,
} from './business-subscriptions-dialog.tsx'
import { Pager } from './pager.tsx'
import { SiteChannelsDetails } from './site-channels-details.tsx'
import { pageOf, useQuerySearch, useQueryUpdate } from './use-query-update.ts'
import '../admin-livestreams/admin-livestreams.css'
import './admin.css'

const ALL_CHANNELS = {}

const SORTS: ReadonlyArray<{ value: AdminBusinessSort; label: string }> = [
  { value: 'name', label: 'Name (A–Z)' },
  { value: '-name', label: 'Name (Z–A)' },
  { value: '-created_at', label: 'Neueste zuerst' },
  { value: 'created_at', label: 'Älteste zuerst' },
]

function ChannelFilter({ value, onChange }: { value: string; onChange: (slug: string) => void }) {
  const { data, error } = useApi('channels', ALL_CHANNELS)
  const options = [
    { value: '', label: 'Alle Kanäle' },
    ...(data?.data ?? []).map((c) => ({ value: c.slug, label: c.name })),
  ]
  return (
    <SelectField
      label="Kanal"
      options={options}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={!data}
      error={error ? `Die Kanäle fehlen: ${error.message}` : null}
    />
  )
}

interface RowProps {
  business: AdminBusinessRow
  subscriptionNames: Map<number, string>
  onSubscriptions: (business: AdminBusinessRow) => void
  busy: boolean
  onImpersonate: (business: AdminBusinessRow) => void
  onVisibility: (business: AdminBusinessRow) => void
  channels: Channel[] | null
  onChannelsChanged: (message: string) => Promise<unknown>
}

function BusinessRow({
  business,
  subscriptionNames,
  onSubscriptions,
  busy,
  onImpersonate,
  onVisibility,
  channels,
  onChannelsChanged,
}: RowProps) {
  return (
    <tr>
      <th scope="row">
        <Link href={`/betriebe/${encodeURIComponent(business.slug)}`}>{business.name}</Link>
        {!business.is_visible && <span className="admin-badge admin-badge--hidden">unsichtbar</span>}
        <span className="admin-muted admin-table__sub">{business.city ?? 'ohne Standort'}</span>
      </th>
      <td>{business.owner ? <span className="admin-table__email">{business.owner.email}</span> : '–'}</td>
      <td>{formatDate(business.created_at)}</td>
      <td>
        {subscriptionLabel(business.subscription_type_ids, subscriptionNames)}{' '}
        <Button
          design="flat"
          size="small"
          onClick={() => onSubscriptions(business)}
          aria-label={`Abos von ${business.name} ändern`}
        >
          Ändern
        </Button>
      </td>
      <td>{business.published_jobs}</td>
      <td>
        <SiteChannelsDetails business={business} channels={channels} onChanged={onChannelsChanged} />
      </td>
      <td className="admin-table__actions">
        <Button
          design="flat"
          size="small"
          disabled={busy || !business.owner}
          title={business.owner ? undefined : 'Dieses Unternehmen hat kein Konto.'}
          onClick={() => onImpersonate(business)}
          aria-label={`Anmelden als ${business.name}`}
        >
          Anmelden als
        </Button>
        <Button
          design="flat"
          size="small"
          disabled={busy}
          onClick={() => onVisibility(business)}
          aria-label={`${business.name} ${business.is_visible ? 'verbergen' : 'sichtbar machen'}`}
        >
          {business.is_visible ? 'Verbergen' : 'Sichtbar machen'}
        </Button>
      </td>
    </tr>
  )
}

/**
 * SPEC §2 /admin/betriebe: every company, searched, filtered, sorted and paged on the server
 * (GET /api/v2/admin/business); open its page, log in as its account, hide or show it, and put its
 * sites into channels or take them out (SiteChannelsDetails).
 */
export function AdminBusinessesPage() {
  // Search, filters, order and page live in the query, so the way back from a company's page (or a
  // shared link) shows the same list.
  const [params, update] = useQueryUpdate()
  const channel = params.get('kanal') ?? ''
  const subscription = params.get('abo') ?? ''
  const sortParam = params.get('sortierung')
  const sort = SORTS.find((option) => option.value === sortParam)?.value ?? 'name'
  const page = pageOf(params)
  const { text, setText, searched } = useQuerySearch(params, update)
  const [flash, setFlash] = useState<string | null>(null)
  const [subscriptionsOf, setSubscriptionsOf] = useState<AdminBusinessRow | null>(null)
  const { names: subscriptionNames } = useSubscriptionTypeNames()
  const action = useFormAction([])

  const query = {
    ...(searched ? { search: searched } : {}),
    ...(channel ? { channel } : {}),
    ...(subscription ? { subscription_type: Number(subscription) } : {}),
    sort,
    page,
  }
  const { data, error, isLoading, mutate } = useApi('adminBusinesses', { query })
  const rows = data?.data ?? []
  const channels = useApi('channels', ALL_CHANNELS)

  const impersonate = (business: AdminBusinessRow) => {
    if (!business.owner) return
    const owner = business.owner.id
    // On success the page loads again as the company's account.
    void action.run(() => startImpersonation(owner))
  }

  const toggleVisibility = async (business: AdminBusinessRow) => {
    setFlash(null)
    const answer = await action.run(() =>
      api('setBusinessVisibility', { params: { id: business.id }, body: { is_visible: !business.is_visible } }),
    )
    if (!answer) return
    await mutate()
    setFlash(
      answer.value.data.is_visible
        ? `„${business.name}“ ist wieder für alle sichtbar.`
        : `„${business.name}“ ist jetzt unsichtbar: Suche, Listen und sein Profil zeigen es nicht mehr.`,
    )
  }

  return (
    <AreaPage
      eyebrow="Administration"
      title="Betriebe"
      intro="Finde ein Unternehmen nach Name, Slug oder E-Mail-Adresse, melde Dich als sein Konto an oder verbirg es."
    >
      {flash && <Notice tone="success">{flash}</Notice>}
      {action.formError && <Notice tone="error">{action.formError}</Notice>}
      <Card as="section" className="area-card" aria-labelledby="businesses-title">
        <h2 id="businesses-title">Alle Unternehmen</h2>
        <search className="admin-filters">
          <TextField
            label="Suche"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            hint="Name, Slug oder E-Mail-Adresse"
          />
          <ChannelFilter value={channel} onChange={(slug) => update({ kanal: slug })} />
          <SelectField
            label="Abo"
            options={[
              { value: '', label: 'Alle' },
              ...[...subscriptionNames].map(([id, name]) => ({ value: String(id), label: name })),
            ]}
            value={subscription}
            onChange={(event) => update({ abo: event.target.value })}
          />
          <SelectField
            label="Sortierung"
            options={SORTS}
            value={sort}
            onChange={(event) => update({ sortierung: event.target.value === 'name' ? '' : event.target.value })}
          />
        </search>
        <div aria-live="polite">
          {error && <LoadError subject="Die Unternehmen" plural error={error} onRetry={() => mutate()} />}
          {!error && !data && <Skeleton lines={6} label="Unternehmen werden geladen …" />}
          {data && (
            <p className="admin-muted">
              {data.meta.total.toLocaleString('de-DE')} Unternehmen
              {isLoading ? ' · wird aktualisiert …' : ''}
            </p>
          )}
          {data && rows.length === 0 && <p>Kein Unternehmen passt zu Deiner Suche.</p>}
        </div>
        {rows.length > 0 && (
          <div className="admin-table-scroll">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Unternehmen</th>
                  <th scope="col">Konto</th>
                  <th scope="col">Registriert</th>
                  <th scope="col">Abo</th>
                  <th scope="col">Stellen</th>
                  <th scope="col">Channels</th>
                  <th scope="col">
                    <span className="visually-hidden">Aktionen</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((business) => (
                  <BusinessRow
                    key={business.id}
                    business={business}
                    subscriptionNames={subscriptionNames}
                    onSubscriptions={setSubscriptionsOf}
                    busy={action.pending}
                    onImpersonate={impersonate}
                    onVisibility={(b) => void toggleVisibility(b)}
                    channels={channels.data?.data ?? null}
                    onChannelsChanged={async (message) => {
                      await mutate()
                      setFlash(message)
                    }}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data && (
          <Pager
            page={data.meta.current_page}
            lastPage={data.meta.last_page}
            onPage={(next) => update({ seite: next > 1 ? String(next) : '' })}
          />
        )}
      </Card>
      <BusinessSubscriptionsDialog
        business={subscriptionsOf}
        onClose={() => setSubscriptionsOf(null)}
        onChanged={() => mutate()}
      />
    </AreaPage>
  )
}
