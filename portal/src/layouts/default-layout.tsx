import type { ReactNode } from 'react'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'

/** SPEC §2 layout "default": header with logo and navigation, the page, footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout">
      <a className="skip-link" href="#inhalt">
        Zum Inhalt springen
      </a>
      <SiteHeader />
      <main id="inhalt" className="layout__main container" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}
