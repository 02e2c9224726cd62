import {
  type AdminContentPage,
  ApiRequestError,
  CONTENT_PAGE_KINDS,
  type ContentPageBlockType,
  type ContentPageContent,
  REGION_PAGE_KINDS,
} from '@oabat/core'
import { Button, SelectField, TextAreaField, TextField } from '@oabat/ui'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import { api } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { cacheDraft, cachedDraft, forgetDraft } from '../../articles/article-editor-cache.ts'
import { RestoredDraftNotice } from '../../articles/restored-draft-notice.tsx'
import { useAuth } from '../../auth/use-auth.ts'
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog.tsx'
import { LoadError } from '../../components/load-error.tsx'
import { Skeleton } from '../../components/skeleton.tsx'
import { usePageHead } from '../../head/use-page-head.ts'
import { NotFoundPage } from '../../pages/not-found-page.tsx'
import { BLOCK_KINDS, BLOCK_TYPES } from './block-catalog.ts'
import { BlockFields, type Settings } from './block-fields.tsx'
import { KIND_LABELS } from './page-kinds.ts'
import { PageVersions } from './page-versions.tsx'
import './content-page-editor.css'

/** One block in the editor: a key of its own (React, focus) and its settings. */
interface EditorBlock {
  key: string
  type: ContentPageBlockType
  settings: Settings
}

/** What the editor keeps of unsaved work in localStorage (SPEC §3 articleEditorCache, key `seite-{id}`). */
interface CachedPage {
  page: Pick<AdminContentPage, 'path' | 'kind' | 'region_id'> & { owner_business_slug?: string | null }
  draft: ContentPageContent
}

const NO_INPUT = {}
let nextKey = 0
const keyed = (blocks: ContentPageContent['blocks']): EditorBlock[] =>
  blocks.map(({ type, ...settings }) => ({ key: `b${++nextKey}`, type, settings }))

/** The page's own settings (path, kind, owners), which change on saving, not on publishing. */
const placeOf = (page: AdminContentPage): CachedPage['page'] => ({
  path: page.path,
  kind: page.kind,
  region_id: page.region_id,
  owner_business_slug: page.owner_business_slug,
})

const PREVIEW_WIDTHS = { phone: 360, desktop: 1280 } as const
type PreviewWidth = keyof typeof PREVIEW_WIDTHS

/**
 * /admin/seiten/{id} and /region/seiten/{id}: the block editor of one content page
 * (docs/content-pages.md, "Editor"). Blocks are added, moved up and down, edited and removed; the
 * draft is saved, previewed at phone and desktop width (the real preview page in a frame) and
 * published. Every change is kept in localStorage until it is saved, so a reload loses nothing.
 */
export function ContentPageEditor({ id, base }: { id: string; base: '/admin/seiten' | '/region/seiten' }) {
  const valid = /^[1-9]\d{0,9}$/.test(id)
  const { data, error, mutate } = useApi('adminContentPage', valid ? { params: { id: Number(id) } } : null, {
    revalidateOnFocus: false,
  })
  usePageHead({ title: 'Seite bearbeiten', description: '', canonicalPath: null })
  // A restored version replaces the draft: the editor starts again from it (a new key), saying so.
  const [restored, setRestored] = useState<{ generation: number; message: string } | null>(null)
  if (!valid || (error instanceof ApiRequestError && error.status === 404)) return <NotFoundPage />
  if (error) return <LoadError subject="Die Seite" error={error} onRetry={() => mutate()} />
  if (!data) return <Skeleton lines={8} label="Seite wird geladen …" />
  return (
    <Editor
      key={restored?.generation ?? 0}
      page={data.data}
      base={base}
      startMessage={restored?.message ?? null}
      onSaved={(page) => mutate({ data: page }, { revalidate: false })}
      onRestored={(page, version) => {
        void mutate({ data: page }, { revalidate: false })
        setRestored((current) => ({
          generation: (current?.generation ?? 0) + 1,
          message: `Fassung ${version} wiederhergestellt: online als Fassung ${page.published_version}.`,
        }))
      }}
    />
  )
}

