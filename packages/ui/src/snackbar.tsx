import { classNames } from './class-names.ts'
import './snackbar.css'

export interface SnackbarProps {
  /** The message; nothing is shown while it is empty. */
  message: string | null | undefined
  onClose: () => void
  /** SPEC §2: the error snackbar is titled "Fehler". */
  title?: string
  className?: string
}

/** The error snackbar (SPEC §2, §8): no timeout, it stays until "Schließen" is pressed. */
export function Snackbar({ message, onClose, title = 'Fehler', className }: SnackbarProps) {
  if (!message) return null
  return (
    <div className={classNames('oabat-ui-snackbar', className)} role="alert">
      <div className="oabat-ui-snackbar__text">
        <strong className="oabat-ui-snackbar__title">{title}</strong>
        <span>{message}</span>
      </div>
      <button type="button" className="oabat-ui-snackbar__close" onClick={onClose}>
        Schließen
      </button>
    </div>
  )
}
