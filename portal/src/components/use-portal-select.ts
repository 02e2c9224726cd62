import type { JobSummary } from '@oabat/core'
import type { MouseEvent } from 'react'
import { useLocation } from 'wouter'

/** Opens a job card's page inside the portal instead of reloading the whole document. */
export function usePortalJobSelect() {
  const [, navigate] = useLocation()
  return (job: JobSummary, event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    navigate(job.url)
  }
}

/** The origin job links point to: this portal. */
export const portalOrigin = (): string => (typeof location === 'undefined' ? '' : location.origin)
