import type { MouseEvent, ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import { previousRoute } from '../router/route-history.ts'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'

/** Where "Zurück" leads when the visitor came from outside the portal. */
const BACK_FALLBACK = '/ausbildung'

function backLabel(previous: string | null): string {
  if (!previous) return 'Zur Suche'
  if (/^\/(ausbildung|praktikum)(\/|\?|$)/.test(previous)) return 'Zurück zur Suche'
  if (previous.startsWith('/betriebe/')) return 'Zurück zum Betrieb'
  return 'Zurück'
}

function BackLink() {
  const [path] = useLocation()
  const previous = previousRoute(path)
  // Going back in the browser history returns to the exact list the visitor left.
  const onClick = (event: MouseEvent) => {
    if (!previous) return
    event.preventDefault()
    history.back()
  }
  return (
    <Link href={previous ?? BACK_FALLBACK} className="back-link" onClick={onClick}>
      <span aria-hidden="true">←</span> {backLabel(previous)}
    </Link>
  )
}

/** SPEC §2 layout "detailpage": a narrow content column with a back link. */
export function DetailLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout">
      <a className="skip-link" href="#inhalt">
        Zum Inhalt springen
      </a>
      <SiteHeader />
      <main id="inhalt" className="layout__main container container--narrow" tabIndex={-1}>
        <BackLink />
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}
