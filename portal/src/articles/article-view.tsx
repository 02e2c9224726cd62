import type { Article } from '@oabat/core'
import { formatDate } from '../components/format.ts'
import './articles.css'

/** An article as readers see it; the preview shows a draft the same way. */
export function ArticleView({
  article,
}: {
  article: Pick<Article, 'title' | 'teaser' | 'image_url' | 'body' | 'author_name' | 'published_at'>
}) {
  return (
    <article className="article-view">
      <h1>{article.title}</h1>
      <ArticleByline className="article-view__meta" article={article} />
      {article.image_url ? <img className="article-view__image" src={article.image_url} alt="" /> : null}
      {article.teaser ? <p className="article-view__teaser">{article.teaser}</p> : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server before it was stored (docs/articles.md) */}
      <div className="content-block__rich-text" dangerouslySetInnerHTML={{ __html: article.body }} />
    </article>
  )
}

/** Who wrote an article and when it was published. */
export function ArticleByline({
  article,
  className,
}: {
  article: Pick<Article, 'author_name' | 'published_at'>
  className: string
}) {
  return (
    <p className={className}>
      {article.author_name}
      {article.published_at ? (
        <>
          {' · '}
          <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
        </>
      ) : null}
    </p>
  )
}
