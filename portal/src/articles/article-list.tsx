import type { ArticleSummary } from '@oabat/core'
import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { ArticleByline } from './article-view.tsx'
import './articles.css'

/** One article as a card: image, title linking to /artikel/{slug}, author, date and teaser. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <li className="article-card">
      {article.image_url ? <img className="article-card__image" src={article.image_url} alt="" loading="lazy" /> : null}
      <h3 className="article-card__title">
        <Link href={`/artikel/${article.slug}`}>{article.title}</Link>
      </h3>
      <ArticleByline className="article-card__meta" article={article} />
      {article.teaser ? <p className="article-card__teaser">{article.teaser}</p> : null}
    </li>
  )
}

/**
 * The newest published articles (GET /api/articles?limit=…): the article list block of content
 * pages and the news feed (Neuigkeiten). Server-rendered pages embed the answer (docs/articles.md).
 */
export function NewestArticles({ limit }: { limit: number }) {
  const { data, error, mutate } = useApi('articles', { query: { limit } })
  if (error) return <LoadError subject="Die Artikel" plural error={error} onRetry={() => mutate()} />
  if (!data) return <Skeleton lines={3} label="Artikel werden geladen …" />
  if (data.data.length === 0)
    return (
      <p className="result-empty" role="status">
        Noch gibt es keine Artikel.
      </p>
    )
  return (
    <ul className="article-list">
      {data.data.map((article) => (
        <ArticleCard key={article.id} article={article} />
      ))}
    </ul>
  )
}
