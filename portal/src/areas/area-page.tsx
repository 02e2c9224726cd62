import type { ReactNode } from 'react'
import { usePageHead } from '../head/use-page-head.ts'
import './area-pages.css'

export interface AreaPageProps {
  /** The area, e.g. "Dein Betrieb". */
  eyebrow: string
  title: string
  intro?: ReactNode
  children: ReactNode
}

/** The frame of an area page: area name, German welcome, then the page's cards. Not indexed. */
export function AreaPage({ eyebrow, title, intro, children }: AreaPageProps) {
  usePageHead({ title: `${eyebrow}: ${title}`, description: title, canonicalPath: null })
  return (
    <div className="area-page">
      <header className="area-page__header">
        <p className="area-page__eyebrow">{eyebrow}</p>
        <h1 className="area-page__title">{title}</h1>
        {intro && <p className="area-page__intro">{intro}</p>}
      </header>
      {children}
    </div>
  )
}
