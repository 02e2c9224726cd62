/**
 * @module private-pages — what the account, registration, area and employer job routes render.
 * Visitors of public pages never open one of these, so the route table in the entry knows only
 * their patterns and layouts (routes.tsx), and this table with its ~30 page loaders comes with the
 * first such route.
 */
import type { ReactNode } from 'react'
import { Redirect, useSearch } from 'wouter'
import { lazyPage } from './lazy-page.ts'

const JobInterestsPage = lazyPage(() =>
  import('../job-interest/job-interests-page.tsx').then((m) => m.JobInterestsPage),
)
const ChannelsPage = lazyPage(() => import('../business-channels/channels-page.tsx').then((m) => m.ChannelsPage))
const EinblickPage = lazyPage(() => import('../einblick/einblick-page.tsx').then((m) => m.EinblickPage))
const EmbedBuilderPage = lazyPage(() => import('../einblick/embed-builder-page.tsx').then((m) => m.EmbedBuilderPage))
const LogoutPage = lazyPage(() => import('../account/logout-page.tsx').then((m) => m.LogoutPage))
const FavoritesPage = lazyPage(() => import('../ratings/favorites-page.tsx').then((m) => m.FavoritesPage))
const SettingsPage = lazyPage(() => import('../account/settings-page.tsx').then((m) => m.SettingsPage))
const PasswordResetPage = lazyPage(() => import('../account/password-reset-page.tsx').then((m) => m.PasswordResetPage))
const VerifyPage = lazyPage(() => import('../account/verify-page.tsx').then((m) => m.VerifyPage))
const SocialLoginPage = lazyPage(() => import('../account/social-login-page.tsx').then((m) => m.SocialLoginPage))
const EmployerRegistrationPage = lazyPage(() =>
  import('../account/employer-registration-page.tsx').then((m) => m.EmployerRegistrationPage),
)
const EmployerInvitationPage = lazyPage(() =>
  import('../account/employer-invitation-page.tsx').then((m) => m.EmployerInvitationPage),
)
const SchoolRegistrationPage = lazyPage(() =>
  import('../account/school-registration-page.tsx').then((m) => m.SchoolRegistrationPage),
)
const RegionRegistrationPage = lazyPage(() =>
  import('../account/region-registration-page.tsx').then((m) => m.RegionRegistrationPage),
)
const TraineeProfilePage = lazyPage(() =>
  import('../account/trainee-profile-page.tsx').then((m) => m.TraineeProfilePage),
)
const TraineeProfileEditPage = lazyPage(() =>
  import('../trainee-profile/trainee-profile-edit-page.tsx').then((m) => m.TraineeProfileEditPage),
)
const TraineeDocumentsPage = lazyPage(() =>
  import('../trainee-profile/trainee-documents-page.tsx').then((m) => m.TraineeDocumentsPage),
)
const ApplicantPage = lazyPage(() => import('../trainee-profile/applicant-page.tsx').then((m) => m.ApplicantPage))
const TraineePasswordPage = lazyPage(() =>
  import('../account/trainee-password-page.tsx').then((m) => m.TraineePasswordPage),
)
const NotificationSettingsPage = lazyPage(() =>
  import('../account/notification-settings-page.tsx').then((m) => m.NotificationSettingsPage),
)
const OrganisationSettingsPage = lazyPage(() =>
  import('../areas/organisation-settings-page.tsx').then((m) => m.OrganisationSettingsPage),
)
const BusinessAreaPage = lazyPage(() => import('../areas/business-area-page.tsx').then((m) => m.BusinessAreaPage))
const BusinessProblemPage = lazyPage(() =>
  import('../areas/business-problem-page.tsx').then((m) => m.BusinessProblemPage),
)
const SchoolNetworkPage = lazyPage(() =>
  import('../school-network/school-network-page.tsx').then((m) => m.SchoolNetworkPage),
)
const BusinessNetworkPage = lazyPage(() =>
  import('../school-network/business-network-page.tsx').then((m) => m.BusinessNetworkPage),
)
const AzubisEditorPage = lazyPage(() =>
  import('../company-pages/azubis-editor-page.tsx').then((m) => m.AzubisEditorPage),
)
const BusinessUsersPage = lazyPage(() => import('../areas/business-users-page.tsx').then((m) => m.BusinessUsersPage))
const SchoolUsersPage = lazyPage(() => import('../areas/school-users-page.tsx').then((m) => m.SchoolUsersPage))
const StorePage = lazyPage(() => import('../store/store-page.tsx').then((m) => m.StorePage))
const StoreFeaturePage = lazyPage(() => import('../store/store-page.tsx').then((m) => m.StoreFeaturePage))
const CheckoutPage = lazyPage(() => import('../store/checkout-page.tsx').then((m) => m.CheckoutPage))
const SubscriptionsPage = lazyPage(() => import('../store/subscriptions-page.tsx').then((m) => m.SubscriptionsPage))
const ApiKeysPage = lazyPage(() => import('../store/api-keys-page.tsx').then((m) => m.ApiKeysPage))
const ProfileVisitorsPage = lazyPage(() =>
  import('../areas/profile-visitors-page.tsx').then((m) => m.ProfileVisitorsPage),
)
const RegionMembersPage = lazyPage(() =>
  import('../region-area/region-members-page.tsx').then((m) => m.RegionMembersPage),
)
const RegionAddMemberPage = lazyPage(() =>
  import('../region-area/region-add-member-page.tsx').then((m) => m.RegionAddMemberPage),
)
const RegionChannelPage = lazyPage(() =>
  import('../region-area/region-channel-page.tsx').then((m) => m.RegionChannelPage),
)
const RegionContentPage = lazyPage(() =>
  import('../region-area/region-content-page.tsx').then((m) => m.RegionContentPage),
)
const RegionSchoolsPage = lazyPage(() =>
  import('../region-area/region-schools-page.tsx').then((m) => m.RegionSchoolsPage),
)
const AdminLivestreamsPage = lazyPage(() =>
  import('../admin-livestreams/livestreams-page.tsx').then((m) => m.AdminLivestreamsPage),
)
const ArticlesPage = lazyPage(() => import('../articles/articles-page.tsx').then((m) => m.ArticlesPage))
const CustomDomainPage = lazyPage(() =>
  import('../custom-domain/custom-domain-page.tsx').then((m) => m.CustomDomainPage),
)
const ArticlePreviewPage = lazyPage(() =>
  import('../articles/article-preview-page.tsx').then((m) => m.ArticlePreviewPage),
)
const ContentPagePreview = lazyPage(() =>
  import('../content-pages/content-page-preview.tsx').then((m) => m.ContentPagePreview),
)
const ContentPagesAdmin = lazyPage(() =>
  import('../content-pages/editor/content-pages-admin.tsx').then((m) => m.ContentPagesAdmin),
)
const ContentPageEditor = lazyPage(() =>
  import('../content-pages/editor/content-page-editor.tsx').then((m) => m.ContentPageEditor),
)
const AdminOverviewPage = lazyPage(() => import('../admin/overview-page.tsx').then((m) => m.AdminOverviewPage))
const AdminBusinessesPage = lazyPage(() => import('../admin/businesses-page.tsx').then((m) => m.AdminBusinessesPage))
const AdminJobListsPage = lazyPage(() => import('../admin/job-lists-page.tsx').then((m) => m.AdminJobListsPage))
const AdminSchoolsPage = lazyPage(() => import('../admin/schools-page.tsx').then((m) => m.AdminSchoolsPage))
const AdminRegionsPage = lazyPage(() => import('../admin/regions-page.tsx').then((m) => m.AdminRegionsPage))
const AdminCreateEventPage = lazyPage(() =>
  import('../admin/create-event-page.tsx').then((m) => m.AdminCreateEventPage),
)
const AdminSurveysPage = lazyPage(() => import('../admin/surveys-page.tsx').then((m) => m.AdminSurveysPage))
const CampaignsPage = lazyPage(() => import('../campaigns/campaigns-page.tsx').then((m) => m.CampaignsPage))
const CampaignFormPage = lazyPage(() => import('../campaigns/campaign-form-page.tsx').then((m) => m.CampaignFormPage))
const CampaignPromotePage = lazyPage(() =>
  import('../campaigns/campaign-promote-page.tsx').then((m) => m.CampaignPromotePage),
)
const AdminConversationsPage = lazyPage(() =>
  import('../admin/conversations-page.tsx').then((m) => m.AdminConversationsPage),
)
const OabalyticsPage = lazyPage(() => import('../oabalytics/oabalytics-page.tsx').then((m) => m.OabalyticsPage))
const DashboardPage = lazyPage(() => import('../oabalytics/dashboard-page.tsx').then((m) => m.DashboardPage))
const VisitorJourneyPage = lazyPage(() => import('../oabalytics/visitor-pages.tsx').then((m) => m.VisitorJourneyPage))
const VisitorDetailedPage = lazyPage(() => import('../oabalytics/visitor-pages.tsx').then((m) => m.VisitorDetailedPage))
const AdminFairsPage = lazyPage(() => import('../admin-livestreams/fairs-page.tsx').then((m) => m.AdminFairsPage))
const LivestreamConsolePage = lazyPage(() =>
  import('../admin-livestreams/livestream-console-page.tsx').then((m) => m.LivestreamConsolePage),
)
const ChatPage = lazyPage(() => import('../chat/chat-page.tsx').then((m) => m.ChatPage))
const BusinessProfilePage = lazyPage(() =>
  import('../business-profile/business-profile-page.tsx').then((m) => m.BusinessProfilePage),
)
const JobsOverviewPage = lazyPage(() =>
  import('../employer-jobs/jobs-overview-page.tsx').then((m) => m.JobsOverviewPage),
)
const NewJobEditorPage = lazyPage(() => import('../employer-jobs/job-editor-pages.tsx').then((m) => m.NewJobEditorPage))
const LegacyJobEditorPage = lazyPage(() =>
  import('../employer-jobs/job-editor-pages.tsx').then((m) => m.LegacyJobEditorPage),
)
const EditJobPage = lazyPage(() => import('../employer-jobs/job-editor-pages.tsx').then((m) => m.EditJobPage))
const JobPreviewPage = lazyPage(() => import('../employer-jobs/job-preview-page.tsx').then((m) => m.JobPreviewPage))
const JobReviewPage = lazyPage(() => import('../employer-jobs/job-review-page.tsx').then((m) => m.JobReviewPage))
const InternComponentsPage = lazyPage(() =>
  import('../pages/intern-components-page.tsx').then((m) => m.InternComponentsPage),
)
const InternCssPage = lazyPage(() => import('../pages/intern/intern-pages.tsx').then((m) => m.InternCssPage))
const InternIconsPage = lazyPage(() => import('../pages/intern/intern-pages.tsx').then((m) => m.InternIconsPage))
const InternParallaxPage = lazyPage(() => import('../pages/intern/intern-pages.tsx').then((m) => m.InternParallaxPage))
const InternWidgetsPage = lazyPage(() => import('../pages/intern/intern-pages.tsx').then((m) => m.InternWidgetsPage))
const InternStatesPage = lazyPage(() => import('../pages/intern/intern-pages.tsx').then((m) => m.InternStatesPage))
const InternMailsPage = lazyPage(() => import('../pages/intern-mails-page.tsx').then((m) => m.InternMailsPage))
type Params = Record<string, string | undefined>

