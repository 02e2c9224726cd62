import type { FailedMail } from '@oabat/core/contract'
import { Button, Card, Notice } from '@oabat/ui'
import { useState } from 'react'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { formatDateTime } from './admin-format.ts'
import { Pager } from './pager.tsx'

/** Where a failed mail stands, as the admin reads it. */
function stateOf(mail: FailedMail): string {
  return mail.sent_at ? `nachgesendet ${formatDateTime(mail.sent_at)}` : 'fehlgeschlagen'
}

/**
 * The mails SMTP refused (GET /api/admin/mails/failed; docs/admin.md „Fehlgeschlagene E-Mails“):
 * recipient, subject, state, the last error and the attempts, and „Erneut senden“ per failed mail.
 */
export function FailedMails() {
  const [page, setPage] = useState(1)
  const { data, error, mutate } = useApi('failedMails', { query: { page } })
  const [flash, setFlash] = useState<string | null>(null)
  const action = useFormAction([])
  const [busy, setBusy] = useState<number | null>(null)

  const retry = async (mail: FailedMail) => {
    setFlash(null)
    setBusy(mail.id)
    const answer = await action.run(() => api('retryFailedMail', { params: { id: mail.id } }))
    setBusy(null)
    await mutate()
    if (answer) setFlash(`Die E-Mail an ${mail.to} ist verschickt.`)
  }

  const rows = data?.data ?? []
  return (
    <Card as="section" className="area-card" aria-labelledby="failed-mails-title">
      <h2 id="failed-mails-title">Fehlgeschlagene E-Mails</h2>
      {flash && <Notice tone="success">{flash}</Notice>}
      {action.formError && <Notice tone="error">{action.formError}</Notice>}
      {error && <LoadError subject="Die fehlgeschlagenen E-Mails" plural error={error} onRetry={() => mutate()} />}
      {!error && !data && <Skeleton lines={3} label="Fehlgeschlagene E-Mails werden geladen …" />}
      {data && rows.length === 0 && (
        <p className="admin-muted">Keine. Jede E-Mail hat den Mailserver erreicht (oder liegt im Postausgang).</p>
      )}
      {rows.length > 0 && (
        <div className="admin-table-scroll">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">An</th>
                <th scope="col">Betreff</th>
                <th scope="col">Stand</th>
                <th scope="col">Letzter Fehler</th>
                <th scope="col">
                  <span className="visually-hidden">Aktionen</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((mail) => (
                <tr key={mail.id}>
                  <th scope="row" className="admin-table__email">
                    {mail.to}
                    <span className="admin-table__sub admin-muted">{formatDateTime(mail.created_at)}</span>
                  </th>
                  <td>{mail.subject}</td>
                  <td>
                    {stateOf(mail)}
                    <span className="admin-table__sub admin-muted">
                      {mail.attempts === 1 ? '1 Versuch' : `${mail.attempts} Versuche`}, zuletzt{' '}
                      {formatDateTime(mail.last_attempt_at)}
                    </span>
                  </td>
                  <td className="admin-table__email">{mail.error}</td>
                  <td className="admin-table__actions">
                    {!mail.sent_at && (
                      <Button
                        design="secondary"
                        size="small"
                        disabled={busy !== null}
                        aria-label={`E-Mail an ${mail.to} erneut senden`}
                        onClick={() => void retry(mail)}
                      >
                        {busy === mail.id ? 'Wird gesendet …' : 'Erneut senden'}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <Pager page={page} lastPage={data.meta.last_page} onPage={setPage} />}
    </Card>
  )
}
