import { FIXED_REGIONS } from '@oabat/core'
import type { ComponentType, ReactNode } from 'react'
import { DefaultLayout } from '../layouts/default-layout.tsx'
import { EmbedLayout } from '../layouts/embed-layout.tsx'
import { lazyPage } from './lazy-page.ts'

/** The page of every search, listing and region route; it reads the URL with core's matchListingRoute. */
export const ListingPage = lazyPage(() => import('../pages/listing-page.tsx').then((m) => m.ListingPage))

/** A route of the table (routes.tsx's PortalRoute): pattern, layout and what it renders. */
export interface ListingRouteEntry {
  path: string
  layout: ComponentType<{ children: ReactNode }>
  render: (params: Record<string, string | undefined>) => ReactNode
}

const page = (path: string, layout: ListingRouteEntry['layout'] = DefaultLayout): ListingRouteEntry => ({
  path,
  layout,
  render: () => <ListingPage />,
})

/**
 * SPEC §2 search, listing and region routes with their named variants (docs/search-and-regions.md),
 * in the order the router tries them; the pattern only picks the layout (embeds stand alone).
 */
export const listingRoutes: ListingRouteEntry[] = [
  page('/ausbildung/:locationSlug?'),
  page('/praktikum/:locationSlug?'),
  page('/unternehmen/:locationSlug?'),
  page('/news/:locationSlug?'),
  page('/a/:locationSlug'),
  page('/messe/:locationSlug'),
  page('/messe/:locationSlug/:tab'),
  page('/auswahl/:jobListSlug?'),
  page('/beitrag/:postSlug?'),
  page('/event/:eventSlug?'),
  page('/region'),
  page('/region/v2/:slug'),
  page('/region/v2/:slug/schulen'),
  page('/region/:slug/ausbildung_embed', EmbedLayout),
  page('/region/:slug/unternehmen_embed', EmbedLayout),
  page('/region/:slug/arbeitgeber/events'),
  page('/region/:slug/:section'),
  page('/region/:slug'),
  ...FIXED_REGIONS.map((slug) => page(`/${slug}`)),
  page('/passau/anmeldung'),
  page('/inn-salzach/anmeldung'),
]
