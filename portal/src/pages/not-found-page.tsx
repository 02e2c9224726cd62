import { NOT_FOUND_MESSAGE } from '@oabat/core'
import { ErrorPage } from '../errors/error-page.tsx'

/** SPEC §8 page not found: 404 "This page could not be found" (the server answers with status 404). */
export function NotFoundPage() {
  return <ErrorPage status={404} message={NOT_FOUND_MESSAGE} />
}
