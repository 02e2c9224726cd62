import { $errorMessage, $loadingBar, clearError } from '@oabat/core'
import { LoadingBar, Snackbar } from '@oabat/ui'
import { AuthDialogHost } from './auth/auth-dialog-host.tsx'
import { ImpersonationBanner } from './auth/impersonation-banner.tsx'
import { Deferred } from './components/deferred.tsx'
import { ErrorBoundary } from './errors/error-boundary.tsx'
import { ErrorPage } from './errors/error-page.tsx'
import { FloatingLivestreamHost } from './livestream/floating-livestream-host.tsx'
import { lazyPage } from './router/lazy-page.ts'
import { ScrollToTop } from './router/scroll-to-top.tsx'
import { AppRoutes } from './routes.tsx'
import { ClientOnly } from './ssr/client-only.tsx'
import { useStore } from './state/use-store.ts'

// The consent banner and the tracker load beside the page's own code: no page needs them to render.
const PortalAnalytics = lazyPage(() => import('./analytics/portal-analytics.tsx').then((m) => m.PortalAnalytics))
// The rating dialogs and the survey card wait for a click or a timer: their code loads beside the page too.
// A rating made before the dialogs' code is there waits in its store and shows once it has loaded.
const RatingDialogHost = lazyPage(() => import('./ratings/rating-dialog-host.tsx').then((m) => m.RatingDialogHost))
const SurveyCard = lazyPage(() => import('./survey/survey-card.tsx').then((m) => m.SurveyCard))

function GlobalLoadingBar() {
  return <LoadingBar state={useStore($loadingBar)} />
}

function GlobalSnackbar() {
  return <Snackbar message={useStore($errorMessage)} onClose={clearError} />
}

/** The portal: loading bar, impersonation banner, routes, the auth dialog and the error snackbar. */
export function App() {
  return (
    <>
      <ScrollToTop />
      <GlobalLoadingBar />
      <ImpersonationBanner />
      {/* Pages have their own boundary; this one catches a failing layout. */}
      <ErrorBoundary fallback={(error) => <ErrorPage status={500} message={error.message} />}>
        <AppRoutes />
      </ErrorBoundary>
      {/* The floating window plays a stream the visitor left; only the browser knows that. */}
      <ClientOnly>
        <FloatingLivestreamHost />
      </ClientOnly>
      <AuthDialogHost />
      {/* Ratings and the survey belong to the visitor's session: the browser's part only. */}
      <ClientOnly>
        <Deferred>
          <RatingDialogHost />
          <SurveyCard />
        </Deferred>
      </ClientOnly>
      <GlobalSnackbar />
      {/* The banner depends on the consent stored in this browser: never part of the server's page. */}
      <ClientOnly>
        <Deferred>
          <PortalAnalytics />
        </Deferred>
      </ClientOnly>
    </>
  )
}
