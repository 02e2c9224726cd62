import type { PostSummary } from '@oabat/core'
import { Link } from 'wouter'
import { formatDate } from './format.ts'
import { LoadError } from './load-error.tsx'
import { LoadMore } from './load-more.tsx'
import { Skeleton } from './skeleton.tsx'
import { type SearchV2Input, useSearchPages } from './use-search-pages.ts'
import './result-lists.css'

const AUTHOR_LABELS: Record<PostSummary['author_type'], string> = {
  business: 'Betrieb',
  school: 'Schule',
  region: 'Region',
}

/** Posts (tab Neuigkeiten) of a v2 search, newest first, with infinite paging. */
export function PostResults({ query, placeName }: { query: SearchV2Input; placeName: string | null }) {
  const search = useSearchPages('posts', query)
  if (search.error) return <LoadError subject="Die Neuigkeiten" plural error={search.error} onRetry={search.retry} />
  if (search.isLoading || search.total === null) return <Skeleton lines={4} label="Neuigkeiten werden geladen …" />
  const items = search.items.filter((item): item is PostSummary & { type: 'post' } => item.type === 'post')
  if (items.length === 0) {
    return (
      <p className="result-empty" role="status">
        Noch keine Neuigkeiten {placeName ? `in ${placeName}` : 'in Deiner Region'}. Schau bald wieder vorbei!
      </p>
    )
  }
  return (
    <section className="result-list" aria-label="Neuigkeiten">
      <ul className="result-list__stack">
        {items.map((post) => (
          <li key={post.id}>
            <article className="result-card result-card--post">
              <div className="result-card__body">
                <p className="result-card__eyebrow">
                  {AUTHOR_LABELS[post.author_type]} ·{' '}
                  {post.author.url ? <Link href={post.author.url}>{post.author.name}</Link> : post.author.name} ·{' '}
                  <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>
                </p>
                <h3 className="result-card__title">
                  <Link href={post.url}>{post.title}</Link>
                </h3>
                <p className="result-card__text">{post.teaser}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={search.hasMore}
        loading={search.loadingMore}
        shown={items.length}
        total={search.total}
        onLoad={search.loadMore}
      />
    </section>
  )
}
