import type { ComponentType, ReactNode } from 'react'
import { AreaLayout } from '../layouts/area-layout.tsx'
import { DefaultLayout } from '../layouts/default-layout.tsx'
import { lazyPage } from '../router/lazy-page.ts'

const SitesPage = lazyPage(() => import('./sites-page.tsx').then((m) => m.SitesPage))
const SitePage = lazyPage(() => import('./site-page.tsx').then((m) => m.SitePage))

/** A route of the table (routes.tsx's PortalRoute): pattern, layout and what it renders. */
export interface SiteRouteEntry {
  path: string
  layout: ComponentType<{ children: ReactNode }>
  render: (params: Record<string, string | undefined>) => ReactNode
}

/** The company's sites (SPEC §2): its own list, and the public page of one site. */
export const siteRoutes: SiteRouteEntry[] = [
  { path: '/betrieb/standorte', layout: AreaLayout, render: () => <SitesPage /> },
]

/**
 * /betriebe/{slug}/{siteslug} matches any second segment, so it goes last: every page of the
 * business with a fixed second segment (bearbeiten, jobs, beitraege, …) is tried before it.
 */
export const sitePageRoute: SiteRouteEntry = {
  path: '/betriebe/:slug/:siteSlug',
  layout: DefaultLayout,
  render: (p) => <SitePage slug={p.slug ?? ''} siteSlug={p.siteSlug ?? ''} />,
}
