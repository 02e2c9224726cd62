import { type CallOutput, formatEuro } from '@oabat/core'
import { Button, buttonClassName, Card, Dialog, Notice } from '@oabat/ui'
import { useState } from 'react'
import { Link, useSearch } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { useAuth } from '../auth/use-auth.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { downloadInvoice } from './invoice-download.ts'
import { dateDe, lastDayDe, periodLabel } from './store-cart.ts'
import './store.css'

type Answer = CallOutput<'businessSubscriptions'>
type Subscription = Answer['data'][number]
type Invoice = Answer['invoices'][number]

const STATES: Record<Subscription['state'], string> = {
  scheduled: 'beginnt bald',
  running: 'läuft, verlängert sich automatisch',
  cancelled: 'gekündigt',
  ended: 'beendet',
}

function SubscriptionItem({
  subscription,
  onCancel,
  onRenew,
  busy,
}: {
  subscription: Subscription
  onCancel: () => void
  onRenew: () => void
  busy: boolean
}) {
  const { current_period: period } = subscription
  return (
    <li className="area-people__item">
      <div>
        <p className="area-people__name">
          {subscription.product.name}
          {subscription.quantity > 1 ? ` × ${subscription.quantity}` : ''}
        </p>
        <p className="area-card__muted">
          {STATES[subscription.state]} ·{' '}
          {subscription.price === 0
            ? 'kostenloser Test'
            : `${formatEuro(subscription.price)} netto ${periodLabel(subscription.period_months)}`}
        </p>
        <p>
          Laufzeit: {dateDe(period.start)} – {lastDayDe(period.end)}
          {subscription.next_invoice_at && <> · nächste Rechnung am {dateDe(subscription.next_invoice_at)}</>}
          {subscription.ends_at && subscription.state !== 'ended' && <> · endet am {dateDe(subscription.ends_at)}</>}
        </p>
      </div>
      <div className="area-people__actions">
        {subscription.state === 'running' && (
          <Button design="secondary-flat" size="small" disabled={busy} onClick={onCancel}>
            Kündigen
          </Button>
        )}
        {subscription.state === 'cancelled' && subscription.price > 0 && (
          <Button design="secondary-flat" size="small" disabled={busy} onClick={onRenew}>
            Kündigung zurücknehmen
          </Button>
        )}
      </div>
    </li>
  )
}

function InvoiceItem({ businessId, invoice }: { businessId: number; invoice: Invoice }) {
  const [error, setError] = useState<string | null>(null)
  const download = (kind: 'pdf' | 'xrechnung') => {
    setError(null)
    downloadInvoice(businessId, invoice, kind).catch((failure: unknown) =>
      setError(failure instanceof Error ? failure.message : 'Die Rechnung konnte nicht geladen werden.'),
    )
  }
  return (
    <li className="area-people__item">
      <div>
        <p className="area-people__name">
          {invoice.kind === 'cancellation' ? 'Stornorechnung' : 'Rechnung'} {invoice.number}
        </p>
        <p className="area-card__muted">
          vom {dateDe(invoice.issued_at)} · {formatEuro(invoice.gross)} brutto (darin {formatEuro(invoice.vat)} USt.)
          {invoice.kind === 'invoice' && !invoice.cancelled_by_number && <> · zahlbar bis {dateDe(invoice.due_at)}</>}
          {invoice.cancels_number && <> · storniert {invoice.cancels_number}</>}
          {invoice.cancelled_by_number && <> · storniert durch {invoice.cancelled_by_number}</>}
        </p>
        {error && <Notice tone="error">{error}</Notice>}
      </div>
      <div className="area-people__actions">
        <Button
          design="secondary"
          size="small"
          onClick={() => download('pdf')}
          aria-label={`${invoice.number} als PDF herunterladen`}
        >
          PDF
        </Button>
        <Button
          design="secondary-flat"
          size="small"
          onClick={() => download('xrechnung')}
          aria-label={`${invoice.number} als E-Rechnung (XRechnung) herunterladen`}
        >
          E-Rechnung
        </Button>
      </div>
    </li>
  )
}

