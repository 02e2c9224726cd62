/**
 * @module routes — the portal's route table, mirroring SPEC §2 for the search slice. Pages load on
 * demand; each page sits in its layout, inside an error boundary that shows the error page.
 */
import { type ComponentType, type ReactNode, Suspense } from 'react'
import { Route, Switch, useLocation } from 'wouter'
import { ErrorBoundary } from './errors/error-boundary.tsx'
import { ErrorPage } from './errors/error-page.tsx'
import { DefaultLayout } from './layouts/default-layout.tsx'
import { DetailLayout } from './layouts/detail-layout.tsx'
import { lazyPage } from './router/lazy-page.ts'
import { listingRoutes } from './router/listing-routes.tsx'

const HomePage = lazyPage(() => import('./pages/home-page.tsx').then((m) => m.HomePage))
const JobPage = lazyPage(() => import('./pages/job-page.tsx').then((m) => m.JobPage))
const BusinessPage = lazyPage(() => import('./pages/business-page.tsx').then((m) => m.BusinessPage))
const NotFoundPage = lazyPage(() => import('./pages/not-found-page.tsx').then((m) => m.NotFoundPage))

type Params = Record<string, string | undefined>

export interface PortalRoute {
  path: string
  layout: ComponentType<{ children: ReactNode }>
  render: (params: Params) => ReactNode
}

export const routes: PortalRoute[] = [
  { path: '/', layout: DefaultLayout, render: () => <HomePage /> },
  {
    path: '/betriebe/:slug/jobs/:jobSlug',
    layout: DetailLayout,
    render: (p) => <JobPage jobSlug={p.jobSlug ?? ''} />,
  },
  { path: '/betriebe/:slug', layout: DefaultLayout, render: (p) => <BusinessPage slug={p.slug ?? ''} /> },
  { path: '/404', layout: DefaultLayout, render: () => <NotFoundPage /> },
  ...listingRoutes,
]

/** Keeps the page area from collapsing while a page's code loads. */
function PageLoading() {
  return <div className="page-loading" aria-busy="true" />
}

function Page({ route, params }: { route: PortalRoute; params: Params }) {
  const [path] = useLocation()
  const Layout = route.layout
  return (
    <Layout>
      {/* Keyed by path: an error on one page does not stick to the next. */}
      <ErrorBoundary key={path} fallback={(error) => <ErrorPage status={500} message={error.message} />}>
        <Suspense fallback={<PageLoading />}>{route.render(params)}</Suspense>
      </ErrorBoundary>
    </Layout>
  )
}

const catchAll: PortalRoute = { path: '*', layout: DefaultLayout, render: () => <NotFoundPage /> }

export function AppRoutes() {
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
