import type { ComponentType, ReactNode } from 'react'
import { EmbedLayout } from '../layouts/embed-layout.tsx'
import { lazyPage } from '../router/lazy-page.ts'

const JobsEmbedPage = lazyPage(() => import('./jobs-embed-page.tsx').then((m) => m.JobsEmbedPage))
const BusinessesEmbedPage = lazyPage(() => import('./businesses-embed-page.tsx').then((m) => m.BusinessesEmbedPage))
const BusinessJobsEmbedPage = lazyPage(() =>
  import('./business-jobs-embed-page.tsx').then((m) => m.BusinessJobsEmbedPage),
)
const LivestreamEmbedPage = lazyPage(() => import('./livestream-embed-page.tsx').then((m) => m.LivestreamEmbedPage))
const JobCardEmbedPage = lazyPage(() => import('./job-card-embed-page.tsx').then((m) => m.JobCardEmbedPage))

/** A route of the table (routes.tsx's PortalRoute): pattern, layout and what it renders. */
export interface EmbedRouteEntry {
  path: string
  layout: ComponentType<{ children: ReactNode }>
  render: (params: Record<string, string | undefined>) => ReactNode
}

/**
 * SPEC §2 embeds (layout "embed": no header, no footer, for other sites' iframes). They go before
 * /betriebe/:slug/jobs/:jobSlug, whose pattern would take "uebersicht_embed" for a job.
 */
export const embedRoutes: EmbedRouteEntry[] = [
  { path: '/embed/businesses', layout: EmbedLayout, render: () => <BusinessesEmbedPage /> },
  { path: '/embed/jobs', layout: EmbedLayout, render: () => <JobsEmbedPage /> },
  { path: '/embed/livestream', layout: EmbedLayout, render: () => <LivestreamEmbedPage /> },
  {
    path: '/betriebe/:slug/jobs/uebersicht_embed',
    layout: EmbedLayout,
    render: (p) => <BusinessJobsEmbedPage slug={p.slug ?? ''} />,
  },
  {
    path: '/betriebe/:slug/jobs/card_embed',
    layout: EmbedLayout,
    render: (p) => <JobCardEmbedPage slug={p.slug ?? ''} jobSlug={null} />,
  },
  {
    path: '/betriebe/:slug/jobs/:jobSlug/card_embed',
    layout: EmbedLayout,
    render: (p) => <JobCardEmbedPage slug={p.slug ?? ''} jobSlug={p.jobSlug ?? null} />,
  },
]
