import { type ReactNode, useRef } from 'react'
import themeCss from './theme.css?inline'
import { useWidgetStyles } from './use-widget-styles.ts'

export interface StateMessageProps {
  title: string
  text?: string
  tone?: 'info' | 'error'
  /** A retry or similar button label; shown only with onAction. */
  actionLabel?: string
  onAction?: () => void
  children?: ReactNode
}

/** The loading-failed, not-found and empty states: a titled box, never a blank area. */
export function StateMessage({ title, text, tone = 'info', actionLabel, onAction, children }: StateMessageProps) {
  const ref = useRef<HTMLDivElement>(null)
  useWidgetStyles(ref, [themeCss])
  return (
    <div
      ref={ref}
      className={`oabat-theme oabat-message${tone === 'error' ? ' oabat-message--error' : ''}`}
      part="message"
      lang="de"
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <p className="oabat-message__title">{title}</p>
      {text ? <p className="oabat-message__text">{text}</p> : null}
      {children}
      {actionLabel && onAction ? (
        <button type="button" className="oabat-button" part="button" onClick={onAction}>
          {actionLabel}
        </button>
      ) : null}
    </div>
  )
}
