import type { PostSummary } from '@oabat/core'
import { LoadError } from './load-error.tsx'
import { LoadMore } from './load-more.tsx'
import { PostCard } from './post-card.tsx'
import { Skeleton } from './skeleton.tsx'
import { type SearchV2Input, useSearchPages } from './use-search-pages.ts'
import './result-lists.css'

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
            <PostCard post={post} />
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
