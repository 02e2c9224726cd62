import type { ReactNode } from 'react'
import { classNames } from './class-names.ts'
import './notice.css'

export type NoticeTone = 'info' | 'success' | 'error'

export interface NoticeProps {
  tone?: NoticeTone
  /** Bold first line. */
  title?: ReactNode
  children?: ReactNode
  className?: string
}

/**
 * A message box inside a page or form: an error is announced at once (role alert), a success or
 * info politely (role status).
 */
export function Notice({ tone = 'info', title, children, className }: NoticeProps) {
  return (
    <div
      className={classNames('oabat-ui-notice', `oabat-ui-notice--${tone}`, className)}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {title && <p className="oabat-ui-notice__title">{title}</p>}
      {children && <div className="oabat-ui-notice__text">{children}</div>}
    </div>
  )
}
