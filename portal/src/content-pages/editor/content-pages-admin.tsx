import { type AdminContentPage, CONTENT_PAGE_KINDS, type ContentPageKind, REGION_PAGE_KINDS } from '@oabat/core'
import { Button, Card, SelectField, TextField } from '@oabat/ui'
import { type FormEvent, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { api } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { useAuth } from '../../auth/use-auth.ts'
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog.tsx'
import { LoadError } from '../../components/load-error.tsx'
import { Skeleton } from '../../components/skeleton.tsx'
import { useFormAction } from '../../forms/use-form-action.ts'
import { usePageHead } from '../../head/use-page-head.ts'
import { KIND_LABELS } from './page-kinds.ts'
import './content-page-editor.css'

const NO_INPUT = {}

/**
 * /admin/seiten (every page) and /region/seiten (a region's own region pages): the content pages
 * with their state, a new page, and the way into the block editor (docs/content-pages.md, "Editor").
 */
export function ContentPagesAdmin({ base }: { base: '/admin/seiten' | '/region/seiten' }) {
  usePageHead({ title: 'Seiten', description: '', canonicalPath: null })
  const { data, error, mutate } = useApi('adminContentPages', NO_INPUT)
  const [removing, setRemoving] = useState<AdminContentPage | null>(null)
  return (
    <div className="block-editor">
      <h1>Seiten</h1>
      <p>Seiten aus Bausteinen: Entwürfe bearbeiten, in der Vorschau ansehen und veröffentlichen.</p>
      <NewPage base={base} />
      <Card as="section" aria-labelledby="pages-list">
        <h2 id="pages-list">Alle Seiten</h2>
        {error ? <LoadError subject="Die Seiten" plural error={error} onRetry={() => mutate()} /> : null}
        {!data && !error ? <Skeleton lines={4} label="Seiten werden geladen …" /> : null}
        {data && data.data.length === 0 ? <p className="block-editor__empty">Noch keine Seiten.</p> : null}
        {data && data.data.length > 0 ? (
          <table className="block-editor__table">
            <thead>
              <tr>
                <th scope="col">Pfad</th>
                <th scope="col">Titel</th>
                <th scope="col">Art</th>
                <th scope="col">Stand</th>
                <th scope="col">
                  <span className="visually-hidden">Aktionen</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((page) => (
                <tr key={page.id}>
                  <td>{page.published_version === null ? page.path : <a href={page.path}>{page.path}</a>}</td>
                  <td>{page.draft.title}</td>
                  <td>{KIND_LABELS[page.kind]}</td>
                  <td>
                    {page.published_version === null
                      ? 'Entwurf'
                      : `Fassung ${page.published_version}${page.has_unpublished_changes ? ', Entwurf geändert' : ''}`}
                  </td>
                  <td className="block-editor__row-actions">
                    <Link href={`${base}/${page.id}`} aria-label={`${page.path} bearbeiten`}>
                      Bearbeiten
                    </Link>
                    <Button
                      type="button"
                      design="flat"
                      size="small"
                      aria-label={`${page.path} löschen`}
                      onClick={() => setRemoving(page)}
                    >
                      Löschen
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </Card>
      <ConfirmDeleteDialog
        open={removing !== null}
        title="Seite löschen?"
        onClose={() => setRemoving(null)}
        remove={() => api('deleteContentPage', { params: { id: removing?.id ?? 0 } })}
        onDeleted={() => {
          setRemoving(null)
          void mutate()
        }}
      >
        {removing?.path} wird mit allen veröffentlichten Fassungen gelöscht. Das lässt sich nicht rückgängig machen.
      </ConfirmDeleteDialog>
    </div>
  )
}

/** A new page: path, kind, title and (for region pages) the region; then on to the editor. */
function NewPage({ base }: { base: string }) {
  const { user } = useAuth()
  const admin = user?.scope === 'admin'
  const kinds: readonly ContentPageKind[] = admin ? CONTENT_PAGE_KINDS : REGION_PAGE_KINDS
  const [path, setPath] = useState('')
  const [kind, setKind] = useState<ContentPageKind>(kinds[0] ?? 'generic')
  const [title, setTitle] = useState('')
  const [regionId, setRegionId] = useState('')
  const regions = useApi('regions', admin ? NO_INPUT : null)
  const action = useFormAction(['path', 'kind', 'region_id', 'draft.title', 'draft.redirect_to'])
  const [, navigate] = useLocation()
  const forRegion = (REGION_PAGE_KINDS as readonly string[]).includes(kind)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const region_id = admin ? (forRegion && regionId ? Number(regionId) : null) : (user?.region?.id ?? null)
    const result = await action.run(() =>
      api('createContentPage', {
        body: {
          path: path.trim(),
          kind,
          region_id,
          draft: {
            title,
            description: '',
            blocks: [],
            ...(kind === 'redirect' ? { redirect_to: '/' } : {}),
          },
        },
      }),
    )
    if (result) navigate(`${base}/${result.value.data.id}`)
  }

  return (
    <Card as="section" aria-labelledby="new-page">
      <h2 id="new-page">Neue Seite</h2>
      <form className="block-editor__new" onSubmit={submit} noValidate>
        <TextField
          label="Pfad"
          hint="z. B. /passau/ausbildung-2027: Kleinbuchstaben, Ziffern, Bindestriche"
          value={path}
          required
          error={action.fieldErrors.path}
          onChange={(e) => setPath(e.target.value)}
        />
        <SelectField
          label="Seitenart"
          options={kinds.map((value) => ({ value, label: KIND_LABELS[value] }))}
          value={kind}
          error={action.fieldErrors.kind}
          onChange={(e) => setKind(e.target.value as ContentPageKind)}
        />
        {admin && forRegion ? (
          <SelectField
            label="Region"
            placeholder="Bitte wählen"
            options={(regions.data?.data ?? []).map((region) => ({ value: String(region.id), label: region.name }))}
            value={regionId}
            error={action.fieldErrors.region_id}
            onChange={(e) => setRegionId(e.target.value)}
          />
        ) : null}
        <TextField
          label="Titel"
          value={title}
          required
          error={action.fieldErrors['draft.title']}
          onChange={(e) => setTitle(e.target.value)}
        />
        {action.formError ? (
          <p className="block-editor__error" role="alert">
            {action.formError}
          </p>
        ) : null}
        <Button type="submit" disabled={action.pending}>
          {action.pending ? 'Wird angelegt …' : 'Seite anlegen'}
        </Button>
      </form>
    </Card>
  )
}
