import type { PostSummary } from '@oabat/core'
import { Link } from 'wouter'
import { formatDate } from './format.ts'
import './result-lists.css'

const AUTHOR_LABELS: Record<PostSummary['author_type'], string> = {
  business: 'Betrieb',
  school: 'Schule',
  region: 'Region',
}

/** One post (Neuigkeit) as a result card: author and date above the linked title and teaser. */
export function PostCard({ post }: { post: PostSummary }) {
  return (
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
  )
}
