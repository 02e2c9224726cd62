import type { ComponentType, ReactNode } from 'react'
import { AreaLayout } from '../layouts/area-layout.tsx'
import { lazyPage } from '../router/lazy-page.ts'

const PostEditorPage = lazyPage(() => import('./post-editor-page.tsx').then((m) => m.PostEditorPage))

/** A route of the table (routes.tsx's PortalRoute): pattern, layout and what it renders. */
export interface PostRouteEntry {
  path: string
  layout: ComponentType<{ children: ReactNode }>
  render: (params: Record<string, string | undefined>) => ReactNode
}

/** SPEC §2 the company's post editor (`neu` writes a new post). */
export const postRoutes: PostRouteEntry[] = [
  {
    path: '/betriebe/:slug/beitraege/:postSlug/bearbeiten',
    layout: AreaLayout,
    render: (p) => <PostEditorPage slug={p.slug ?? ''} postSlug={p.postSlug ?? ''} />,
  },
]
