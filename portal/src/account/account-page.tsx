import type { ReactNode } from 'react'
import { usePageHead } from '../head/use-page-head.ts'
import './account-pages.css'

export interface AccountPageProps {
  title: string
  /** One or two sentences under the heading. */
  intro?: ReactNode
  /** Public pages (registrations) are indexed; personal pages are not. */
  canonicalPath?: string | null
  description?: string
  narrow?: boolean
  children: ReactNode
}

/** The frame of the account and registration pages: heading, intro and the page's own title in the tab. */
export function AccountPage({
  title,
  intro,
  canonicalPath = null,
  description,
  narrow = false,
  children,
}: AccountPageProps) {
  usePageHead({ title, description: description ?? title, canonicalPath })
  return (
    <div className={narrow ? 'account-page account-page--narrow' : 'account-page'}>
      <header className="account-page__header">
        <h1 className="account-page__title">{title}</h1>
        {intro && <div className="account-page__intro">{intro}</div>}
      </header>
      {children}
    </div>
  )
}
