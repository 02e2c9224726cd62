import { ERROR_DEFAULT_TEXT } from '@oabat/core'
import { buttonClassName } from '@oabat/ui'
import { Link } from 'wouter'
import { usePageHead } from '../head/use-page-head.ts'
import { ErrorBoundary } from './error-boundary.tsx'
import './error-page.css'

export interface ErrorPageProps {
  /** HTTP-like status; generic errors default to 500 (SPEC §8). */
  status?: number
  /** The message to show; without one the default text and the detective line appear. */
  message?: string | null
}

/** Shown with the default text, so even an unexplained error gets a friendly word. */
export const DETECTIVE_LINE = 'Unser Spürhund hat alles abgesucht – leider ohne Erfolg.'

function ErrorContent({ status = 500, message }: ErrorPageProps) {
  usePageHead({ title: message || ERROR_DEFAULT_TEXT, description: message || ERROR_DEFAULT_TEXT, canonicalPath: null })
  return (
    <section className="error-page" aria-labelledby="error-page-title">
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-page-title" className="error-page__title">
        <span className="visually-hidden">Fehler {status}: </span>
        {message || ERROR_DEFAULT_TEXT}
      </h1>
      {!message && <p className="error-page__detective">{DETECTIVE_LINE}</p>}
      <Link href="/" className={buttonClassName({ design: 'primary', size: 'large' })}>
        Zur Startseite
      </Link>
    </section>
  )
}

/** The last resort when the error page itself fails (SPEC §2): plain English text and a link home. */
export function DoubleErrorPage() {
  return (
    <section className="error-page">
      <h1 className="error-page__title">An error occurred while showing the error page</h1>
      <a href="/">Home</a>
    </section>
  )
}

/** SPEC §2 error page: status code and message, or the default text plus a detective line. */
export function ErrorPage(props: ErrorPageProps) {
  return (
    <ErrorBoundary fallback={() => <DoubleErrorPage />}>
      <ErrorContent {...props} />
    </ErrorBoundary>
  )
}
