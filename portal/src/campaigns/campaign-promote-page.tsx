import {
  CAMPAIGN_KEY,
  CAMPAIGN_MEDIA,
  CAMPAIGN_MEDIUM_INFO,
  CAMPAIGN_TEMPLATE_INFO,
  type CampaignMedium,
  campaignLink,
  campaignMessage,
  isCampaignMedium,
} from '@oabat/core'
import type { Campaign } from '@oabat/core/contract'
import { Button, Card, Dialog, Notice, TextField } from '@oabat/ui'
import { useId, useState } from 'react'
import { Link, useSearchParams } from 'wouter'
import { receiversText } from '../admin/broadcast-roles.ts'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { copyOrSelect } from '../components/copy-text.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { formatPeriod } from '../oabalytics/period.ts'
import { QrCode } from '../schools/qr-code.tsx'
import { targetText } from './campaign-target.ts'
import { StatusBadge } from './campaigns-page.tsx'
import '../admin-livestreams/admin-livestreams.css'
import '../admin/admin.css'
import './campaigns.css'

/**
 * SPEC §2 /admin/kampagne/bewerben/{mediaId?}: promote a campaign (`?kampagne={id}`) through one
 * medium (`mediaId`: social, email, chat, print, web; default the template's): a tracked link and
 * QR code per source, and for the chat the message to the campaign's target group.
 */
