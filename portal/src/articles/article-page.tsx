import { ApiRequestError } from '@oabat/core'
import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { usePageHead } from '../head/use-page-head.ts'
import { NotFoundPage } from '../pages/not-found-page.tsx'
import { ArticleView } from './article-view.tsx'

/** /artikel/{slug}: a published article, rendered on the server with its head (docs/articles.md). */
export function ArticlePage({ slug }: { slug: string }) {
  const { data, error, mutate } = useApi('article', { params: { slug } })
  const article = data?.data
  usePageHead({
    title: article?.title ?? null,
    description: article?.teaser ?? '',
    canonicalPath: `/artikel/${encodeURIComponent(slug)}`,
  })
  if (error instanceof ApiRequestError && error.status === 404) return <NotFoundPage />
  if (error) return <LoadError subject="Der Artikel" error={error} onRetry={() => mutate()} />
  if (!article) return <Skeleton lines={6} label="Artikel wird geladen …" />
  return (
    <>
      <ArticleView article={article} />
      <p className="article-view">
        <Link href="/news">
          <span aria-hidden="true">←</span> Alle Neuigkeiten
        </Link>
      </p>
    </>
  )
}