function OwnSubscriptions({ businessId }: { businessId: number }) {
  const own = useApi('businessSubscriptions', { params: { businessId } })
  const ordered = new URLSearchParams(useSearch()).get('bestellt')
  const [cancelling, setCancelling] = useState<Subscription | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const action = useFormAction([])

  const change = async (subscription: Subscription, autoRenew: boolean) => {
    setMessage(null)
    const answer = await action.run(() =>
      autoRenew
        ? api('updateSubscription', {
            params: { businessId, subscriptionId: subscription.id },
            body: { auto_renew: true },
          })
        : api('cancelSubscription', { params: { businessId, subscriptionId: subscription.id } }),
    )
    setCancelling(null)
    if (!answer) return
    setMessage(answer.value.message)
    await own.mutate()
  }

  if (own.error)
    return <LoadError subject="Deine Abonnements" plural error={own.error} onRetry={() => void own.mutate()} />
  if (!own.data) return <Skeleton lines={4} label="Abonnements werden geladen …" />
  const current = own.data.data.filter((s) => s.state !== 'ended')
  const ended = own.data.data.filter((s) => s.state === 'ended')
  return (
    <div className="area-page__grid">
      {ordered && (
        <Notice tone="success">
          Vielen Dank für Deine Bestellung! Deine Rechnung {ordered} findest Du unten; die Bestätigung kommt per E-Mail.
        </Notice>
      )}
      {message && <Notice tone="success">{message}</Notice>}
      {action.formError && <Notice tone="error">{action.formError}</Notice>}
      <Card as="section" className="area-card" aria-labelledby="subscriptions-title">
        <h2 id="subscriptions-title">Laufende Abonnements</h2>
        {current.length === 0 ? (
          <p>
            Du hast noch kein Abonnement. <Link href="/betrieb/store">Zum Store</Link>
          </p>
        ) : (
          <ul className="area-people">
            {current.map((subscription) => (
              <SubscriptionItem
                key={subscription.id}
                subscription={subscription}
                busy={action.pending}
                onCancel={() => setCancelling(subscription)}
                onRenew={() => void change(subscription, true)}
              />
            ))}
          </ul>
        )}
        <p>
          <Link href="/betrieb/store" className={buttonClassName({ design: 'primary', size: 'small' })}>
            Weitere Produkte buchen
          </Link>
        </p>
        {current.some((subscription) => subscription.product.slug === 'api_connection') && (
          <p>
            <Link href="/betrieb/api-schluessel">API-Schlüssel für die API-Anbindung verwalten</Link>
          </p>
        )}
      </Card>
      <Card as="section" className="area-card" aria-labelledby="invoices-title">
        <h2 id="invoices-title">Rechnungen</h2>
        {own.data.invoices.length === 0 ? (
          <p>Noch keine Rechnungen.</p>
        ) : (
          <ul className="area-people">
            {own.data.invoices.map((invoice) => (
              <InvoiceItem key={invoice.id} businessId={businessId} invoice={invoice} />
            ))}
          </ul>
        )}
        {own.data.billing_address && (
          <p className="area-card__muted">
            Rechnungsadresse: {own.data.billing_address.business_name}, {own.data.billing_address.street},{' '}
            {own.data.billing_address.postal_code} {own.data.billing_address.city} (
            {own.data.billing_address.country_code}). Du änderst sie bei Deiner nächsten Bestellung in der Kasse.
          </p>
        )}
      </Card>
      {ended.length > 0 && (
        <Card as="section" className="area-card" aria-labelledby="ended-title">
          <h2 id="ended-title">Beendete Abonnements</h2>
          <ul className="area-card__list">
            {ended.map((subscription) => (
              <li key={subscription.id}>
                {subscription.product.name}, beendet am{' '}
                {dateDe(subscription.ends_at ?? subscription.current_period.end)}
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Dialog
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={`${cancelling?.product.name ?? 'Abonnement'} kündigen?`}
        actions={
          <>
            <Button design="secondary-flat" onClick={() => setCancelling(null)}>
              Abbrechen
            </Button>
            <Button
              design="primary"
              disabled={action.pending}
              onClick={() => cancelling && void change(cancelling, false)}
            >
              {action.pending ? 'Wird gekündigt …' : 'Ja, kündigen'}
            </Button>
          </>
        }
      >
        {cancelling && (
          <p>
            Die Kündigung wirkt zum Ende der laufenden Laufzeit am {lastDayDe(cancelling.current_period.end)}. Bis dahin
            kannst Du {cancelling.product.name} weiter nutzen; danach gibt es keine weitere Rechnung.
          </p>
        )}
      </Dialog>
    </div>
  )
}

/** /betrieb/abonnements: running subscriptions with period and next invoice, cancellation, invoices to download. */
export function SubscriptionsPage() {
  const { user } = useAuth()
  const businessId = user?.business?.id
  return (
    <AreaPage eyebrow="Store" title="Abonnements und Rechnungen">
      {businessId ? <OwnSubscriptions businessId={businessId} /> : <Skeleton lines={3} label="Wird geladen …" />}
    </AreaPage>
  )
}
