import { ApiRequestError, isContentPagePath, type PublishedContentPage } from '@oabat/core'
import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { usePageHead } from '../head/use-page-head.ts'
import { NotFoundPage } from '../pages/not-found-page.tsx'
import { ContentBlocks } from './content-blocks.tsx'
import './content-page.css'

/**
 * A path no product route answers (routes.tsx catch-all): the published content page there
 * (docs/content-pages.md), rendered on the server with its data, or the not-found page.
 */
export function ContentPageRoute() {
  const [path] = useLocation()
  if (!isContentPagePath(path)) return <NotFoundPage />
  return <PublishedPage path={path} />
}

function PublishedPage({ path }: { path: string }) {
  const { data, error, mutate } = useApi('contentPage', { query: { path } })
  const page = data?.data
  if (error instanceof ApiRequestError && error.status === 404) return <NotFoundPage />
  if (error) return <LoadError subject="Die Seite" error={error} onRetry={() => mutate()} />
  if (!page) return <Skeleton lines={6} label="Seite wird geladen …" />
  if (page.kind === 'redirect' && page.redirect_to) return <Redirect to={page.redirect_to} />
  return <LivePage page={page} />
}

/** The live page with its head; set only here, so the not-found page keeps its own title. */
function LivePage({ page }: { page: PublishedContentPage }) {
  usePageHead({ title: page.title, description: page.description, canonicalPath: page.path })
  return <ContentPageView page={page} />
}

/** A redirect reached inside the portal (the server answers a direct request with 302 already). */
function Redirect({ to }: { to: string }) {
  const [, navigate] = useLocation()
  useEffect(() => {
    if (to.startsWith('/')) navigate(to, { replace: true })
    else window.location.replace(to)
  }, [to, navigate])
  return <Skeleton lines={2} label="Du wirst weitergeleitet …" />
}

type PageView = Pick<PublishedContentPage, 'path' | 'kind' | 'title' | 'intro' | 'blocks'>

/** The page itself: heading, lead and blocks; the preview of a draft shows the same. */
export function ContentPageView({ page }: { page: PageView }) {
  // Teaser and message pages open with a large lead (SPEC §2 page kinds).
  const large = page.kind === 'teaser' || page.kind === 'message' || page.kind === 'region_landing'
  return (
    <article className={`content-page content-page--${page.kind}`}>
      <header className={large ? 'content-page__hero' : 'content-page__header'}>
        <h1 className="content-page__title">{page.title}</h1>
        {page.intro ? <p className="content-page__intro">{page.intro}</p> : null}
      </header>
      <ContentBlocks blocks={page.blocks} pagePath={page.path} />
    </article>
  )
}
