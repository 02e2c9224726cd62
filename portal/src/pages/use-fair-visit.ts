import { useEffect } from 'react'
import { useSearch } from 'wouter'
import { api } from '../api/api-client.ts'

const ID = /^\d{1,12}$/

/**
 * „Profilbesucher“: a company page opened from a fair carries `?messe={fairId}` (and
 * `&livestream={id}` from its livestream); the visit is told to the server once per page view.
 * The server decides whether it counts (docs/livestreams.md); a refusal changes nothing here.
 */
export function useFairVisit(businessId: number): void {
  const search = new URLSearchParams(useSearch())
  const fair = search.get('messe') ?? ''
  const livestream = search.get('livestream') ?? ''
  useEffect(() => {
    if (!ID.test(fair)) return
    api('recordProfileVisit', {
      params: { businessId },
      body: { job_fair_id: Number(fair), livestream_id: ID.test(livestream) ? Number(livestream) : null },
    }).catch(() => undefined)
  }, [businessId, fair, livestream])
}

/** The link to a company page from a fair (or its livestream) that records the visit. */
export function fairBusinessPath(slug: string, fairId: number, livestreamId?: number): string {
  const query = new URLSearchParams({ messe: String(fairId) })
  if (livestreamId !== undefined) query.set('livestream', String(livestreamId))
  return `/betriebe/${encodeURIComponent(slug)}?${query}`
}
