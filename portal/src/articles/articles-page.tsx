import {
  ApiRequestError,
  ARTICLE_STATUS_LABELS,
  ARTICLE_STATUSES,
  type Article,
  type ArticleStatus,
  type ArticleSummary,
} from '@oabat/core'
import { Button, Dialog, SelectField } from '@oabat/ui'
import { useState } from 'react'
import { Link } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { formatDate } from '../components/format.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { usePageHead } from '../head/use-page-head.ts'
import { ArticleEditor } from './article-editor.tsx'
import './articles.css'

type Mode = 'admin' | 'author'

/**
 * /admin/artikel (the team: every article, publish and unpublish) and /artikel/erstellen (a company
 * or region: its own articles, asking the team for publication). docs/articles.md.
 */
export function ArticlesPage({ mode }: { mode: Mode }) {
  usePageHead({ title: mode === 'admin' ? 'Artikel' : 'Meine Artikel', description: '', canonicalPath: null })
  const [status, setStatus] = useState<ArticleStatus | ''>('')
  const { data, error, mutate } = useApi('adminArticles', { query: status ? { status } : {} })
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const [message, setMessage] = useState<string | null>(null)

  return (
    <div className="articles-admin">
      <h1>{mode === 'admin' ? 'Artikel' : 'Meine Artikel'}</h1>
      {mode === 'author' ? (
        <p>Schreib einen Artikel und frag die Veröffentlichung an: das oabat Team prüft und veröffentlicht ihn.</p>
      ) : null}
      <p role="status" aria-live="polite">
        {message}
      </p>
      {editing === null ? (
        <>
          <div className="articles-admin__actions">
            <SelectField
              label="Status"
              value={status}
              onChange={(e) => setStatus(e.target.value as ArticleStatus | '')}
              options={[
                { value: '', label: 'Alle' },
                ...ARTICLE_STATUSES.map((value) => ({ value, label: ARTICLE_STATUS_LABELS[value] })),
              ]}
            />
            <Button type="button" onClick={() => setEditing('new')}>
              Neuer Artikel
            </Button>
          </div>
          {error ? <LoadError subject="Die Artikel" plural error={error} onRetry={() => mutate()} /> : null}
          {!data && !error ? <Skeleton lines={4} label="Artikel werden geladen …" /> : null}
          {data && data.data.length === 0 ? (
            <p className="result-empty" role="status">
              {status ? 'Keine Artikel mit diesem Status.' : 'Noch gibt es keine Artikel.'}
            </p>
          ) : null}
          {data && data.data.length > 0 ? (
            <ArticleTable
              articles={data.data}
              mode={mode}
              onEdit={setEditing}
              onChanged={(text) => {
                setMessage(text)
                void mutate()
              }}
            />
          ) : null}
        </>
      ) : (
        <EditorFor
          id={editing}
          onDone={(saved) => {
            setEditing(null)
            if (saved) setMessage(`„${saved.title}“ ist gespeichert.`)
            void mutate()
          }}
        />
      )}
    </div>
  )
}

function EditorFor({ id, onDone }: { id: number | 'new'; onDone: (saved: Article | null) => void }) {
  const { data, error, mutate } = useApi('adminArticle', id === 'new' ? null : { params: { id } })
  if (id === 'new') return <ArticleEditor article={null} onSaved={onDone} onCancel={() => onDone(null)} />
  if (error) return <LoadError subject="Der Artikel" error={error} onRetry={() => mutate()} />
  if (!data) return <Skeleton lines={6} label="Artikel wird geladen …" />
  return <ArticleEditor article={data.data} onSaved={onDone} onCancel={() => onDone(null)} />
}

