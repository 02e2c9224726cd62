import type { ComponentType, ReactNode } from 'react'
import { useAuth } from '../auth/use-auth.ts'
import { AreaLayout } from '../layouts/area-layout.tsx'
import { DefaultLayout } from '../layouts/default-layout.tsx'
import { lazyPage } from '../router/lazy-page.ts'

const SchoolPage = lazyPage(() => import('./school-page.tsx').then((m) => m.SchoolPage))
const SchoolBoardPage = lazyPage(() => import('./school-board-page.tsx').then((m) => m.SchoolBoardPage))
const SchoolSearchPage = lazyPage(() => import('./school-search-page.tsx').then((m) => m.SchoolSearchPage))
const SchoolInvitationPage = lazyPage(() => import('./school-invitation-page.tsx').then((m) => m.SchoolInvitationPage))

/** A route of the table (routes.tsx's PortalRoute): pattern, layout and what it renders. */
export interface SchoolRouteEntry {
  path: string
  layout: ComponentType<{ children: ReactNode }>
  render: (params: Record<string, string | undefined>) => ReactNode
}

/**
 * School accounts see their side menu (SPEC §2) beside the school pages; everyone else the public
 * frame. The server renders the guest's frame; a school account's menu follows after hydration.
 */
export function SchoolPagesLayout({ children }: { children: ReactNode }) {
  const { user } = useAuth()
  const Layout = user?.school ? AreaLayout : DefaultLayout
  return <Layout>{children}</Layout>
}

/**
 * The public pages of a school (SPEC §2 Schools): the school search, profile, Schwarzes Brett (also
 * /minibat) and the invitation page of the trainee invitation link. /schule/:slug matches any segment, so these go
 * after the school's fixed pages (/schule/registrierung, /schule/einstellungen) in routes.tsx.
 */
export const schoolRoutes: SchoolRouteEntry[] = [
  // SPEC §2 /schule/suche/{locationSlug?}: before /schule/:slug, which would read "suche" as a school.
  { path: '/schule/suche', layout: SchoolPagesLayout, render: () => <SchoolSearchPage locationSlug={null} /> },
  {
    path: '/schule/suche/:locationSlug',
    layout: SchoolPagesLayout,
    render: (p) => <SchoolSearchPage locationSlug={p.locationSlug ?? null} />,
  },
  {
    path: '/schule/:slug/schwarzes-brett',
    layout: SchoolPagesLayout,
    render: (p) => <SchoolBoardPage slug={p.slug ?? ''} />,
  },
  { path: '/schule/:slug/minibat', layout: SchoolPagesLayout, render: (p) => <SchoolBoardPage slug={p.slug ?? ''} /> },
  {
    path: '/schule/:slug/einladung',
    layout: DefaultLayout,
    render: (p) => <SchoolInvitationPage slug={p.slug ?? ''} />,
  },
  { path: '/schule/:slug', layout: SchoolPagesLayout, render: (p) => <SchoolPage slug={p.slug ?? ''} /> },
]
