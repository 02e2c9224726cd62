/**
 * @module routes — the portal's route table (SPEC §2). Each route runs its guards first
 * (router/guard-table.ts, SPEC §6); pages load on demand, each inside its layout and an error
 * boundary that shows the error page.
 */
import { type ComponentType, type ReactNode, Suspense } from 'react'
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter'
import { useAuth } from './auth/use-auth.ts'
import { sitePageRoute, siteRoutes } from './business-sites/site-routes.tsx'
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
import { registerRoutePatterns } from './router/route-registry.ts'

const HomePage = lazyPage(() => import('./pages/home-page.tsx').then((m) => m.HomePage))
const JobPage = lazyPage(() => import('./pages/job-page.tsx').then((m) => m.JobPage))
const JobInterestsPage = lazyPage(() => import('./job-interest/job-interests-page.tsx').then((m) => m.JobInterestsPage))
const BusinessPage = lazyPage(() => import('./pages/business-page.tsx').then((m) => m.BusinessPage))
const NotFoundPage = lazyPage(() => import('./pages/not-found-page.tsx').then((m) => m.NotFoundPage))
const ListingPage = lazyPage(() => import('./pages/listing-page.tsx').then((m) => m.ListingPage))
const LogoutPage = lazyPage(() => import('./account/logout-page.tsx').then((m) => m.LogoutPage))
const SettingsPage = lazyPage(() => import('./account/settings-page.tsx').then((m) => m.SettingsPage))
const PasswordResetPage = lazyPage(() => import('./account/password-reset-page.tsx').then((m) => m.PasswordResetPage))
const VerifyPage = lazyPage(() => import('./account/verify-page.tsx').then((m) => m.VerifyPage))
const SocialLoginPage = lazyPage(() => import('./account/social-login-page.tsx').then((m) => m.SocialLoginPage))
const EmployerRegistrationPage = lazyPage(() =>
  import('./account/employer-registration-page.tsx').then((m) => m.EmployerRegistrationPage),
)
const EmployerInvitationPage = lazyPage(() =>
  import('./account/employer-invitation-page.tsx').then((m) => m.EmployerInvitationPage),
)
const SchoolRegistrationPage = lazyPage(() =>
  import('./account/school-registration-page.tsx').then((m) => m.SchoolRegistrationPage),
)
const RegionRegistrationPage = lazyPage(() =>
  import('./account/region-registration-page.tsx').then((m) => m.RegionRegistrationPage),
)
const TraineeProfilePage = lazyPage(() =>
  import('./account/trainee-profile-page.tsx').then((m) => m.TraineeProfilePage),
)
const TraineePasswordPage = lazyPage(() =>
  import('./account/trainee-password-page.tsx').then((m) => m.TraineePasswordPage),
)
const NotificationSettingsPage = lazyPage(() =>
  import('./account/notification-settings-page.tsx').then((m) => m.NotificationSettingsPage),
)
const OrganisationSettingsPage = lazyPage(() =>
  import('./areas/organisation-settings-page.tsx').then((m) => m.OrganisationSettingsPage),
)
const BusinessAreaPage = lazyPage(() => import('./areas/business-area-page.tsx').then((m) => m.BusinessAreaPage))
const BusinessProblemPage = lazyPage(() =>
  import('./areas/business-problem-page.tsx').then((m) => m.BusinessProblemPage),
)
const BusinessUsersPage = lazyPage(() => import('./areas/business-users-page.tsx').then((m) => m.BusinessUsersPage))
const SchoolAreaPage = lazyPage(() => import('./areas/school-area-page.tsx').then((m) => m.SchoolAreaPage))
const SchoolsEntryPage = lazyPage(() => import('./areas/schools-entry-page.tsx').then((m) => m.SchoolsEntryPage))
const RegionAreaPage = lazyPage(() => import('./areas/region-area-page.tsx').then((m) => m.RegionAreaPage))
const AdminAreaPage = lazyPage(() => import('./areas/admin-area-page.tsx').then((m) => m.AdminAreaPage))
const ChatPage = lazyPage(() => import('./chat/chat-page.tsx').then((m) => m.ChatPage))
const BusinessProfilePage = lazyPage(() =>
  import('./business-profile/business-profile-page.tsx').then((m) => m.BusinessProfilePage),
)
const JobsOverviewPage = lazyPage(() =>
  import('./employer-jobs/jobs-overview-page.tsx').then((m) => m.JobsOverviewPage),
)
const NewJobEditorPage = lazyPage(() => import('./employer-jobs/job-editor-pages.tsx').then((m) => m.NewJobEditorPage))
const LegacyJobEditorPage = lazyPage(() =>
  import('./employer-jobs/job-editor-pages.tsx').then((m) => m.LegacyJobEditorPage),
)
const EditJobPage = lazyPage(() => import('./employer-jobs/job-editor-pages.tsx').then((m) => m.EditJobPage))
const JobPreviewPage = lazyPage(() => import('./employer-jobs/job-preview-page.tsx').then((m) => m.JobPreviewPage))
const JobReviewPage = lazyPage(() => import('./employer-jobs/job-review-page.tsx').then((m) => m.JobReviewPage))
const InternComponentsPage = lazyPage(() =>
  import('./pages/intern-components-page.tsx').then((m) => m.InternComponentsPage),
)

