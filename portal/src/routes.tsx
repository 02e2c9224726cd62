/**
 * @module routes — the portal's route table (SPEC §2). Each route runs its guards first
 * (router/guard-table.ts, SPEC §6); pages load on demand, each inside its layout and an error
 * boundary that shows the error page.
 */
import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react'
import { Route, Switch, useLocation } from 'wouter'
import { useAuth } from './auth/use-auth.ts'
import { sitePageRoute, siteRoutes } from './business-sites/site-routes.tsx'
import { whenIdle } from './components/when-idle.ts'
import { embedRoutes } from './embeds/embed-routes.tsx'
import { ErrorBoundary } from './errors/error-boundary.tsx'
import { ErrorPage } from './errors/error-page.tsx'
import { AreaLayout } from './layouts/area-layout.tsx'
import { DefaultLayout } from './layouts/default-layout.tsx'
import { DetailLayout } from './layouts/detail-layout.tsx'
import { postRoutes } from './posts/post-routes.tsx'
import { guardsOf } from './router/guard-table.ts'
import { GuardedPage } from './router/guarded-page.tsx'
import { lazyPage } from './router/lazy-page.ts'
import { listingRoutes } from './router/listing-routes.tsx'
import { PageLoading } from './router/page-loading.tsx'
import type { PrivatePattern } from './router/private-pages.tsx'
import { registerRoutePatterns } from './router/route-registry.ts'
import { SchoolPagesLayout, schoolRoutes } from './schools/school-routes.tsx'

const HomePage = lazyPage(() => import('./pages/home-page.tsx').then((m) => m.HomePage))
const JobPage = lazyPage(() => import('./pages/job-page.tsx').then((m) => m.JobPage))
const InternshipPage = lazyPage(() => import('./company-pages/internship-page.tsx').then((m) => m.InternshipPage))
const AzubisPage = lazyPage(() => import('./company-pages/azubis-page.tsx').then((m) => m.AzubisPage))
const BusinessPage = lazyPage(() => import('./pages/business-page.tsx').then((m) => m.BusinessPage))
const NotFoundPage = lazyPage(() => import('./pages/not-found-page.tsx').then((m) => m.NotFoundPage))
const ContentPageRoute = lazyPage(() => import('./content-pages/content-page.tsx').then((m) => m.ContentPageRoute))
const ListingPage = lazyPage(() => import('./pages/listing-page.tsx').then((m) => m.ListingPage))
const SchoolAreaPage = lazyPage(() => import('./areas/school-area-page.tsx').then((m) => m.SchoolAreaPage))
const SchoolsEntryPage = lazyPage(() => import('./areas/schools-entry-page.tsx').then((m) => m.SchoolsEntryPage))
const LivestreamPage = lazyPage(() => import('./livestream/livestream-page.tsx').then((m) => m.LivestreamPage))
const ArticlePage = lazyPage(() => import('./articles/article-page.tsx').then((m) => m.ArticlePage))
const PlatformStatisticsPage = lazyPage(() =>
  import('./oabalytics/platform-statistics-page.tsx').then((m) => m.PlatformStatisticsPage),
)
const RegionAreaPage = lazyPage(() => import('./areas/region-area-page.tsx').then((m) => m.RegionAreaPage))

type Params = Record<string, string | undefined>

export interface PortalRoute {
  path: string
  layout: ComponentType<{ children: ReactNode }>
  render: (params: Params) => ReactNode
}

/**
 * /schule and /region are the area entries of school and region accounts (with their side menu)
 * and public pages for everyone else (the schools' introduction, the list of regions).
 */
function useHasRole(role: 'school' | 'region'): boolean {
  const { user } = useAuth()
  return Boolean(user?.[role])
}

function SchoolEntry() {
  return useHasRole('school') ? <SchoolAreaPage /> : <SchoolsEntryPage />
}

function RegionEntryLayout({ children }: { children: ReactNode }) {
  const Layout = useHasRole('region') ? AreaLayout : DefaultLayout
  return <Layout>{children}</Layout>
}

function RegionEntry() {
  return useHasRole('region') ? <RegionAreaPage /> : <ListingPage />
}

const page = (path: string, layout: PortalRoute['layout'], render: PortalRoute['render']): PortalRoute => ({
  path,
  layout,
  render,
})

// The pages behind these patterns load as one table with the first of them (router/private-pages.tsx).
const loadPrivatePages = () => import('./router/private-pages.tsx')
const PrivatePage = lazyPage(() => loadPrivatePages().then((m) => m.PrivatePage))

const privatePage = (path: PrivatePattern, layout: PortalRoute['layout']): PortalRoute =>
  page(path, layout, (params) => <PrivatePage pattern={path} params={params} />)

