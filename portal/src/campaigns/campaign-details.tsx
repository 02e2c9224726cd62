import {
  CAMPAIGN_MEDIUM_INFO,
  CAMPAIGN_TEMPLATE_INFO,
  campaignPath,
  campaignResultPeriod,
  isCampaignMedium,
  type StatisticBreakdownRow,
} from '@oabat/core'
import type { Campaign } from '@oabat/core/contract'
import { Button, Card, Dialog, Notice } from '@oabat/ui'
import { useState } from 'react'
import { Link, useLocation } from 'wouter'
import { formatDateTime } from '../admin/admin-format.ts'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { CampaignTeaserCard } from '../content-pages/blocks/campaign-block.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { METRIC_LABELS } from '../oabalytics/labels.ts'
import { formatPeriod, todayInBerlin } from '../oabalytics/period.ts'
import { type StatColumn, StatTable } from '../oabalytics/stat-table.tsx'
import { TotalTiles } from '../oabalytics/totals.tsx'
import { targetText } from './campaign-target.ts'
import { StatusBadge } from './campaigns-page.tsx'
import '../content-pages/content-page.css'
import '../oabalytics/oabalytics.css'

const FIGURES = [
  'visits',
  'unique_visitors',
  'page_views',
  'registrations',
  'job_interests',
  'job_page_views',
  'searches',
] as const

const columns = (label: string, name: (value: string) => string): StatColumn<StatisticBreakdownRow>[] => [
  { label, value: (row) => row.value, render: (row) => name(row.value) },
  { label: METRIC_LABELS.page_views, value: (row) => row.page_views },
  { label: METRIC_LABELS.job_page_views, value: (row) => row.job_page_views },
  { label: METRIC_LABELS.searches, value: (row) => row.searches },
]
const mediumName = (value: string) => (isCampaignMedium(value) ? CAMPAIGN_MEDIUM_INFO[value].label : value)

/** What the campaign's links brought in its period so far (GET /api/statistics?campaign=…). */
function CampaignResults({ campaign }: { campaign: Campaign }) {
  const period = campaignResultPeriod(campaign, todayInBerlin())
  const { data, error, mutate } = useApi(
    'statistics',
    period ? { query: { ...period, campaign: campaign.slug } } : null,
  )
  if (!period)
    return (
      <Card as="section" className="area-card" aria-labelledby="campaign-results-title">
        <h2 id="campaign-results-title">Ergebnisse</h2>
        <p className="admin-muted">
          Die Kampagne beginnt am {formatPeriod({ from: campaign.starts_on, to: campaign.starts_on })}. Dann zählen hier
          ihre Besuche.
        </p>
      </Card>
    )
  const statistics = data?.data
  return (
    <>
      <Card as="section" className="area-card" aria-labelledby="campaign-results-title">
        <h2 id="campaign-results-title">Ergebnisse {formatPeriod(period)}</h2>
        <p className="admin-muted">
          Besuche über die Links der Kampagne; Registrierungen und Job-Interessen, die Besucher in einem solchen Besuch
          abgeschlossen haben (nur mit Zustimmung zur Statistik). Verglichen mit dem gleich langen Zeitraum davor.
        </p>
        {error && <LoadError subject="Die Ergebnisse" plural error={error} onRetry={() => mutate()} />}
        {!error && !statistics && <Skeleton lines={3} label="Ergebnisse werden geladen …" />}
        {statistics && <TotalTiles statistics={statistics} figures={FIGURES} />}
      </Card>
      {statistics && (
        <>
          <StatTable
            id="campaign-sources"
            title="Nach Quelle"
            columns={columns('Quelle', (value) => value)}
            rows={statistics.sources}
            fileName={`kampagne-${campaign.slug}-quellen.csv`}
            empty="Noch kein Besuch über einen Link dieser Kampagne."
          />
          <StatTable
            id="campaign-media"
            title="Nach Medium"
            columns={columns('Medium', mediumName)}
            rows={statistics.media}
            fileName={`kampagne-${campaign.slug}-medien.csv`}
            empty="Noch kein Besuch über einen Link dieser Kampagne."
          />
        </>
      )}
    </>
  )
}