type Params = Record<string, string | undefined>

export interface PortalRoute {
  path: string
  layout: ComponentType<{ children: ReactNode }>
  render: (params: Params) => ReactNode
}

/** SPEC §2 alias `arbeitgeber-registrierung`: the same page, with its query. */
function EmployerRegistrationAlias() {
  const search = useSearch()
  return <Redirect to={`/arbeitgeber/registrierung${search ? `?${search}` : ''}`} replace />
}

/**
 * /schule and /region are the area entries of school and region accounts (with their side menu)
 * and public pages for everyone else (the schools' introduction, the list of regions).
 */
function useHasRole(role: 'school' | 'region'): boolean {
  const { user } = useAuth()
  return Boolean(user?.[role])
}

function SchoolEntryLayout({ children }: { children: ReactNode }) {
  const Layout = useHasRole('school') ? AreaLayout : DefaultLayout
  return <Layout>{children}</Layout>
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

/** Account, registration and area pages (issue 3); before the listings, whose /region/:slug would match them. */
const accountRoutes: PortalRoute[] = [
  page('/abmelden', DefaultLayout, () => <LogoutPage />),
  page('/einstellungen', AreaLayout, () => <SettingsPage />),
  page('/passwort-zuruecksetzen', DefaultLayout, () => <PasswordResetPage />),
  page('/verify', DefaultLayout, () => <VerifyPage />),
  page('/social/login', DefaultLayout, () => <SocialLoginPage />),
  page('/arbeitgeber/registrierung', DefaultLayout, () => <EmployerRegistrationPage />),
  page('/arbeitgeber-registrierung', DefaultLayout, () => <EmployerRegistrationAlias />),
  page('/arbeitgeber/einladung', DefaultLayout, () => <EmployerInvitationPage />),
  page('/schule/registrierung', DefaultLayout, () => <SchoolRegistrationPage />),
  page('/region/registrierung', DefaultLayout, () => <RegionRegistrationPage />),
  page('/i/profile', DefaultLayout, () => <TraineeProfilePage />),
  page('/i/password', DefaultLayout, () => <TraineePasswordPage />),
  page('/i/benachrichtigungen', DefaultLayout, () => <NotificationSettingsPage />),
  page('/betrieb', AreaLayout, () => <BusinessAreaPage />),
  page('/betrieb/problem', DefaultLayout, () => <BusinessProblemPage />),
  page('/betrieb/anfragen', AreaLayout, () => <JobInterestsPage />),
  page('/betrieb/benutzer', AreaLayout, () => <BusinessUsersPage />),
  page('/schule', SchoolEntryLayout, () => <SchoolEntry />),
  page('/schule/einstellungen', AreaLayout, () => <OrganisationSettingsPage />),
  page('/region', RegionEntryLayout, () => <RegionEntry />),
  page('/region/einstellungen', AreaLayout, () => <OrganisationSettingsPage />),
  page('/admin', AreaLayout, () => <AdminAreaPage />),
  page('/intern/components', DefaultLayout, () => <InternComponentsPage />),
  page('/chat', AreaLayout, () => <ChatPage />),
  page('/betriebe/:slug/bearbeiten', AreaLayout, (p) => <BusinessProfilePage slug={p.slug ?? ''} />),
]

/** The company's job pages (issue 5); before /betriebe/:slug/jobs/:jobSlug, which would match uebersicht and erstellen. */
const employerJobRoutes: PortalRoute[] = [
  page('/betrieb/job/erstellen', AreaLayout, () => <NewJobEditorPage />),
  page('/betrieb/job/vorschau', DetailLayout, () => <JobPreviewPage />),
  page('/betrieb/job/bearbeiten', AreaLayout, () => <EditJobPage slug={undefined} />),
  page('/betrieb/job/:slug/bearbeiten', AreaLayout, (p) => <EditJobPage slug={p.slug} />),
  page('/betriebe/:slug/jobs/uebersicht', AreaLayout, () => <JobsOverviewPage />),
  page('/betriebe/:slug/jobs/erstellen', AreaLayout, () => <LegacyJobEditorPage />),
  page('/betriebe/:slug/jobs/:jobSlug/review', AreaLayout, (p) => (
    <JobReviewPage businessSlug={p.slug ?? ''} jobSlug={p.jobSlug ?? ''} />
  )),
]

const accountPaths = new Set(accountRoutes.map((route) => route.path))

export const routes: PortalRoute[] = [
  page('/', DefaultLayout, () => <HomePage />),
  ...accountRoutes,
  ...employerJobRoutes,
  // The listing table's /region (the regions list) is the region entry above, which shows it to everyone but region users.
  ...listingRoutes.filter((route) => !accountPaths.has(route.path)),
  ...embedRoutes,
  ...siteRoutes,
  ...postRoutes,
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

const catchAll: PortalRoute = page('*', DefaultLayout, () => <NotFoundPage />)

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
