import { ApiRequestError, ARTICLE_STATUS_LABELS } from '@oabat/core'
import { Notice } from '@oabat/ui'
import { useSearch } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { usePageHead } from '../head/use-page-head.ts'
import { NotFoundPage } from '../pages/not-found-page.tsx'
import { ArticleView } from './article-view.tsx'

/**
 * /artikel/vorschau?id={id} (authors and the admin): the saved draft exactly as the article will
 * look once published. Never indexed (an account page on the server).
 */
export function ArticlePreviewPage() {
  const id = new URLSearchParams(useSearch()).get('id') ?? ''
  const valid = /^[1-9]\d{0,9}$/.test(id)
  const { data, error, mutate } = useApi('adminArticle', valid ? { params: { id: Number(id) } } : null)
  const article = data?.data
  usePageHead({ title: article ? `Vorschau: ${article.title}` : 'Vorschau', description: '', canonicalPath: null })
  if (!valid || (error instanceof ApiRequestError && error.status === 404)) return <NotFoundPage />
  if (error) return <LoadError subject="Der Artikel" error={error} onRetry={() => mutate()} />
  if (!article) return <Skeleton lines={6} label="Artikel wird geladen …" />
  return (
    <div className="article-view">
      <Notice title="Vorschau">
        {article.status === 'published'
          ? `Dieser Artikel ist veröffentlicht unter /artikel/${article.slug}.`
          : `Status: ${ARTICLE_STATUS_LABELS[article.status]}. Nach dem Veröffentlichen steht er unter /artikel/${article.slug}.`}
      </Notice>
      <ArticleView article={article} />
    </div>
  )
}
