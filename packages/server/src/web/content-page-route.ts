import { isContentPagePath } from '@oabat/core'
import type { AppContext } from '../app-context.ts'
import { loadPublishedContentPage } from '../content-pages/published-page.ts'
import type { PageRoute } from './page-route.ts'

export type ContentPageMatch =
  | { kind: 'page'; route: Extract<PageRoute, { page: 'content' }> }
  | { kind: 'redirect'; location: string }

/**
 * The published content page at a path, as a page route for the head and the server renderer, or
 * the target of a redirect page (answered 302: the operator may change it, browsers must ask again).
 */
export async function findContentPageRoute(context: AppContext, pathname: string): Promise<ContentPageMatch | null> {
  if (!isContentPagePath(pathname)) return null
  const page = await loadPublishedContentPage(context.db, context.config, pathname)
  if (!page) return null
  if (page.kind === 'redirect' && page.redirect_to) return { kind: 'redirect', location: page.redirect_to }
  return { kind: 'page', route: { page: 'content', path: page.path, title: page.title, description: page.description } }
}
