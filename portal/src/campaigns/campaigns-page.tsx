import {
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TEMPLATE_INFO,
  CAMPAIGN_TEMPLATES,
  type CampaignStatus,
} from '@oabat/core'
import { CAMPAIGN_SORTS, type Campaign } from '@oabat/core/contract'
import { Card, SelectField, TextField } from '@oabat/ui'
import { Link } from 'wouter'
import { Pager } from '../admin/pager.tsx'
import { pageOf, useQuerySearch, useQueryUpdate } from '../admin/use-query-update.ts'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { formatPeriod } from '../oabalytics/period.ts'
import { CampaignDetails } from './campaign-details.tsx'
import { targetText } from './campaign-target.ts'
import '../admin-livestreams/admin-livestreams.css'
import '../admin/admin.css'
import './campaigns.css'

const SORT_OPTIONS: Array<{ value: (typeof CAMPAIGN_SORTS)[number]; label: string }> = [
  { value: '-starts_on', label: 'Neuester Beginn zuerst' },
  { value: 'starts_on', label: 'Ältester Beginn zuerst' },
  { value: 'name', label: 'Name' },
  { value: '-created_at', label: 'Zuletzt angelegt' },
]
const pick = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((entry) => entry === value)

/**
 * SPEC §2 /admin/kampagne (query): every campaign, searched, filtered, sorted and paged on the server;
 * with `?kampagne={id}` one campaign with its figures. Everything lives in the address, so a list or
 * a campaign can be linked and „Zurück“ returns to the same list.
 */
export function CampaignsPage() {
  const [params, update] = useQueryUpdate()
  const campaignId = Number.parseInt(params.get('kampagne') ?? '', 10)
  if (Number.isInteger(campaignId) && campaignId > 0) return <CampaignDetails id={campaignId} />
  return <CampaignList params={params} update={update} />
}

function CampaignList({
  params,
  update,
}: {
  params: URLSearchParams
  update: (changes: Record<string, string>) => void
}) {
  const status = pick(CAMPAIGN_STATUSES, params.get('status'))
  const template = pick(CAMPAIGN_TEMPLATES, params.get('vorlage'))
  const sort = pick(CAMPAIGN_SORTS, params.get('sortierung')) ?? '-starts_on'
  const page = pageOf(params)
  const { text, setText, searched } = useQuerySearch(params, update)
  const query = {
    ...(searched ? { search: searched } : {}),
    ...(status ? { status } : {}),
    ...(template ? { template } : {}),
    sort,
    page,
  }
  const { data, error, isLoading, mutate } = useApi('campaigns', { query })
  const rows = data?.data ?? []
  const filtered = Boolean(searched || status || template)

  return (
    <AreaPage
      eyebrow="Administration"
      title="Kampagnen"
      intro="Aktionen mit Bild, Text und Zielgruppe in einem Zeitraum. Ihre Links tragen Kampagne, Quelle und Medium, so zählen die Besuche, die sie bringen."
    >
      <div className="admin-actions">
        <Link className="oabat-ui-button oabat-ui-button--primary" href="/admin/kampagne/erstellen">
          Neue Kampagne
        </Link>
        <Link className="oabat-ui-button oabat-ui-button--flat" href="/admin/kampagne/bewerben">
          Kampagne bewerben
        </Link>
      </div>
      <Card as="section" className="area-card" aria-labelledby="campaigns-title">
        <h2 id="campaigns-title">Alle Kampagnen</h2>
        <search className="admin-filters">
          <TextField label="Suche" type="search" value={text} onChange={(event) => setText(event.target.value)} />
          <SelectField
            label="Zustand"
            options={[
              { value: '', label: 'Alle' },
              ...CAMPAIGN_STATUSES.map((value) => ({ value, label: CAMPAIGN_STATUS_LABELS[value] })),
            ]}
            value={status ?? ''}
            onChange={(event) => update({ status: event.target.value })}
          />
          <SelectField
            label="Vorlage"
            options={[
              { value: '', label: 'Alle Vorlagen' },
              ...CAMPAIGN_TEMPLATES.map((value) => ({ value, label: CAMPAIGN_TEMPLATE_INFO[value].name })),
            ]}
            value={template ?? ''}
            onChange={(event) => update({ vorlage: event.target.value })}
          />
          <SelectField
            label="Sortierung"
            options={SORT_OPTIONS}
            value={sort}
            onChange={(event) => update({ sortierung: event.target.value })}
          />
        </search>
        <div aria-live="polite">
          {error && <LoadError subject="Die Kampagnen" plural error={error} onRetry={() => mutate()} />}
          {!error && !data && <Skeleton lines={4} label="Kampagnen werden geladen …" />}
          {data && rows.length === 0 && (
            <p className="admin-muted">
              {filtered ? 'Keine Kampagne passt zu diesen Filtern.' : 'Noch keine Kampagnen. Leg die erste an.'}
            </p>
          )}
          {data && rows.length > 0 && (
            <>
              <p className="admin-muted">
                {data.meta.total.toLocaleString('de-DE')} {data.meta.total === 1 ? 'Kampagne' : 'Kampagnen'}
                {isLoading ? ' · wird aktualisiert …' : ''}
              </p>
              <div className="admin-table-scroll">
                <table className="admin-table">
                  <thead>
                    <tr>
                      <th scope="col">Kampagne</th>
                      <th scope="col">Vorlage</th>
                      <th scope="col">Zeitraum</th>
                      <th scope="col">Zustand</th>
                      <th scope="col">Zielgruppe</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((campaign) => (
                      <CampaignRow key={campaign.id} campaign={campaign} />
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={page} lastPage={data.meta.last_page} onPage={(next) => update({ seite: String(next) })} />
            </>
          )}
        </div>
      </Card>
    </AreaPage>
  )
}

export function StatusBadge({ status }: { status: CampaignStatus }) {
  return <span className={`campaign-status campaign-status--${status}`}>{CAMPAIGN_STATUS_LABELS[status]}</span>
}

function CampaignRow({ campaign }: { campaign: Campaign }) {
  return (
    <tr>
      <th scope="row">
        <Link href={`/admin/kampagne?kampagne=${campaign.id}`}>{campaign.name}</Link>
        <span className="admin-muted admin-table__sub">{campaign.slug}</span>
      </th>
      <td>{CAMPAIGN_TEMPLATE_INFO[campaign.template].name}</td>
      <td>{formatPeriod({ from: campaign.starts_on, to: campaign.ends_on })}</td>
      <td>
        <StatusBadge status={campaign.status} />
      </td>
      <td>{targetText(campaign)}</td>
    </tr>
  )
}
