import type { ReactNode } from 'react'

/** SPEC §2 layout "embed": the page alone, for an iframe on a region's or company's site. */
export function EmbedLayout({ children }: { children: ReactNode }) {
  return (
    <main id="inhalt" className="layout-embed" tabIndex={-1}>
      {children}
    </main>
  )
}