/** The status changes the caller may make on an article: the admin publishes and unpublishes, authors ask. */
function statusActions(mode: Mode, article: ArticleSummary) {
  const quoted = `„${article.title}“`
  if (mode === 'author')
    return article.status === 'draft'
      ? [
          {
            label: 'Veröffentlichung anfragen',
            call: 'requestArticlePublication',
            design: 'primary',
            done: `Die Veröffentlichung von ${quoted} ist angefragt.`,
          } as const,
        ]
      : []
  return article.status === 'published'
    ? [
        {
          label: 'Zurückziehen',
          call: 'unpublishArticle',
          design: 'flat',
          done: `${quoted} ist zurückgezogen und wieder ein Entwurf.`,
        } as const,
      ]
    : [
        {
          label: 'Veröffentlichen',
          call: 'publishArticle',
          design: 'primary',
          done: `${quoted} ist veröffentlicht.`,
        } as const,
      ]
}

function ArticleTable({
  articles,
  mode,
  onEdit,
  onChanged,
}: {
  articles: ArticleSummary[]
  mode: Mode
  onEdit: (id: number) => void
  onChanged: (message: string) => void
}) {
  const [pending, setPending] = useState<number | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<ArticleSummary | null>(null)

  const act = async (article: ArticleSummary, run: () => Promise<unknown>, done: string) => {
    setPending(article.id)
    setFailure(null)
    try {
      await run()
      onChanged(done)
    } catch (caught) {
      setFailure(caught instanceof ApiRequestError ? caught.message : 'Das hat nicht geklappt.')
    } finally {
      setPending(null)
    }
  }
  const params = (article: ArticleSummary) => ({ params: { id: article.id } })

  return (
    <>
      {failure ? (
        <p className="article-editor__error" role="alert">
          {failure}
        </p>
      ) : null}
      <table className="articles-admin__table">
        <thead>
          <tr>
            <th scope="col">Titel</th>
            <th scope="col">Status</th>
            {mode === 'admin' ? <th scope="col">Von</th> : null}
            <th scope="col">Geändert</th>
            <th scope="col">Aktionen</th>
          </tr>
        </thead>
        <tbody>
          {articles.map((article) => {
            const busy = pending === article.id
            const editable = mode === 'admin' || article.status === 'draft'
            return (
              <tr key={article.id}>
                <th scope="row">
                  {article.status === 'published' ? (
                    <Link href={`/artikel/${article.slug}`}>{article.title}</Link>
                  ) : (
                    article.title
                  )}
                </th>
                <td>{ARTICLE_STATUS_LABELS[article.status]}</td>
                {mode === 'admin' ? <td>{article.author_name}</td> : null}
                <td>
                  <time dateTime={article.updated_at}>{formatDate(article.updated_at)}</time>
                </td>
                <td>
                  <div className="articles-admin__actions">
                    <Link href={`/artikel/vorschau?id=${article.id}`}>Vorschau</Link>
                    {editable ? (
                      <Button type="button" design="flat" size="small" onClick={() => onEdit(article.id)}>
                        Bearbeiten
                      </Button>
                    ) : null}
                    {statusActions(mode, article).map((action) => (
                      <Button
                        key={action.label}
                        type="button"
                        design={action.design}
                        size="small"
                        disabled={busy}
                        onClick={() => act(article, () => api(action.call, params(article)), action.done)}
                      >
                        {action.label}
                      </Button>
                    ))}
                    {editable ? (
                      <Button
                        type="button"
                        design="flat"
                        size="small"
                        disabled={busy}
                        onClick={() => setDeleting(article)}
                      >
                        Löschen
                      </Button>
                    ) : null}
                  </div>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Artikel löschen?"
        actions={
          <>
            <Button type="button" design="flat" onClick={() => setDeleting(null)}>
              Abbrechen
            </Button>
            <Button
              type="button"
              onClick={() => {
                const article = deleting
                setDeleting(null)
                if (article)
                  void act(article, () => api('deleteArticle', params(article)), `„${article.title}“ ist gelöscht.`)
              }}
            >
              Löschen
            </Button>
          </>
        }
      >
        <p>„{deleting?.title}“ wird endgültig gelöscht.</p>
      </Dialog>
    </>
  )
}