/** Account, registration and area pages (issue 3); before the listings, whose /region/:slug would match them. */
const accountRoutes: PortalRoute[] = [
  privatePage('/abmelden', DefaultLayout),
  privatePage('/einstellungen', AreaLayout),
  privatePage('/favoriten', DefaultLayout),
  privatePage('/passwort-zuruecksetzen', DefaultLayout),
  privatePage('/verify', DefaultLayout),
  privatePage('/social/login', DefaultLayout),
  privatePage('/arbeitgeber/registrierung', DefaultLayout),
  privatePage('/arbeitgeber-registrierung', DefaultLayout),
  privatePage('/arbeitgeber/einladung', DefaultLayout),
  privatePage('/schule/registrierung', DefaultLayout),
  privatePage('/region/registrierung', DefaultLayout),
  privatePage('/i/profile', DefaultLayout),
  privatePage('/i/profile/editieren', DefaultLayout),
  privatePage('/i/dokumente', DefaultLayout),
  privatePage('/i/password', DefaultLayout),
  privatePage('/i/benachrichtigungen', DefaultLayout),
  privatePage('/betrieb', AreaLayout),
  privatePage('/betrieb/problem', DefaultLayout),
  privatePage('/betrieb/anfragen', AreaLayout),
  privatePage('/betrieb/channels', AreaLayout),
  privatePage('/betrieb/einblick', AreaLayout),
  privatePage('/betrieb/einblick/iframe', AreaLayout),
  privatePage('/betrieb/einblick/iframe/:id', AreaLayout),
  privatePage('/betrieb/bewerber/:id', AreaLayout),
  privatePage('/betrieb/benutzer', AreaLayout),
  privatePage('/betrieb/azubis', AreaLayout),
  // The store (issue #16, docs/store.md); kasse before the feature-{name} form of the feature pages.
  privatePage('/betrieb/store', AreaLayout),
  privatePage('/betrieb/store/kasse', AreaLayout),
  privatePage('/betrieb/store/feature', AreaLayout),
  privatePage('/betrieb/store/feature/:name', AreaLayout),
  privatePage('/betrieb/store/:featureName', AreaLayout),
  privatePage('/betrieb/abonnements', AreaLayout),
  privatePage('/betrieb/api-schluessel', AreaLayout),
  page('/schule', SchoolPagesLayout, () => <SchoolEntry />),
  privatePage('/schule/einstellungen', AreaLayout),
  privatePage('/schule/nutzerverwaltung', AreaLayout),
  privatePage('/schule/firmennetzwerk', AreaLayout),
  page('/region', RegionEntryLayout, () => <RegionEntry />),
  privatePage('/region/einstellungen', AreaLayout),
  privatePage('/region/betriebe', AreaLayout),
  privatePage('/region/hinzufuegen', AreaLayout),
  privatePage('/region/channel', AreaLayout),
  privatePage('/region/plattform', AreaLayout),
  privatePage('/region/schulen', AreaLayout),
  privatePage('/region/eigene-domain', AreaLayout),
  privatePage('/betrieb/eigene-domain', AreaLayout),
  privatePage('/admin', AreaLayout),
  privatePage('/admin/livestreams', AreaLayout),
  privatePage('/admin/messen', AreaLayout),
  privatePage('/admin/uebersicht', AreaLayout),
  privatePage('/admin/betriebe', AreaLayout),
  privatePage('/admin/joblists', AreaLayout),
  privatePage('/admin/schulen', AreaLayout),
  privatePage('/admin/regionen', AreaLayout),
  privatePage('/admin/konversationen', AreaLayout),
  privatePage('/admin/event/erstellen', AreaLayout),
  privatePage('/admin/umfragen', AreaLayout),
  privatePage('/admin/kampagne', AreaLayout),
  privatePage('/admin/kampagne/erstellen', AreaLayout),
  privatePage('/admin/kampagne/erstellen/:templateId', AreaLayout),
  privatePage('/admin/kampagne/bewerben', AreaLayout),
  privatePage('/admin/kampagne/bewerben/:mediaId', AreaLayout),
  privatePage('/admin/seiten', AreaLayout),
  privatePage('/admin/seiten/:id', AreaLayout),
  privatePage('/admin/seiten/:id/vorschau', DefaultLayout),
  privatePage('/region/seiten', AreaLayout),
  privatePage('/region/seiten/:id', AreaLayout),
  privatePage('/region/seiten/:id/vorschau', DefaultLayout),
  privatePage('/admin/artikel', AreaLayout),
  privatePage('/admin/dashboard', AreaLayout),
  privatePage('/admin/oabalytics', AreaLayout),
  privatePage('/admin/oabalytics/users/detailed', AreaLayout),
  privatePage('/admin/oabalytics/users/:id', AreaLayout),
  privatePage('/admin/oabalytics/users/:id/detailed', AreaLayout),
  privatePage('/artikel/erstellen', AreaLayout),
  privatePage('/artikel/vorschau', DefaultLayout),
  privatePage('/admin/livestream/:livestream', AreaLayout),
  privatePage('/admin/livestream/:livestream/chat', AreaLayout),
  privatePage('/admin/livestream/:livestream/events', AreaLayout),
  privatePage('/admin/livestream/:livestream/timer', AreaLayout),
  privatePage('/intern/components', DefaultLayout),
  privatePage('/intern/css', DefaultLayout),
  privatePage('/intern/icons', DefaultLayout),
  privatePage('/intern/parallax', DefaultLayout),
  privatePage('/test', DefaultLayout),
  privatePage('/testing', DefaultLayout),
  privatePage('/intern/mails', DefaultLayout),
  privatePage('/chat', AreaLayout),
  // Before /betriebe/:slug, which would read „schulnetzwerk“ as a company.
  privatePage('/betriebe/schulnetzwerk', AreaLayout),
  privatePage('/betriebe/:slug/bearbeiten', AreaLayout),
  privatePage('/betriebe/:slug/profilbesucher', AreaLayout),
]

