import { LoadingBar, Snackbar } from '@oabat/ui'
import { SWRConfig } from 'swr'
import { swrConfig } from './api/swr-config.ts'
import { clearError, useErrorMessage } from './app-state/error-snackbar.ts'
import { useLoadingBarState } from './app-state/request-activity.ts'
import { ErrorBoundary } from './errors/error-boundary.tsx'
import { ErrorPage } from './errors/error-page.tsx'
import { ScrollToTop } from './router/scroll-to-top.tsx'
import { AppRoutes } from './routes.tsx'

function GlobalLoadingBar() {
  return <LoadingBar state={useLoadingBarState()} />
}

function GlobalSnackbar() {
  return <Snackbar message={useErrorMessage()} onClose={clearError} />
}

/** The portal: data layer, loading bar, routes and the error snackbar. */
export function App() {
  return (
    <SWRConfig value={swrConfig}>
      <ScrollToTop />
      <GlobalLoadingBar />
      {/* Pages have their own boundary; this one catches a failing layout. */}
      <ErrorBoundary fallback={(error) => <ErrorPage status={500} message={error.message} />}>
        <AppRoutes />
      </ErrorBoundary>
      <GlobalSnackbar />
    </SWRConfig>
  )
}
