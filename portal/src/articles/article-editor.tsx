import { ApiRequestError, type Article } from '@oabat/core'
import { Button, TextAreaField, TextField } from '@oabat/ui'
import { type FormEvent, lazy, Suspense, useState } from 'react'
import { api } from '../api/api-client.ts'
import { Skeleton } from '../components/skeleton.tsx'
import { type ArticleDraft, cacheDraft, cachedDraft, forgetDraft, slugFromTitle } from './article-editor-cache.ts'
import { RestoredDraftNotice } from './restored-draft-notice.tsx'

/** Tiptap loads in its own chunk, only when an editor is open (docs/articles.md). */
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })))

const EMPTY: ArticleDraft = { title: '', slug: '', teaser: '', image_url: '', body: '' }

function draftOf(article: Article | null): ArticleDraft {
  if (!article) return EMPTY
  const { title, slug, teaser, body } = article
  return { title, slug, teaser, body, image_url: article.image_url ?? '' }
}

/**
 * Writes or changes one article. Every change is kept in localStorage (articleEditorCache) until it
 * is saved, so a reload or a closed tab loses nothing; the editor offers the kept version back.
 */
export function ArticleEditor({
  article,
  onSaved,
  onCancel,
}: {
  /** null: a new article. */
  article: Article | null
  onSaved: (article: Article) => void
  onCancel: () => void
}) {
  const cacheKey = article ? String(article.id) : 'new'
  const [restored] = useState(() => cachedDraft(cacheKey))
  const [draft, setDraft] = useState<ArticleDraft>(() => restored ?? draftOf(article))
  const [slugTouched, setSlugTouched] = useState(Boolean(article) || Boolean(restored?.slug))
  const [editorKey, setEditorKey] = useState(0)
  const [showRestored, setShowRestored] = useState(restored !== null)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<ApiRequestError | null>(null)

  const change = (next: Partial<ArticleDraft>) => {
    setDraft((current) => {
      const updated = { ...current, ...next }
      if (next.title !== undefined && !slugTouched) updated.slug = slugFromTitle(next.title)
      cacheDraft(cacheKey, updated)
      return updated
    })
  }

  const discardRestored = () => {
    forgetDraft(cacheKey)
    setDraft(draftOf(article))
    setShowRestored(false)
    setEditorKey((key) => key + 1)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setPending(true)
    setError(null)
    try {
      const body = { ...draft, image_url: draft.image_url || null }
      const saved = article
        ? await api('updateArticle', { params: { id: article.id }, body })
        : await api('createArticle', { body })
      forgetDraft(cacheKey)
      onSaved(saved.data)
    } catch (caught) {
      setError(caught instanceof ApiRequestError ? caught : new ApiRequestError(0, null))
    } finally {
      setPending(false)
    }
  }

  const field = (name: keyof ArticleDraft) => error?.fieldErrors[name]?.[0] ?? null

  return (
    <form
      className="article-editor"
      onSubmit={submit}
      noValidate
      aria-label={article ? 'Artikel bearbeiten' : 'Neuer Artikel'}
    >
      <h2>{article ? `„${article.title}“ bearbeiten` : 'Neuer Artikel'}</h2>
      {showRestored ? <RestoredDraftNotice subject="diesen Artikel" onDiscard={discardRestored} /> : null}
      <TextField
        label="Titel"
        value={draft.title}
        maxLength={120}
        required
        error={field('title')}
        onChange={(e) => change({ title: e.target.value })}
      />
      <TextField
        label="Adresse (Slug)"
        hint={`Der Artikel steht unter /artikel/${draft.slug || '…'}`}
        value={draft.slug}
        maxLength={120}
        required
        error={field('slug')}
        onChange={(e) => {
          setSlugTouched(true)
          change({ slug: e.target.value })
        }}
      />
      <TextAreaField
        label="Anreißer"
        hint="Ein, zwei Sätze für Listen und Suchmaschinen."
        value={draft.teaser}
        maxLength={300}
        rows={3}
        error={field('teaser')}
        onChange={(e) => change({ teaser: e.target.value })}
      />
      <TextField
        label="Bild (Adresse)"
        hint="Eine https-Adresse oder ein hochgeladenes Bild (/api/…); leer lassen für keins."
        value={draft.image_url}
        error={field('image_url')}
        onChange={(e) => change({ image_url: e.target.value })}
      />
      <Suspense fallback={<Skeleton lines={4} label="Texteditor wird geladen …" />}>
        <RichTextEditor key={editorKey} label="Text" initialHtml={draft.body} onChange={(body) => change({ body })} />
      </Suspense>
      {field('body') ? <p className="article-editor__error">{field('body')}</p> : null}
      {error ? (
        <p className="article-editor__error" role="alert">
          {error.message}
        </p>
      ) : null}
      <div className="articles-admin__actions">
        <Button type="submit" disabled={pending}>
          {pending ? 'Wird gespeichert …' : 'Speichern'}
        </Button>
        <Button type="button" design="flat" onClick={onCancel}>
          Schließen
        </Button>
      </div>
    </form>
  )
}
