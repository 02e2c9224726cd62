import { type ReactNode, useEffect, useId, useRef } from 'react'
import { classNames } from './class-names.ts'
import './dialog.css'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

export interface DialogProps {
  open: boolean
  /** Called on Escape, on the close button and on a click on the backdrop. */
  onClose: () => void
  title: ReactNode
  children?: ReactNode
  /** Buttons at the bottom of the dialog. */
  actions?: ReactNode
  className?: string
}

/**
 * A modal dialog (SPEC §2 modal host: at most 443 px wide, §4: page scrolling is locked while it
 * is shown). The native `<dialog>` opened with showModal() makes the rest of the page inert and
 * turns Escape into a cancel event; Tab and Shift+Tab cycle through the dialog's own controls.
 */
export function Dialog({ open, onClose, title, children, actions, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !open) return
    if (!dialog.open) dialog.showModal()
    const root = document.documentElement
    const previousOverflow = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = previousOverflow
      if (dialog.open) dialog.close()
    }
  }, [open])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    // The parent owns the open state: Escape asks it to close instead of closing on its own.
    const onCancel = (event: Event) => {
      event.preventDefault()
      onCloseRef.current()
    }
    // A click whose target is the dialog element itself landed on the backdrop.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) onCloseRef.current()
    }
    // The modal dialog makes the page inert, but Tab would still leave for the browser's own UI:
    // wrap it around inside the dialog instead.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.getClientRects().length > 0,
      )
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (!first || !last) return
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
    dialog.addEventListener('cancel', onCancel)
    dialog.addEventListener('click', onClick)
    dialog.addEventListener('keydown', onKeyDown)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('click', onClick)
      dialog.removeEventListener('keydown', onKeyDown)
    }
  }, [])

  return (
    <dialog ref={ref} className={classNames('oabat-ui-dialog', className)} aria-labelledby={titleId}>
      {open && (
        <div className="oabat-ui-dialog__body">
          <div className="oabat-ui-dialog__header">
            <h2 id={titleId} className="oabat-ui-dialog__title">
              {title}
            </h2>
            <button type="button" className="oabat-ui-dialog__close" aria-label="Schließen" onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="oabat-ui-dialog__content">{children}</div>
          {actions && <div className="oabat-ui-dialog__actions">{actions}</div>}
        </div>
      )}
    </dialog>
  )
}
