import { Button } from '@oabat/ui'
import './load-error.css'

export interface LoadErrorProps {
  /** What could not be loaded, e.g. "Die Stelle". */
  subject: string
  /** The subject is plural („Eure Stellen“): „konnten“ instead of „konnte“. */
  plural?: boolean
  error: Error
  onRetry: () => void
}

/** The German error state of a failed load, with "Erneut versuchen". */
export function LoadError({ subject, plural = false, error, onRetry }: LoadErrorProps) {
  return (
    <div className="load-error" role="alert">
      <p className="load-error__title">
        {subject} {plural ? 'konnten' : 'konnte'} nicht geladen werden.
      </p>
      <p className="load-error__message">{error.message}</p>
      <Button design="primary" onClick={onRetry}>
        Erneut versuchen
      </Button>
    </div>
  )
}
