import { type ReactNode, Suspense } from 'react'
import { ErrorBoundary } from '../errors/error-boundary.tsx'

/**
 * A part of the page frame that is not needed for the first paint (analytics, the auth dialog,
 * menus of logged-in users): its code loads on demand, the fallback (nothing, or a placeholder
 * that holds the part's place) is shown meanwhile, and a failed load leaves the part out instead
 * of breaking the page around it.
 */
export function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  )
}
