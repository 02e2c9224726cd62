import { type BusinessSite, businessPagePath } from '@oabat/core'
import { Button, Card, Notice } from '@oabat/ui'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { useAuth } from '../auth/use-auth.ts'
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { SITE_FIELDS, SiteForm, type SiteFormValues, valuesOf } from './site-form.tsx'
import { siteAddressLine, sitePagePath } from './site-text.ts'
import './sites.css'

/** SPEC §2 /betrieb/standorte: the company's sites — list, create, edit, delete (never the last one). */
export function SitesPage() {
  const { user } = useAuth()
  // The business guard runs first; this only satisfies the types.
  if (!user?.business) return null
  return <Sites businessId={user.business.id} businessSlug={user.business.slug} />
}

function Sites({ businessId, businessSlug }: { businessId: number; businessSlug: string }) {
  const { data, error, mutate } = useApi('ownBusinessSites', { params: { businessId } })
  const [status, setStatus] = useState<string | null>(null)
  // After creating or deleting, focus goes to the success notice: the form's disabled button (or the
  // deleted site's „Löschen“) had it and is gone, so it would fall to the page top, unannounced.
  const statusBox = useRef<HTMLDivElement>(null)
  const [statusFocus, setStatusFocus] = useState(0)
  useEffect(() => {
    if (statusFocus) statusBox.current?.focus()
  }, [statusFocus])
  const [editing, setEditing] = useState<number | null>(null)
  // After editing in place, focus returns to that site's „Bearbeiten“ (the form it had gone to is gone).
  const refocus = useRef<number | null>(null)
  useEffect(() => {
    if (editing !== null || refocus.current === null) return
    document.querySelector<HTMLElement>(`[data-site-id="${refocus.current}"] .sites__actions button`)?.focus()
    refocus.current = null
  })
  const [deleting, setDeleting] = useState<BusinessSite | null>(null)
  const create = useFormAction(SITE_FIELDS)
  const [createKey, setCreateKey] = useState(0)

  const body = (values: SiteFormValues) => ({
    name: values.name.trim(),
    street: values.street.trim() || null,
    // Sent even when empty: the form has no place field, so „Postleitzahl oder Ort“ would confuse.
    postal_code: values.postal_code.trim(),
  })

  const onCreate = async (values: SiteFormValues) => {
    const result = await create.run(() => api('createBusinessSite', { params: { businessId }, body: body(values) }))
    if (!result) return
    setStatus(`Der Standort „${result.value.data.name}“ in ${result.value.data.city} wurde angelegt.`)
    setCreateKey((key) => key + 1)
    setStatusFocus((count) => count + 1)
    await mutate()
  }

  const sites = data?.data ?? []
  return (
    <AreaPage
      eyebrow="Dein Betrieb"
      title="Standorte"
      intro="Jede Stelle gehört zu einem Standort: dort finden Bewerberinnen und Bewerber sie in der Umkreissuche."
    >
      {status && (
        <div ref={statusBox} tabIndex={-1} className="sites__status">
          <Notice tone="success" title="Gespeichert">
            {status}
          </Notice>
        </div>
      )}
      <Card as="section" className="area-card sites" aria-labelledby="sites-list-title">
        <h2 id="sites-list-title">Eure Standorte</h2>
        {error ? (
          <LoadError subject="Die Liste der Standorte" error={error} onRetry={() => mutate()} />
        ) : !data ? (
          <Skeleton lines={4} label="Standorte werden geladen …" />
        ) : (
          <ul className="sites__list">
            {sites.map((site) => (
              <li key={site.id} className="sites__item" data-site-id={site.id}>
                {editing === site.id ? (
                  <EditSite
                    businessId={businessId}
                    site={site}
                    onDone={async (message) => {
                      refocus.current = site.id
                      setEditing(null)
                      if (message) {
                        setStatus(message)
                        await mutate()
                      }
                    }}
                  />
                ) : (
                  <>
                    <div className="sites__text">
                      <strong>
                        {site.name}
                        {site.is_main && <span className="sites__badge">Hauptsitz</span>}
                      </strong>
                      <span>{siteAddressLine(site)}</span>
                      <Link href={sitePagePath(businessSlug, site.slug)}>
                        Öffentliche Seite des Standorts<span className="visually-hidden"> ({site.name})</span>
                      </Link>
                    </div>
                    <div className="sites__actions">
                      <Button design="secondary-flat" size="small" onClick={() => setEditing(site.id)}>
                        Bearbeiten<span className="visually-hidden"> ({site.name})</span>
                      </Button>
                      <Button
                        design="flat"
                        size="small"
                        disabled={sites.length === 1}
                        aria-describedby={sites.length === 1 ? 'sites-last-hint' : undefined}
                        onClick={() => setDeleting(site)}
                      >
                        Löschen<span className="visually-hidden"> ({site.name})</span>
                      </Button>
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
        {sites.length === 1 && (
          <p id="sites-last-hint" className="area-card__muted">
            Der letzte Standort kann nicht gelöscht werden: Euer Betrieb braucht einen Ort.
          </p>
        )}
      </Card>

      <Card as="section" className="area-card" aria-labelledby="sites-new-title">
        <h2 id="sites-new-title">Neuen Standort anlegen</h2>
        <SiteForm
          key={createKey}
          idPrefix="site-new"
          initial={valuesOf(null)}
          state={create}
          submitLabel="Standort anlegen"
          onSubmit={onCreate}
        />
      </Card>
      <p>
        <Link href={businessPagePath(businessSlug)}>Zur öffentlichen Seite Eures Betriebs</Link>
      </p>

      <DeleteSiteDialog
        businessId={businessId}
        site={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={async (message) => {
          setDeleting(null)
          setStatus(message)
          setStatusFocus((count) => count + 1)
          await mutate()
        }}
      />
    </AreaPage>
  )
}

function EditSite(props: { businessId: number; site: BusinessSite; onDone: (message: string | null) => void }) {
  const { businessId, site, onDone } = props
  const update = useFormAction(SITE_FIELDS)
  const onSubmit = async (values: SiteFormValues) => {
    const before = valuesOf(site)
    // Only what changed: a new postal code moves the site and its jobs.
    const changes: { id: number; name?: string; street?: string | null; postal_code?: string } = { id: site.id }
    if (values.name.trim() !== before.name) changes.name = values.name.trim()
    if (values.street.trim() !== before.street) changes.street = values.street.trim() || null
    if (values.postal_code.trim() !== before.postal_code) changes.postal_code = values.postal_code.trim()
    if (Object.keys(changes).length === 1) return onDone(null)
    const result = await update.run(() => api('updateBusinessSite', { params: { businessId }, body: changes }))
    if (result) onDone(`Der Standort „${result.value.data.name}“ wurde gespeichert.`)
  }
  return (
    <SiteForm
      idPrefix={`site-${site.id}`}
      initial={valuesOf(site)}
      state={update}
      submitLabel="Speichern"
      onSubmit={onSubmit}
      onCancel={() => onDone(null)}
      focusOnMount
    />
  )
}

function DeleteSiteDialog(props: {
  businessId: number
  site: BusinessSite | null
  onClose: () => void
  onDeleted: (message: string) => void
}) {
  const { businessId, site, onClose, onDeleted } = props
  return (
    <ConfirmDeleteDialog
      open={site !== null}
      title="Standort löschen?"
      onClose={onClose}
      remove={() => api('deleteBusinessSite', { params: { businessId, siteId: site?.id ?? 0 } })}
      onDeleted={(answer) => onDeleted(answer.message)}
    >
      {site && (
        <p>
          „{site.name}“ ({siteAddressLine(site)}) wird gelöscht. Stellen dieses Standorts gehören danach zum Hauptsitz.
          Das lässt sich nicht rückgängig machen.
        </p>
      )}
    </ConfirmDeleteDialog>
  )
}
