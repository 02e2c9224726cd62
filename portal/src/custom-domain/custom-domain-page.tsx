import type { CustomDomain } from '@oabat/core/contract'
import { Button, Card, Notice, TextField } from '@oabat/ui'
import { type FormEvent, useState } from 'react'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog.tsx'
import { formatDate } from '../components/format.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { usePageHead } from '../head/use-page-head.ts'
import './custom-domain.css'

/**
 * /betrieb/eigene-domain and /region/eigene-domain (docs/custom-domain.md): a company with the pro
 * portal or a region sets its own domain, proves it with a DNS TXT record or a file, and then finds its
 * career site there.
 */
export function CustomDomainPage() {
  usePageHead({ title: 'Eigene Domain', description: '', canonicalPath: null })
  const { data, error, mutate, isLoading } = useApi('customDomain', {})
  const domain = data?.data ?? null

  return (
    <div className="custom-domain">
      <h1>Eigene Domain</h1>
      <p>
        Mit dem Pro-Portal zeigt Ihr Eure Karriereseite unter Eurer eigenen Domain, z. B. karriere.euer-betrieb.de: Eure
        offenen Stellen, Eure veröffentlichten Artikel und Seiten. Suchmaschinen finden die Inhalte weiter unter oabat,
        so gibt es nichts doppelt.
      </p>
      {error ? (
        <LoadError subject="Eure Domain" error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Skeleton lines={4} label="Eure Domain wird geladen …" />
      ) : (
        <>
          {domain ? <DomainStatus domain={domain} onChange={(next) => void mutate({ data: next })} /> : null}
          <DomainForm current={domain} onSaved={(next) => void mutate({ data: next }, { revalidate: false })} />
        </>
      )}
    </div>
  )
}

function DomainForm({ current, onSaved }: { current: CustomDomain | null; onSaved: (domain: CustomDomain) => void }) {
  const [value, setValue] = useState('')
  const action = useFormAction(['domain'])
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const result = await action.run(() => api('saveCustomDomain', { body: { domain: value } }))
    if (result) {
      setValue('')
      onSaved(result.value.data)
    }
  }
  return (
    <Card as="section" aria-labelledby="custom-domain-form-title">
      <form className="custom-domain__form" onSubmit={(event) => void submit(event)} noValidate>
        <h2 id="custom-domain-form-title">{current ? 'Andere Domain verwenden' : 'Domain eintragen'}</h2>
        <TextField
          label="Domain"
          hint="Nur die Domain, ohne https:// – z. B. karriere.euer-betrieb.de"
          value={value}
          maxLength={253}
          autoComplete="off"
          spellCheck={false}
          required
          error={action.fieldErrors.domain ?? null}
          onChange={(event) => setValue(event.target.value)}
        />
        {current ? (
          <p>Eine neue Domain muss neu bestätigt werden; bis dahin ist die Karriereseite nicht erreichbar.</p>
        ) : null}
        {action.formError ? <Notice tone="error">{action.formError}</Notice> : null}
        <div className="custom-domain__actions">
          <Button type="submit" disabled={action.pending}>
            Domain speichern
          </Button>
        </div>
      </form>
    </Card>
  )
}

function DomainStatus({ domain, onChange }: { domain: CustomDomain; onChange: (domain: CustomDomain | null) => void }) {
  const check = useFormAction([])
  const [confirming, setConfirming] = useState(false)
  const [checked, setChecked] = useState(false)
  const verified = domain.status === 'verified'
  const verify = async () => {
    setChecked(false)
    const result = await check.run(() => api('verifyCustomDomain', {}))
    if (result) {
      setChecked(true)
      onChange(result.value.data)
    }
  }
  const portalHost = typeof window === 'undefined' ? 'oabat' : window.location.host
  return (
    <Card as="section" aria-labelledby="custom-domain-status-title">
      <h2 id="custom-domain-status-title">{domain.domain}</h2>
      <p>
        <span className={`custom-domain__status${verified ? ' custom-domain__status--verified' : ''}`}>
          {verified ? 'Bestätigt' : 'Noch nicht bestätigt'}
        </span>
        {domain.verified_at ? ` seit ${formatDate(domain.verified_at)}` : null}
      </p>
      {verified ? (
        <p>
          Eure Karriereseite ist unter{' '}
          <a href={domain.site_url} target="_blank" rel="noopener noreferrer">
            {domain.site_url}
          </a>{' '}
          erreichbar.
        </p>
      ) : (
        <>
          <p>Bestätigt, dass die Domain Euch gehört – auf eine der beiden Arten:</p>
          <ol>
            <li>
              Legt bei Eurem DNS-Anbieter einen <strong>TXT-Eintrag</strong> für {domain.domain} mit diesem Wert an:
              <code className="custom-domain__value">{domain.txt_record}</code>
            </li>
            <li>
              Oder legt eine Datei unter <code>{domain.file_url}</code> ab, die nur diesen Wert enthält:
              <code className="custom-domain__value">{domain.txt_record}</code>
            </li>
          </ol>
          <p>
            Damit die Seite dann erscheint, zeigt die Domain außerdem (CNAME- oder A-Eintrag) auf {portalHost}; das
            Zertifikat für https holen wir automatisch.
          </p>
        </>
      )}
      {domain.last_error && !verified ? <Notice tone="error">{domain.last_error}</Notice> : null}
      {check.formError ? <Notice tone="error">{check.formError}</Notice> : null}
      {checked && verified ? <Notice tone="success">Die Domain ist bestätigt.</Notice> : null}
      <div className="custom-domain__actions">
        {verified ? null : (
          <Button type="button" onClick={() => void verify()} disabled={check.pending}>
            Jetzt prüfen
          </Button>
        )}
        <Button type="button" design="flat" onClick={() => setConfirming(true)}>
          Domain entfernen
        </Button>
      </div>
      <ConfirmDeleteDialog
        open={confirming}
        title="Domain entfernen?"
        onClose={() => setConfirming(false)}
        remove={() => api('deleteCustomDomain', {})}
        onDeleted={() => {
          setConfirming(false)
          onChange(null)
        }}
      >
        <p>
          Eure Karriereseite ist unter {domain.domain} dann nicht mehr erreichbar. Tragt Ihr die Domain später wieder
          ein, muss sie neu bestätigt werden.
        </p>
      </ConfirmDeleteDialog>
    </Card>
  )
}
