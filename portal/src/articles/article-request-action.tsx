import { ApiRequestError, ARTICLE_STATUS_LABELS } from '@oabat/core'
import { Button } from '@oabat/ui'
import { useState } from 'react'
import { Link } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'

/**
 * Under the team's „Artikel zur Veröffentlichung angefragt“ message (admin only): the article, its
 * preview and „Veröffentlichen“, which publishes it at once (docs/articles.md).
 */
export function ArticleRequestAction({ messageId }: { messageId: number }) {
  const { data, error, mutate } = useApi('articleOfRequest', { params: { messageId } })
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  if (error instanceof ApiRequestError && error.status === 404)
    return <p className="chat__action-note">Diesen Artikel gibt es nicht mehr.</p>
  if (error) return <p className="chat__action-note">Der Artikel konnte nicht geladen werden.</p>
  const article = data?.data
  if (!article) return null
  const publish = async () => {
    setPending(true)
    setFailure(null)
    try {
      const published = await api('publishArticle', { params: { id: article.id } })
      await mutate({ data: published.data }, { revalidate: false })
    } catch (caught) {
      setFailure(caught instanceof ApiRequestError ? caught.message : 'Das hat nicht geklappt.')
    } finally {
      setPending(false)
    }
  }
  return (
    <div className="chat__action-note">
      <p>
        „{article.title}“ · {ARTICLE_STATUS_LABELS[article.status]} ·{' '}
        <Link href={`/artikel/vorschau?id=${article.id}`}>Vorschau</Link>
      </p>
      {article.status === 'published' ? (
        <p role="status">
          Veröffentlicht: <Link href={`/artikel/${article.slug}`}>/artikel/{article.slug}</Link>
        </p>
      ) : (
        <Button type="button" size="small" disabled={pending} onClick={() => void publish()}>
          {pending ? 'Wird veröffentlicht …' : 'Veröffentlichen'}
        </Button>
      )}
      {failure ? <p role="alert">{failure}</p> : null}
    </div>
  )
}