/** SPEC §2 alias `arbeitgeber-registrierung`: the same page, with its query. */
function EmployerRegistrationAlias() {
  const search = useSearch()
  return <Redirect to={`/arbeitgeber/registrierung${search ? `?${search}` : ''}`} replace />
}

/** Each private route pattern of routes.tsx with what it renders. */
const PRIVATE_PAGES = {
  '/abmelden': () => <LogoutPage />,
  '/einstellungen': () => <SettingsPage />,
  '/favoriten': () => <FavoritesPage />,
  '/passwort-zuruecksetzen': () => <PasswordResetPage />,
  '/verify': () => <VerifyPage />,
  '/social/login': () => <SocialLoginPage />,
  '/arbeitgeber/registrierung': () => <EmployerRegistrationPage />,
  '/arbeitgeber-registrierung': () => <EmployerRegistrationAlias />,
  '/arbeitgeber/einladung': () => <EmployerInvitationPage />,
  '/schule/registrierung': () => <SchoolRegistrationPage />,
  '/region/registrierung': () => <RegionRegistrationPage />,
  '/i/profile': () => <TraineeProfilePage />,
  '/i/profile/editieren': () => <TraineeProfileEditPage />,
  '/i/dokumente': () => <TraineeDocumentsPage />,
  '/i/password': () => <TraineePasswordPage />,
  '/i/benachrichtigungen': () => <NotificationSettingsPage />,
  '/betrieb': () => <BusinessAreaPage />,
  '/betrieb/problem': () => <BusinessProblemPage />,
  '/betrieb/anfragen': () => <JobInterestsPage />,
  '/betrieb/channels': () => <ChannelsPage />,
  '/betrieb/einblick': () => <EinblickPage />,
  '/betrieb/einblick/iframe': () => <EmbedBuilderPage id="erstellen" />,
  '/betrieb/einblick/iframe/:id': (p) => <EmbedBuilderPage id={p.id ?? 'erstellen'} />,
  '/betrieb/bewerber/:id': (p) => <ApplicantPage traineeId={Number(p.id)} />,
  '/betrieb/benutzer': () => <BusinessUsersPage />,
  '/betrieb/azubis': () => <AzubisEditorPage />,
  '/betrieb/store': () => <StorePage />,
  '/betrieb/store/kasse': () => <CheckoutPage />,
  '/betrieb/store/feature': () => <StorePage />,
  '/betrieb/store/feature/:name': (p) => <StoreFeaturePage name={p.name ?? ''} />,
  // SPEC §2: the feature pages are also addressed as feature-{name}.
  '/betrieb/store/:featureName': (p) => <StoreFeaturePage name={(p.featureName ?? '').replace(/^feature-/, '')} />,
  '/betrieb/abonnements': () => <SubscriptionsPage />,
  '/betrieb/api-schluessel': () => <ApiKeysPage />,
  '/schule/einstellungen': () => <OrganisationSettingsPage />,
  '/schule/nutzerverwaltung': () => <SchoolUsersPage />,
  '/schule/firmennetzwerk': () => <SchoolNetworkPage />,
  '/betriebe/schulnetzwerk': () => <BusinessNetworkPage />,
  '/region/einstellungen': () => <OrganisationSettingsPage />,
  '/region/betriebe': () => <RegionMembersPage />,
  '/region/hinzufuegen': () => <RegionAddMemberPage />,
  '/region/channel': () => <RegionChannelPage />,
  '/region/plattform': () => <RegionContentPage />,
  '/region/schulen': () => <RegionSchoolsPage />,
  // The admin area opens on its overview (SPEC §2 /admin/uebersicht).
  '/admin': () => <Redirect to="/admin/uebersicht" replace />,
  '/admin/livestreams': () => <AdminLivestreamsPage />,
  '/admin/messen': () => <AdminFairsPage />,
  '/admin/uebersicht': () => <AdminOverviewPage />,
  '/admin/betriebe': () => <AdminBusinessesPage />,
  '/admin/joblists': () => <AdminJobListsPage />,
  '/admin/schulen': () => <AdminSchoolsPage />,
  '/admin/regionen': () => <AdminRegionsPage />,
  '/admin/konversationen': () => <AdminConversationsPage />,
  '/admin/event/erstellen': () => <AdminCreateEventPage />,
  '/admin/umfragen': () => <AdminSurveysPage />,
  // SPEC §2 kampagne (query), kampagne/erstellen/{templateId?}, kampagne/bewerben/{mediaId?} (docs/admin.md).
  '/admin/kampagne': () => <CampaignsPage />,
  '/admin/kampagne/erstellen': () => <CampaignFormPage template={undefined} />,
  '/admin/kampagne/erstellen/:templateId': (p) => <CampaignFormPage template={p.templateId} />,
  '/admin/kampagne/bewerben': () => <CampaignPromotePage medium={undefined} />,
  '/admin/kampagne/bewerben/:mediaId': (p) => <CampaignPromotePage medium={p.mediaId} />,
  '/admin/seiten': () => <ContentPagesAdmin base="/admin/seiten" />,
  '/admin/seiten/:id': (p) => <ContentPageEditor id={p.id ?? ''} base="/admin/seiten" />,
  '/admin/seiten/:id/vorschau': (p) => <ContentPagePreview id={p.id ?? ''} />,
  '/region/seiten': () => <ContentPagesAdmin base="/region/seiten" />,
  '/region/seiten/:id': (p) => <ContentPageEditor id={p.id ?? ''} base="/region/seiten" />,
  '/region/seiten/:id/vorschau': (p) => <ContentPagePreview id={p.id ?? ''} />,
  '/admin/artikel': () => <ArticlesPage mode="admin" />,
  '/betrieb/eigene-domain': () => <CustomDomainPage />,
  '/region/eigene-domain': () => <CustomDomainPage />,
  '/admin/dashboard': () => <DashboardPage />,
  '/admin/oabalytics': () => <OabalyticsPage />,
  // SPEC §2 /admin/oabalytics/users/{id?}/detailed: without an id, the latest visits.
  '/admin/oabalytics/users/detailed': () => <VisitorDetailedPage id={undefined} />,
  '/admin/oabalytics/users/:id': (p) => <VisitorJourneyPage id={p.id ?? ''} />,
  '/admin/oabalytics/users/:id/detailed': (p) => <VisitorDetailedPage id={p.id} />,
  '/artikel/erstellen': () => <ArticlesPage mode="author" />,
  '/artikel/vorschau': () => <ArticlePreviewPage />,
  // The console opens on its chat.
  '/admin/livestream/:livestream': (p) => <Redirect to={`/admin/livestream/${p.livestream ?? ''}/chat`} replace />,
  '/admin/livestream/:livestream/chat': (p) => <LivestreamConsolePage livestream={p.livestream ?? ''} tab="chat" />,
  '/admin/livestream/:livestream/events': (p) => <LivestreamConsolePage livestream={p.livestream ?? ''} tab="events" />,
  '/admin/livestream/:livestream/timer': (p) => <LivestreamConsolePage livestream={p.livestream ?? ''} tab="timer" />,
  '/intern/components': () => <InternComponentsPage />,
  '/intern/css': () => <InternCssPage />,
  '/intern/icons': () => <InternIconsPage />,
  '/intern/parallax': () => <InternParallaxPage />,
  '/test': () => <InternWidgetsPage />,
  '/testing': () => <InternStatesPage />,
  '/intern/mails': () => <InternMailsPage />,
  '/chat': () => <ChatPage />,
  '/betriebe/:slug/bearbeiten': (p) => <BusinessProfilePage slug={p.slug ?? ''} />,
  '/betriebe/:slug/profilbesucher': () => <ProfileVisitorsPage />,
  '/betrieb/job/erstellen': () => <NewJobEditorPage />,
  '/betrieb/job/vorschau': () => <JobPreviewPage />,
  '/betrieb/job/bearbeiten': () => <EditJobPage slug={undefined} />,
  '/betrieb/job/:slug/bearbeiten': (p) => <EditJobPage slug={p.slug} />,
  '/betriebe/:slug/jobs/uebersicht': () => <JobsOverviewPage />,
  '/betriebe/:slug/jobs/erstellen': () => <LegacyJobEditorPage />,
  '/betriebe/:slug/jobs/:jobSlug/review': (p) => (
    <JobReviewPage businessSlug={p.slug ?? ''} jobSlug={p.jobSlug ?? ''} />
  ),
} satisfies Record<string, (params: Params) => ReactNode>

/** A pattern this table renders: routes.tsx may only name these (checked by the type checker). */
export type PrivatePattern = keyof typeof PRIVATE_PAGES

/** The page of a private route pattern. */
export function PrivatePage({ pattern, params }: { pattern: PrivatePattern; params: Params }) {
  const render: (params: Params) => ReactNode = PRIVATE_PAGES[pattern]
  return render(params)
}