function Editor({
  page,
  base,
  startMessage,
  onSaved,
  onRestored,
}: {
  page: AdminContentPage
  base: string
  startMessage: string | null
  onSaved: (page: AdminContentPage) => void
  onRestored: (page: AdminContentPage, version: number) => void
}) {
  const cacheKey = `seite-${page.id}`
  const [restored] = useState(() => cachedDraft<CachedPage>(cacheKey))
  const start = restored ?? { page: placeOf(page), draft: page.draft }
  const [meta, setMeta] = useState(start.page)
  const [content, setContent] = useState(() => {
    const { blocks: _blocks, ...rest } = start.draft
    return rest
  })
  const [blocks, setBlocks] = useState<EditorBlock[]>(() => keyed(start.draft.blocks))
  const [showRestored, setShowRestored] = useState(restored !== null)
  const [dirty, setDirty] = useState(restored !== null)
  const [status, setStatus] = useState<{ pending: string | null; error: ApiRequestError | null; done: string | null }>({
    pending: null,
    error: null,
    done: startMessage,
  })
  const [newType, setNewType] = useState<ContentPageBlockType>('rich_text')
  const [removing, setRemoving] = useState<EditorBlock | null>(null)
  const [preview, setPreview] = useState<{ width: PreviewWidth; version: number } | null>(null)
  const focusAfter = useRef<string | null>(null)

  // After a move the moved block's button keeps the focus (the list is re-ordered under it).
  useEffect(() => {
    if (!focusAfter.current) return
    document.getElementById(focusAfter.current)?.focus()
    focusAfter.current = null
  })

  const draftOf = (): ContentPageContent => ({
    ...content,
    blocks: blocks.map((block) => ({ type: block.type, ...block.settings }) as ContentPageContent['blocks'][number]),
  })

  // Every change is kept until it is saved (SPEC §3 articleEditorCache).
  const remember = (next: { meta?: typeof meta; content?: typeof content; blocks?: EditorBlock[] }) => {
    const cached: CachedPage = {
      page: next.meta ?? meta,
      draft: {
        ...(next.content ?? content),
        blocks: (next.blocks ?? blocks).map(
          (block) => ({ type: block.type, ...block.settings }) as ContentPageContent['blocks'][number],
        ),
      },
    }
    cacheDraft(cacheKey, cached)
    setDirty(true)
    setStatus((s) => ({ ...s, done: null }))
  }
  const changeMeta = (next: Partial<typeof meta>) => {
    const updated = { ...meta, ...next }
    setMeta(updated)
    remember({ meta: updated })
  }
  const changeContent = (next: Partial<typeof content>) => {
    const updated = { ...content, ...next }
    for (const key of Object.keys(next) as Array<keyof typeof content>) if (updated[key] === '') delete updated[key]
    setContent(updated)
    remember({ content: updated })
  }
  const changeBlocks = (updated: EditorBlock[]) => {
    setBlocks(updated)
    remember({ blocks: updated })
  }

  const move = (index: number, by: -1 | 1) => {
    const target = index + by
    if (target < 0 || target >= blocks.length) return
    const updated = [...blocks]
    const [block] = updated.splice(index, 1)
    if (!block) return
    updated.splice(target, 0, block)
    const edge = target === 0 ? 'down' : target === blocks.length - 1 ? 'up' : by === -1 ? 'up' : 'down'
    focusAfter.current = `${block.key}-${edge}`
    changeBlocks(updated)
  }

  const add = () => {
    const block: EditorBlock = { key: `b${++nextKey}`, type: newType, settings: BLOCK_KINDS[newType].initial() }
    focusAfter.current = `${block.key}-title`
    changeBlocks([...blocks, block])
  }

  const discardRestored = () => {
    forgetDraft(cacheKey)
    setMeta(placeOf(page))
    const { blocks: saved, ...rest } = page.draft
    setContent(rest)
    setBlocks(keyed(saved))
    setShowRestored(false)
    setDirty(false)
  }

  const save = async (): Promise<AdminContentPage | null> => {
    const body = { ...meta, draft: draftOf() }
    const answer = await api('updateContentPage', { params: { id: page.id }, body })
    forgetDraft(cacheKey)
    setDirty(false)
    setShowRestored(false)
    onSaved(answer.data)
    return answer.data
  }

  const run = async (label: string, action: () => Promise<string>) => {
    setStatus({ pending: label, error: null, done: null })
    try {
      const done = await action()
      setStatus({ pending: null, error: null, done })
    } catch (caught) {
      setStatus({
        pending: null,
        error: caught instanceof ApiRequestError ? caught : new ApiRequestError(0, null),
        done: null,
      })
    }
  }

  const saveDraft = () =>
    run('Wird gespeichert …', async () => {
      await save()
      return 'Entwurf gespeichert.'
    })
  const showPreview = (width: PreviewWidth) =>
    run('Vorschau wird vorbereitet …', async () => {
      await save()
      setPreview((current) => ({ width, version: (current?.version ?? 0) + 1 }))
      return `Vorschau in ${width === 'phone' ? 'Handybreite (360 px)' : 'Desktopbreite (1280 px)'}.`
    })
  const publish = () =>
    run('Wird veröffentlicht …', async () => {
      await save()
      const answer = await api('publishContentPage', { params: { id: page.id } })
      onSaved(answer.data)
      return `Veröffentlicht als Fassung ${answer.data.published_version} unter ${answer.data.path}.`
    })

  const fieldErrors = status.error?.fieldErrors ?? {}
  const errorAt = (path: string) => fieldErrors[path]?.[0] ?? null
  const blockErrors = (index: number) =>
    Object.entries(fieldErrors)
      .filter(([key]) => key === `draft.blocks.${index}` || key.startsWith(`draft.blocks.${index}.`))
      .map(([, messages]) => messages[0])
  const { user } = useAuth()
  const admin = user?.scope === 'admin'
  const kinds = admin ? CONTENT_PAGE_KINDS : REGION_PAGE_KINDS
  const regions = useApi('regions', admin ? NO_INPUT : null)

  return (
    <div className="block-editor">
      <header className="block-editor__head">
        <p>
          <Link href={base}>← Alle Seiten</Link>
        </p>
        <h1>„{content.title || meta.path}“ bearbeiten</h1>
        <p className="block-editor__state" role="status">
          {page.published_version === null
            ? 'Noch nicht veröffentlicht.'
            : `Veröffentlicht: Fassung ${page.published_version}${page.has_unpublished_changes ? ' – der Entwurf hat Änderungen.' : '.'}`}
          {dirty ? ' Ungespeicherte Änderungen.' : ''}
        </p>
      </header>
      {showRestored ? <RestoredDraftNotice subject="diese Seite" onDiscard={discardRestored} /> : null}
      <section className="block-editor__section" aria-labelledby="page-settings">
        <h2 id="page-settings">Seite</h2>
        <TextField
          label="Pfad"
          hint="z. B. /passau/ausbildung-2027"
          value={meta.path}
          error={errorAt('path')}
          onChange={(e) => changeMeta({ path: e.target.value })}
        />
        <SelectField
          label="Seitenart"
          options={kinds.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
          value={meta.kind}
          error={errorAt('kind')}
          onChange={(e) => {
            const kind = e.target.value as typeof meta.kind
            // A region's page belongs to no company.
            const regionKind = (REGION_PAGE_KINDS as readonly string[]).includes(kind)
            changeMeta(regionKind ? { kind, owner_business_slug: null } : { kind })
          }}
        />
        {admin && (REGION_PAGE_KINDS as readonly string[]).includes(meta.kind) ? (
          <SelectField
            label="Region"
            placeholder="Bitte wählen"
            options={(regions.data?.data ?? []).map((region) => ({ value: String(region.id), label: region.name }))}
            value={meta.region_id ? String(meta.region_id) : ''}
            error={errorAt('region_id')}
            onChange={(e) => changeMeta({ region_id: e.target.value ? Number(e.target.value) : null })}
          />
        ) : null}
        {admin && !(REGION_PAGE_KINDS as readonly string[]).includes(meta.kind) ? (
          <TextField
            label="Betrieb mit eigener Domain (optional)"
            hint="Die Adresse des Betriebs wie in /betriebe/…: die Seite erscheint dann auch auf seiner Karriereseite."
            value={meta.owner_business_slug ?? ''}
            error={errorAt('owner_business_slug')}
            onChange={(e) => changeMeta({ owner_business_slug: e.target.value.trim() || null })}
          />
        ) : null}
        <TextField
          label="Titel"
          value={content.title}
          error={errorAt('draft.title')}
          onChange={(e) => changeContent({ title: e.target.value })}
        />
        <TextAreaField
          label="Beschreibung (für Suchmaschinen)"
          rows={2}
          value={content.description ?? ''}
          error={errorAt('draft.description')}
          onChange={(e) => changeContent({ description: e.target.value })}
        />
        <TextAreaField
          label="Vorspann (optional)"
          rows={2}
          value={content.intro ?? ''}
          error={errorAt('draft.intro')}
          onChange={(e) => changeContent({ intro: e.target.value })}
        />
        {meta.kind === 'redirect' ? (
          <TextField
            label="Ziel der Weiterleitung"
            value={content.redirect_to ?? ''}
            error={errorAt('draft.redirect_to')}
            onChange={(e) => changeContent({ redirect_to: e.target.value })}
          />
        ) : null}
      </section>
      {meta.kind === 'redirect' ? null : (
        <section className="block-editor__section" aria-labelledby="page-blocks">
          <h2 id="page-blocks">Bausteine</h2>
          {blocks.length === 0 ? (
            <p className="block-editor__empty">Noch keine Bausteine. Füge unten den ersten hinzu.</p>
          ) : null}
          <ol className="block-editor__blocks">
            {blocks.map((block, index) => {
              const label = `${index + 1}. ${BLOCK_KINDS[block.type].label}`
              const errors = blockErrors(index)
              return (
                <li key={block.key} className="block-editor__block" aria-labelledby={`${block.key}-title`}>
                  <div className="block-editor__block-head">
                    <h3 id={`${block.key}-title`} tabIndex={-1}>
                      {label}
                    </h3>
                    <div className="block-editor__block-actions">
                      <Button
                        id={`${block.key}-up`}
                        type="button"
                        design="flat"
                        size="small"
                        disabled={index === 0}
                        aria-label={`${label} nach oben`}
                        onClick={() => move(index, -1)}
                      >
                        Nach oben
                      </Button>
                      <Button
                        id={`${block.key}-down`}
                        type="button"
                        design="flat"
                        size="small"
                        disabled={index === blocks.length - 1}
                        aria-label={`${label} nach unten`}
                        onClick={() => move(index, 1)}
                      >
                        Nach unten
                      </Button>
                      <Button
                        type="button"
                        design="flat"
                        size="small"
                        aria-label={`${label} entfernen`}
                        onClick={() => setRemoving(block)}
                      >
                        Entfernen
                      </Button>
                    </div>
                  </div>
                  {errors.length > 0 ? (
                    <ul className="block-editor__error" role="alert">
                      {errors.map((message) => (
                        <li key={message}>{message}</li>
                      ))}
                    </ul>
                  ) : null}
                  <BlockFields
                    fields={BLOCK_KINDS[block.type].fields}
                    settings={block.settings}
                    onChange={(settings) =>
                      changeBlocks(blocks.map((old) => (old.key === block.key ? { ...old, settings } : old)))
                    }
                    path={`draft.blocks.${index}`}
                    errorAt={errorAt}
                  />
                </li>
              )
            })}
          </ol>
          <div className="block-editor__add">
            <SelectField
              label="Neuer Baustein"
              options={BLOCK_TYPES.map((type) => ({ value: type, label: BLOCK_KINDS[type].label }))}
              value={newType}
              onChange={(e) => setNewType(e.target.value as ContentPageBlockType)}
            />
            <Button type="button" design="white" onClick={add}>
              Baustein hinzufügen
            </Button>
          </div>
        </section>
      )}
      <div className="block-editor__actions">
        <Button type="button" design="white" disabled={status.pending !== null} onClick={saveDraft}>
          Entwurf speichern
        </Button>
        <Button type="button" design="white" disabled={status.pending !== null} onClick={() => showPreview('phone')}>
          Vorschau Handy
        </Button>
        <Button type="button" design="white" disabled={status.pending !== null} onClick={() => showPreview('desktop')}>
          Vorschau Desktop
        </Button>
        <Button type="button" design="primary" disabled={status.pending !== null} onClick={publish}>
          Veröffentlichen
        </Button>
      </div>
      <div role="status" aria-live="polite" className="block-editor__status">
        {status.pending ?? status.done ?? ''}
      </div>
      {status.error ? (
        <p className="block-editor__error" role="alert">
          {status.error.message}
        </p>
      ) : null}
      <PageVersions
        page={page}
        hasUnsavedWork={dirty}
        onRestored={(restored, version) => {
          // The server's draft is now the restored version; unsaved work in this browser is replaced.
          forgetDraft(cacheKey)
          onRestored(restored, version)
        }}
      />
      {preview ? (
        <section className="block-editor__preview" aria-labelledby="page-preview">
          <h2 id="page-preview">
            Vorschau ({preview.width === 'phone' ? 'Handy, 360 px' : 'Desktop, 1280 px'}, gespeicherter Entwurf)
          </h2>
          <div className="block-editor__frame-wrap">
            <iframe
              key={preview.version}
              title={`Vorschau der Seite in ${preview.width === 'phone' ? 'Handybreite' : 'Desktopbreite'}`}
              className={`block-editor__frame block-editor__frame--${preview.width}`}
              width={PREVIEW_WIDTHS[preview.width]}
              height={720}
              src={`${base}/${page.id}/vorschau`}
            />
          </div>
        </section>
      ) : null}
      <ConfirmDeleteDialog
        open={removing !== null}
        title="Baustein entfernen?"
        onClose={() => setRemoving(null)}
        remove={async () => removing}
        onDeleted={(block) => {
          setRemoving(null)
          if (block) changeBlocks(blocks.filter((old) => old.key !== block.key))
        }}
      >
        Der Baustein verschwindet aus dem Entwurf. Die veröffentlichte Seite bleibt, bis Du wieder veröffentlichst.
      </ConfirmDeleteDialog>
    </div>
  )
}
