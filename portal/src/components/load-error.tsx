import { Button } from '@oabat/ui'
import './load-error.css'

export interface LoadErrorProps {
  /** What could not be loaded, e.g. "Die Stelle". */
  subject: string
  error: Error
  onRetry: () => void
}

/** The German error state of a failed load, with "Erneut versuchen". */
export function LoadError({ subject, error, onRetry }: LoadErrorProps) {
  return (
    <div className="load-error" role="alert">
      <p className="load-error__title">{subject} konnte nicht geladen werden.</p>
      <p className="load-error__message">{error.message}</p>
      <Button design="primary" onClick={onRetry}>
        Erneut versuchen
      </Button>
    </div>
  )
}