/** The company's job pages (issue 5); before /betriebe/:slug/jobs/:jobSlug, which would match uebersicht and erstellen. */
const employerJobRoutes: PortalRoute[] = [
  privatePage('/betrieb/job/erstellen', AreaLayout),
  privatePage('/betrieb/job/vorschau', DetailLayout),
  privatePage('/betrieb/job/bearbeiten', AreaLayout),
  privatePage('/betrieb/job/:slug/bearbeiten', AreaLayout),
  privatePage('/betriebe/:slug/jobs/uebersicht', AreaLayout),
  privatePage('/betriebe/:slug/jobs/erstellen', AreaLayout),
  privatePage('/betriebe/:slug/jobs/:jobSlug/review', AreaLayout),
]

/** SPEC §2 /livestream/{livestream}: ids are numbers; anything else is no livestream. */
function livestreamPage(id: string | undefined, withSearch: boolean): ReactNode {
  return /^[1-9]\d{0,9}$/.test(id ?? '') ? <LivestreamPage id={Number(id)} withSearch={withSearch} /> : <NotFoundPage />
}

const accountPaths = new Set(accountRoutes.map((route) => route.path))

export const routes: PortalRoute[] = [
  page('/', DefaultLayout, () => <HomePage />),
  ...accountRoutes,
  // After /artikel/vorschau and /artikel/erstellen in accountRoutes (docs/articles.md).
  page('/artikel/:slug', DefaultLayout, (p) => <ArticlePage slug={p.slug ?? ''} />),
  // SPEC §2: the platform's headline numbers under both addresses (docs/oabalytics.md).
  page('/statistiken/oabat', DefaultLayout, () => <PlatformStatisticsPage />),
  page('/statistiken-oabat', DefaultLayout, () => <PlatformStatisticsPage />),
  ...employerJobRoutes,
  // After the school's own pages in accountRoutes: /schule/:slug would match /schule/einstellungen.
  ...schoolRoutes,
  // The listing table's /region (the regions list) is the region entry above, which shows it to everyone but region users.
  ...listingRoutes.filter((route) => !accountPaths.has(route.path)),
  ...embedRoutes,
  ...siteRoutes,
  ...postRoutes,
  page('/livestream/:id/suche', DefaultLayout, (p) => livestreamPage(p.id, true)),
  page('/livestream/:id', DefaultLayout, (p) => livestreamPage(p.id, false)),
  page('/betriebe/:slug/azubis', DefaultLayout, (p) => <AzubisPage slug={p.slug ?? ''} />),
  page('/betriebe/:slug/jobs/:jobSlug/praktikum', DetailLayout, (p) => <InternshipPage jobSlug={p.jobSlug ?? ''} />),
  page('/betriebe/:slug/jobs/:jobSlug', DetailLayout, (p) => <JobPage jobSlug={p.jobSlug ?? ''} />),
  page('/betriebe/:slug', DefaultLayout, (p) => <BusinessPage slug={p.slug ?? ''} />),
  sitePageRoute,
  page('/404', DefaultLayout, () => <NotFoundPage />),
]

registerRoutePatterns(routes.map((route) => route.path))

function Page({ route, params }: { route: PortalRoute; params: Params }) {
  const [path] = useLocation()
  const Layout = route.layout
  return (
    <Layout>
      {/* Keyed by path: an error on one page does not stick to the next. */}
      <ErrorBoundary key={path} fallback={(error) => <ErrorPage status={500} message={error.message} />}>
        <GuardedPage guards={guardsOf(route.path)} params={params}>
          <Suspense fallback={<PageLoading />}>{route.render(params)}</Suspense>
        </GuardedPage>
      </ErrorBoundary>
    </Layout>
  )
}

// Any other path may be a content page (docs/content-pages.md); without one it is the not-found page.
const catchAll: PortalRoute = page('*', DefaultLayout, () => <ContentPageRoute />)

export function AppRoutes() {
  // Signed in, the areas are likely next: their table loads when the browser is idle, not on the
  // click. A failed preload costs nothing: the route's own lazy load tries again.
  const signedIn = Boolean(useAuth().user)
  useEffect(() => (signedIn ? whenIdle(() => void loadPrivatePages().catch(() => {})) : undefined), [signedIn])
  return (
    <Switch>
      {routes.map((route) => (
        <Route key={route.path} path={route.path}>
          {(params: Params) => <Page route={route} params={params} />}
        </Route>
      ))}
      <Route>
        <Page route={catchAll} params={{}} />
      </Route>
    </Switch>
  )
}