export function CampaignPromotePage({ medium }: { medium: string | undefined }) {
  const [params] = useSearchParams()
  const id = Number.parseInt(params.get('kampagne') ?? '', 10)
  const chosen = Number.isInteger(id) && id > 0
  const { data, error, mutate } = useApi('campaign', chosen ? { params: { id } } : null)
  const campaign = data?.data
  if (!chosen) return <CampaignChoice medium={medium} />
  const unknownMedium = medium !== undefined && !isCampaignMedium(medium)
  const current: CampaignMedium | undefined =
    medium !== undefined && isCampaignMedium(medium)
      ? medium
      : campaign
        ? CAMPAIGN_TEMPLATE_INFO[campaign.template].medium
        : undefined
  return (
    <AreaPage eyebrow="Kampagne bewerben" title={campaign?.name ?? 'Kampagne bewerben'}>
      <p>
        <Link href={`/admin/kampagne?kampagne=${id}`}>← Zur Kampagne und ihren Zahlen</Link>
      </p>
      {error && <LoadError subject="Die Kampagne" error={error} onRetry={() => mutate()} />}
      {!error && !campaign && <Skeleton lines={5} label="Kampagne wird geladen …" />}
      {unknownMedium && <Notice tone="error">Dieses Medium gibt es nicht. Gezeigt wird das der Vorlage.</Notice>}
      {campaign && current && (
        <>
          <p>
            <StatusBadge status={campaign.status} /> {formatPeriod({ from: campaign.starts_on, to: campaign.ends_on })}{' '}
            · Zielgruppe: {targetText(campaign)}
          </p>
          <nav aria-label="Medien">
            <ul className="campaign-media">
              {CAMPAIGN_MEDIA.map((key) => (
                <li key={key}>
                  <Link
                    className={`oabat-ui-button oabat-ui-button--${key === current ? 'primary' : 'flat'}`}
                    href={`/admin/kampagne/bewerben/${key}?kampagne=${campaign.id}`}
                    aria-current={key === current ? 'page' : undefined}
                  >
                    {CAMPAIGN_MEDIUM_INFO[key].label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <MediumLinks key={current} campaign={campaign} medium={current} />
          {current === 'chat' && <ChatBroadcast campaign={campaign} onSent={() => void mutate()} />}
        </>
      )}
    </AreaPage>
  )
}

function CampaignChoice({ medium }: { medium: string | undefined }) {
  const { data, error, mutate } = useApi('campaigns', { query: { status: 'running', sort: '-starts_on', page: 1 } })
  const suffix = medium && isCampaignMedium(medium) ? `/${medium}` : ''
  return (
    <AreaPage
      eyebrow="Kampagnen"
      title="Kampagne bewerben"
      intro="Wähle eine laufende Kampagne: Du bekommst ihre Links und QR-Codes je Quelle, und kannst sie als Nachricht senden."
    >
      <Card as="section" className="area-card" aria-labelledby="campaign-choice-title">
        <h2 id="campaign-choice-title">Laufende Kampagnen</h2>
        {error && <LoadError subject="Die Kampagnen" plural error={error} onRetry={() => mutate()} />}
        {!error && !data && <Skeleton lines={3} label="Kampagnen werden geladen …" />}
        {data && data.data.length === 0 && (
          <p className="admin-muted">
            Gerade läuft keine Kampagne. <Link href="/admin/kampagne">Alle Kampagnen</Link> ·{' '}
            <Link href="/admin/kampagne/erstellen">Neue Kampagne</Link>
          </p>
        )}
        {data && data.data.length > 0 && (
          <ul>
            {data.data.map((campaign) => (
              <li key={campaign.id}>
                <Link href={`/admin/kampagne/bewerben${suffix}?kampagne=${campaign.id}`}>{campaign.name}</Link>{' '}
                <span className="admin-muted">
                  ({formatPeriod({ from: campaign.starts_on, to: campaign.ends_on })})
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </AreaPage>
  )
}

/** The tracked links of one medium: one per usual source, and one for a source the admin names. */
function MediumLinks({ campaign, medium }: { campaign: Campaign; medium: CampaignMedium }) {
  const [custom, setCustom] = useState('')
  const info = CAMPAIGN_MEDIUM_INFO[medium]
  const customSource = custom.trim()
  const customValid = CAMPAIGN_KEY.test(customSource)
  return (
    <Card as="section" className="area-card" aria-labelledby="campaign-links-title">
      <h2 id="campaign-links-title">Links für {info.label}</h2>
      <p className="admin-muted">
        Jeder Link führt zu {campaign.landing_path} und zählt für „{campaign.slug}“ mit seiner Quelle und dem Medium{' '}
        {medium}.{campaign.status !== 'running' && ' Gezählt wird erst im Zeitraum der Kampagne.'}
      </p>
      <ul className="campaign-links">
        {info.sources.map(({ source, label }) => (
          <TrackedLink key={source} campaign={campaign} source={source} medium={medium} label={label} />
        ))}
        {customValid && (
          <TrackedLink
            campaign={campaign}
            source={customSource}
            medium={medium}
            label={`Eigene Quelle: ${customSource}`}
          />
        )}
      </ul>
      <TextField
        label="Eigene Quelle (optional)"
        value={custom}
        onChange={(event) => setCustom(event.target.value)}
        error={
          customSource && !customValid ? 'Nur Kleinbuchstaben, Ziffern und Bindestriche, z. B. messe-passau.' : null
        }
        hint="Zum Beispiel der Name einer Messe oder eines Partners; ergibt einen Link mehr."
      />
    </Card>
  )
}

/** One link: to copy, and as a QR code to download for print. */
function TrackedLink({
  campaign,
  source,
  medium,
  label,
}: {
  campaign: Campaign
  source: string
  medium: CampaignMedium
  label: string
}) {
  const inputId = useId()
  const qrId = useId()
  const [status, setStatus] = useState('')
  const link = campaignLink(location.origin, campaign, source, medium)
  const copy = async () => {
    const done = await copyOrSelect(link, inputId)
    setStatus(done === 'copied' ? 'Link kopiert.' : 'Der Link ist markiert: kopiere ihn mit Strg+C (Mac: ⌘+C).')
  }
  const downloadQr = () => {
    const svg = document.getElementById(qrId)?.querySelector('svg')
    if (!svg) return
    const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml' }))
    const anchor = document.createElement('a')
    anchor.href = url
    anchor.download = `qr-${campaign.slug}-${source}.svg`
    anchor.click()
    URL.revokeObjectURL(url)
  }
  return (
    <li className="campaign-link" data-source={source}>
      <div>
        <TextField id={inputId} label={label} value={link} readOnly className="campaign-link__url" />
        <p className="admin-actions">
          <Button design="secondary-flat" size="small" onClick={() => void copy()}>
            Link kopieren<span className="visually-hidden"> ({label})</span>
          </Button>
          <Button design="flat" size="small" onClick={downloadQr}>
            QR-Code herunterladen<span className="visually-hidden"> ({label})</span>
          </Button>
          <span role="status" aria-live="polite">
            {status}
          </span>
        </p>
      </div>
      <div id={qrId}>
        <QrCode text={link} label={`QR-Code für ${label}`} size={medium === 'print' ? 200 : 120} />
      </div>
    </li>
  )
}

/** The campaign as a message of the oabat team to its target group (POST …/broadcast), asked first. */
function ChatBroadcast({ campaign, onSent }: { campaign: Campaign; onSent: () => void }) {
  const preview = useApi('campaignBroadcastRecipients', campaign.target_role ? { params: { id: campaign.id } } : null)
  const [confirming, setConfirming] = useState(false)
  const [flash, setFlash] = useState<string | null>(null)
  const action = useFormAction([])
  const count = preview.data?.count
  const send = async () => {
    const answer = await action.run(() => api('broadcastCampaign', { params: { id: campaign.id } }))
    setConfirming(false)
    if (!answer) return
    const { sent, skipped } = answer.value
    setFlash(
      `Gesendet an ${sent.toLocaleString('de-DE')} ${sent === 1 ? 'Konto' : 'Konten'}` +
        (skipped > 0 ? ` (${skipped} ausgelassen: Unterhaltung blockiert).` : '.'),
    )
    onSent()
  }
  return (
    <Card as="section" className="area-card" aria-labelledby="campaign-broadcast-title">
      <h2 id="campaign-broadcast-title">Als Nachricht senden</h2>
      {flash && <Notice tone="success">{flash}</Notice>}
      {action.formError && <Notice tone="error">{action.formError}</Notice>}
      {!campaign.target_role ? (
        <p className="admin-muted">
          Die Kampagne hat keine Zielgruppe.{' '}
          <Link href={`/admin/kampagne/erstellen/${campaign.template}?kampagne=${campaign.id}`}>Zielgruppe wählen</Link>
        </p>
      ) : (
        <>
          <p className="admin-muted" aria-live="polite">
            An: {targetText(campaign)}.{' '}
            {preview.error
              ? `Die Zahl der Empfänger fehlt: ${preview.error.message}`
              : count === undefined
                ? 'Empfänger werden gezählt …'
                : receiversText(count)}
          </p>
          <pre className="campaign-message">{campaignMessage(campaign, location.origin)}</pre>
          {campaign.broadcast_sent_at && (
            <p className="admin-muted">
              Diese Kampagne wurde schon einmal gesendet; ein zweites Mal kommt sie erneut an.
            </p>
          )}
          <div className="admin-actions">
            <Button
              design="primary"
              disabled={action.pending || !count || campaign.status !== 'running'}
              onClick={() => setConfirming(true)}
            >
              Nachricht senden …
            </Button>
          </div>
          {campaign.status !== 'running' && (
            <p className="admin-muted">Gesendet wird nur, solange die Kampagne läuft.</p>
          )}
        </>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Kampagne als Nachricht senden?"
        actions={
          <>
            <Button design="flat" onClick={() => setConfirming(false)}>
              Abbrechen
            </Button>
            <Button design="primary" disabled={action.pending} onClick={() => void send()}>
              An {count ?? 0} senden
            </Button>
          </>
        }
      >
        <p>
          „{campaign.title}“ geht als Nachricht des oabat Teams an {count ?? 0} Konten ({targetText(campaign)}).
        </p>
      </Dialog>
    </Card>
  )
}
