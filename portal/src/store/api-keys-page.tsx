import { API_KEYS_MAX } from '@oabat/core'
import type { ApiKey } from '@oabat/core/contract'
import { Button, buttonClassName, Card, Notice, TextField } from '@oabat/ui'
import { type FormEvent, useState } from 'react'
import { Link } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { useAuth } from '../auth/use-auth.ts'
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { CodeBlock } from '../embeds/embed-codes.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { dateDe } from './store-cart.ts'
import './store.css'

const API_BASE = '/api/public/v1/jobs'

function KeyItem({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  return (
    <li className="area-people__item">
      <div>
        <p className="area-people__name">{apiKey.name}</p>
        <p className="area-card__muted">
          <code>{apiKey.key_hint}</code> · angelegt am {dateDe(apiKey.created_at)}
          {apiKey.created_by && <> von {apiKey.created_by}</>} ·{' '}
          {apiKey.revoked_at
            ? `widerrufen am ${dateDe(apiKey.revoked_at)}`
            : apiKey.last_used_at
              ? `zuletzt genutzt am ${dateDe(apiKey.last_used_at)}`
              : 'noch nicht genutzt'}
        </p>
      </div>
      {!apiKey.revoked_at && (
        <div className="area-people__actions">
          <Button design="secondary-flat" size="small" onClick={onRevoke} aria-label={`${apiKey.name} widerrufen`}>
            Widerrufen
          </Button>
        </div>
      )}
    </li>
  )
}

/** The new key, shown this one time with a copy button. */
function NewKey({ name, apiKey }: { name: string; apiKey: string }) {
  return (
    <Card as="section" className="area-card" aria-labelledby="api-key-new-title">
      <h2 id="api-key-new-title">Dein neuer Schlüssel „{name}“</h2>
      <Notice tone="info">
        Kopiere den Schlüssel jetzt und bewahre ihn sicher auf: Er wird nur dieses eine Mal angezeigt. Wir speichern ihn
        nicht im Klartext.
      </Notice>
      <CodeBlock snippet={{ title: 'API-Schlüssel', text: 'für den Header Authorization: Bearer …', code: apiKey }} />
      <CodeBlock
        snippet={{
          title: 'Beispiel',
          text: 'Deine Stellen abrufen',
          code: `curl -H "Authorization: Bearer ${apiKey}" ${window.location.origin}${API_BASE}`,
        }}
      />
    </Card>
  )
}

function OwnApiKeys({ businessId }: { businessId: number }) {
  const keys = useApi('apiKeys', { params: { businessId } })
  const [name, setName] = useState('')
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null)
  const [revoking, setRevoking] = useState<ApiKey | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const action = useFormAction(['name'])

  const create = async (event: FormEvent) => {
    event.preventDefault()
    setMessage(null)
    const answer = await action.run(() => api('createApiKey', { params: { businessId }, body: { name } }))
    if (!answer) return
    setCreated({ name: answer.value.data.name, key: answer.value.key })
    setName('')
    await keys.mutate()
  }

  if (keys.error)
    return <LoadError subject="Deine API-Schlüssel" plural error={keys.error} onRetry={() => void keys.mutate()} />
  if (!keys.data) return <Skeleton lines={4} label="API-Schlüssel werden geladen …" />
  const active = keys.data.data.filter((k) => !k.revoked_at)
  const revoked = keys.data.data.filter((k) => k.revoked_at)
  return (
    <div className="area-page__grid">
      {!keys.data.has_product && (
        <Notice tone="info">
          Für API-Schlüssel braucht Dein Unternehmen das Produkt „API-Anbindung“.{' '}
          <Link href="/betrieb/store/feature/api_connection">API-Anbindung im Store ansehen</Link>
        </Notice>
      )}
      {message && <Notice tone="success">{message}</Notice>}
      {created && <NewKey name={created.name} apiKey={created.key} />}
      {keys.data.has_product && (
        <Card as="section" className="area-card" aria-labelledby="api-key-create-title">
          <h2 id="api-key-create-title">Neuer Schlüssel</h2>
          <form onSubmit={create} noValidate>
            <TextField
              label="Name des Schlüssels"
              name="name"
              required
              maxLength={80}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={action.fieldErrors.name}
              hint="Wofür nutzt Du ihn? Zum Beispiel „Bewerbermanagement“."
            />
            {action.formError && <Notice tone="error">{action.formError}</Notice>}
            <p>
              <Button type="submit" design="primary" disabled={action.pending || active.length >= API_KEYS_MAX}>
                {action.pending ? 'Wird angelegt …' : 'Schlüssel anlegen'}
              </Button>
            </p>
          </form>
        </Card>
      )}
      <Card as="section" className="area-card" aria-labelledby="api-keys-title">
        <h2 id="api-keys-title">Aktive Schlüssel</h2>
        {active.length === 0 ? (
          <p>Du hast noch keinen aktiven Schlüssel.</p>
        ) : (
          <ul className="area-people">
            {active.map((apiKey) => (
              <KeyItem key={apiKey.id} apiKey={apiKey} onRevoke={() => setRevoking(apiKey)} />
            ))}
          </ul>
        )}
        <p className="area-card__muted">
          Mit einem Schlüssel liest, legt an, ändert und nimmt Dein System Deine Stellen offline: {API_BASE}. Alle
          Aufrufe beschreibt die <a href="/api/docs">API-Dokumentation</a> (Abschnitt „API-Anbindung: Stellen“).
        </p>
      </Card>
      {revoked.length > 0 && (
        <Card as="section" className="area-card" aria-labelledby="api-keys-revoked-title">
          <h2 id="api-keys-revoked-title">Widerrufene Schlüssel</h2>
          <ul className="area-people">
            {revoked.map((apiKey) => (
              <KeyItem key={apiKey.id} apiKey={apiKey} onRevoke={() => undefined} />
            ))}
          </ul>
        </Card>
      )}
      <ConfirmDeleteDialog
        open={revoking !== null}
        title={`Schlüssel „${revoking?.name ?? ''}“ widerrufen?`}
        onClose={() => setRevoking(null)}
        remove={() => api('revokeApiKey', { params: { businessId, apiKeyId: revoking?.id ?? 0 } })}
        onDeleted={(answer) => {
          setRevoking(null)
          setMessage(answer.message)
          void keys.mutate()
        }}
      >
        <p>
          Der Schlüssel gilt sofort nicht mehr: Systeme, die ihn nutzen, bekommen keinen Zugriff mehr auf Deine Stellen.
          Das lässt sich nicht rückgängig machen.
        </p>
      </ConfirmDeleteDialog>
    </div>
  )
}

/** /betrieb/api-schluessel: the API keys of the API connection product (docs/store.md „API-Anbindung“). */
export function ApiKeysPage() {
  const { user } = useAuth()
  const businessId = user?.business?.id
  return (
    <AreaPage
      eyebrow="Store"
      title="API-Schlüssel"
      intro="Verbinde Dein Bewerbermanagement oder Deine Karriereseite mit oabat: Mit einem API-Schlüssel pflegt Dein System Deine Stellen."
    >
      {businessId ? <OwnApiKeys businessId={businessId} /> : <Skeleton lines={3} label="Wird geladen …" />}
      <p>
        <Link href="/betrieb/abonnements" className={buttonClassName({ design: 'secondary-flat', size: 'small' })}>
          Zu Deinen Abonnements
        </Link>
      </p>
    </AreaPage>
  )
}
