import { Card } from '@oabat/ui'
import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { formatDate } from '../components/format.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { NEW_POST, postEditorPath } from './post-paths.ts'

/** The company's own posts, newest first, each linking to its editor (GET /api/posts?author=). */
export function OwnPosts({ businessSlug, current }: { businessSlug: string; current: string }) {
  const { data, error, mutate } = useApi('posts', {
    query: { author: businessSlug, author_type: 'business', per_page: 50 },
  })
  return (
    <Card as="section" className="post-editor__own" aria-labelledby="own-posts-title">
      <h2 id="own-posts-title">Eure Beiträge</h2>
      {current !== NEW_POST && (
        <p>
          <Link href={postEditorPath(businessSlug)}>Neuen Beitrag schreiben</Link>
        </p>
      )}
      {error ? (
        <LoadError subject="Die Liste Eurer Beiträge" error={error} onRetry={() => mutate()} />
      ) : !data ? (
        <Skeleton lines={3} label="Beiträge werden geladen …" />
      ) : data.data.length === 0 ? (
        <p className="post-editor__muted">Ihr habt noch nichts veröffentlicht.</p>
      ) : (
        <ul className="post-editor__list">
          {data.data.map((post) => (
            <li key={post.id}>
              <Link
                href={postEditorPath(businessSlug, post.slug)}
                aria-current={post.slug === current ? 'page' : undefined}
              >
                {post.title}
              </Link>
              <span className="post-editor__muted">
                {' · '}
                <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
