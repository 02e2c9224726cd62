import { ApiRequestError, canonicalListingPath, type ListingRoute, listingDescription } from '@oabat/core'
import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { formatDate } from '../components/format.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { usePageHead } from '../head/use-page-head.ts'
import { PostOwnerLink } from '../posts/post-owner-link.tsx'
import { NotFoundPage } from './not-found-page.tsx'
import { SearchPage } from './search-page.tsx'
import './search-page.css'

type PostRoute = Extract<ListingRoute, { page: 'post' }>

/** SPEC §2 /beitrag/{postSlug?}: one post; without a slug the news listing. */
export function PostPage({ route }: { route: PostRoute }) {
  if (!route.postSlug) return <SearchPage tab="neuigkeiten" locationSlug={null} />
  return <PostDetail route={route} slug={route.postSlug} />
}

function PostDetail({ route, slug }: { route: PostRoute; slug: string }) {
  const { data, error, mutate } = useApi('post', { params: { slug } })
  usePageHead({
    title: data?.data.title ?? null,
    description: data?.data.teaser ?? listingDescription(route, null),
    canonicalPath: canonicalListingPath(route),
  })
  if (error instanceof ApiRequestError && error.status === 404) return <NotFoundPage />
  if (error) return <LoadError subject="Der Beitrag" error={error} onRetry={() => mutate()} />
  if (!data) return <Skeleton lines={6} label="Beitrag wird geladen …" />
  const post = data.data
  return (
    <article className="search-page">
      <p className="search-page__lead">
        {post.author.url ? <Link href={post.author.url}>{post.author.name}</Link> : post.author.name} ·{' '}
        <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>
        {post.city ? ` · ${post.city}` : ''}
      </p>
      <h1 className="search-page__title">{post.title}</h1>
      <p className="search-page__lead">
        <strong>{post.teaser}</strong>
      </p>
      {post.body.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
      <PostOwnerLink post={post} />
      <Link href="/news" className="search-page__back">
        <span aria-hidden="true">←</span> Alle Neuigkeiten
      </Link>
    </article>
  )
}