/** /admin/kampagne?kampagne={id}: a campaign, its teaser, its figures, and where to go on. */
export function CampaignDetails({ id }: { id: number }) {
  const { data, error, mutate } = useApi('campaign', { params: { id } })
  const [, navigate] = useLocation()
  const [deleting, setDeleting] = useState(false)
  const action = useFormAction([])
  const campaign = data?.data

  const remove = async () => {
    const answer = await action.run(() => api('deleteCampaign', { params: { id } }))
    setDeleting(false)
    if (answer) navigate('/admin/kampagne', { replace: true })
  }

  return (
    <AreaPage eyebrow="Kampagne" title={campaign?.name ?? 'Kampagne'}>
      <p>
        <Link href="/admin/kampagne">← Alle Kampagnen</Link>
      </p>
      {error && <LoadError subject="Die Kampagne" error={error} onRetry={() => mutate()} />}
      {!error && !campaign && <Skeleton lines={5} label="Kampagne wird geladen …" />}
      {action.formError && <Notice tone="error">{action.formError}</Notice>}
      {campaign && (
        <>
          <Card as="section" className="area-card" aria-labelledby="campaign-facts-title">
            <h2 id="campaign-facts-title">Überblick</h2>
            <dl className="campaign-facts">
              <dt>Zustand</dt>
              <dd>
                <StatusBadge status={campaign.status} />
              </dd>
              <dt>Zeitraum</dt>
              <dd>{formatPeriod({ from: campaign.starts_on, to: campaign.ends_on })}</dd>
              <dt>Vorlage</dt>
              <dd>{CAMPAIGN_TEMPLATE_INFO[campaign.template].name}</dd>
              <dt>Zielgruppe</dt>
              <dd>{targetText(campaign)}</dd>
              <dt>Kurzname in den Links</dt>
              <dd>
                <code>{campaign.slug}</code>
              </dd>
              <dt>Zielseite</dt>
              <dd>
                <code>{campaign.landing_path}</code>
              </dd>
              {campaign.broadcast_sent_at && (
                <>
                  <dt>Als Nachricht gesendet</dt>
                  <dd>
                    {formatDateTime(campaign.broadcast_sent_at)} an {campaign.broadcast_sent ?? 0} Konten
                  </dd>
                </>
              )}
            </dl>
            <div className="admin-actions">
              <Link
                className="oabat-ui-button oabat-ui-button--primary"
                href={`/admin/kampagne/bewerben/${CAMPAIGN_TEMPLATE_INFO[campaign.template].medium}?kampagne=${campaign.id}`}
              >
                Bewerben: Links und QR-Codes
              </Link>
              <Link
                className="oabat-ui-button oabat-ui-button--flat"
                href={`/admin/kampagne/erstellen/${campaign.template}?kampagne=${campaign.id}`}
              >
                Bearbeiten
              </Link>
              <Button design="secondary-flat" onClick={() => setDeleting(true)}>
                Löschen
              </Button>
            </div>
          </Card>
          <CampaignResults campaign={campaign} />
          <Card as="section" className="area-card" aria-labelledby="campaign-teaser-title">
            <h2 id="campaign-teaser-title">Teaser</h2>
            <p className="admin-muted">
              So zeigt der Baustein „Kampagne“ sie auf Inhaltsseiten, solange sie läuft (Kurzname {campaign.slug}).
            </p>
            <CampaignTeaserCard teaser={campaign} href={campaignPath(campaign, 'inhaltsseite', 'web')} />
          </Card>
          <Dialog
            open={deleting}
            onClose={() => setDeleting(false)}
            title="Kampagne löschen?"
            actions={
              <>
                <Button design="flat" onClick={() => setDeleting(false)}>
                  Abbrechen
                </Button>
                <Button design="primary" disabled={action.pending} onClick={() => void remove()}>
                  Kampagne löschen
                </Button>
              </>
            }
          >
            <p>
              „{campaign.name}“ wird gelöscht; Teaser-Bausteine zeigen sie nicht mehr. Ihre Zahlen bleiben in Oabalytics
              unter „{campaign.slug}“, und verteilte Links führen weiter zur Zielseite.
            </p>
          </Dialog>
        </>
      )}
    </AreaPage>
  )
}
