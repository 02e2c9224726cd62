import { $effectiveConsent, $search, type Consent, createTracker } from '@oabat/core'
import { ConsentBanner } from '@oabat/widgets'
import { useEffect, useMemo, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { API_BASE } from '../api/api-client.ts'
import { onConversion } from './conversions.ts'
import './portal-analytics.css'

/** Cards whose impressions count: job cards (widgets) and business cards (the Unternehmen tab). */
const TRACKED = '[data-job-id], [data-business-id]'

function useConsent(): Consent | null {
  const [consent, setConsent] = useState($effectiveConsent.get())
  useEffect(() => $effectiveConsent.subscribe(setConsent), [])
  return consent
}

/**
 * SPEC §4 consent banner and §3/§7 analytics of the portal: the banner until a choice is stored
 * (logged-in users allow all), then page visits, searches and the impressions of cards as they
 * scroll into view, batched to POST /api/oabalytics. Without performance consent nothing is recorded.
 */
export function PortalAnalytics() {
  const [path] = useLocation()
  const search = useSearch()
  const consent = useConsent()
  const allowed = consent?.performance === true
  const tracker = useMemo(
    () => createTracker({ endpoint: `${API_BASE}/api/oabalytics`, consent: () => $effectiveConsent.get() }),
    [],
  )
  const route = `${path}${search ? `?${search}` : ''}`

  useEffect(() => tracker.start(), [tracker])

  // A page visit for every page, and for the current one the moment consent is given.
  useEffect(() => {
    if (allowed) tracker.pageVisit(route)
  }, [tracker, route, allowed])

  useEffect(
    () =>
      $search.listen((state) => {
        if (state.active) tracker.event(location.pathname, 'search', state)
      }),
    [tracker],
  )

  // Registrations and job interests count for the campaign of the visit (conversions.ts).
  useEffect(() => onConversion((conversion) => tracker.event(location.pathname, conversion)), [tracker])

  useEffect(() => {
    if (!allowed || typeof IntersectionObserver === 'undefined') return
    const seen = new WeakSet<Element>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          const element = entry.target as HTMLElement
          const id = element.dataset.jobId ?? element.dataset.businessId
          if (id) tracker.impression(location.pathname, element.dataset.jobId ? 'job' : 'business', id)
          observer.unobserve(element)
        }
      },
      { threshold: 0.5 },
    )
    const scan = () => {
      for (const element of document.querySelectorAll(TRACKED)) {
        if (seen.has(element)) continue
        seen.add(element)
        observer.observe(element)
      }
    }
    scan()
    const mutations = new MutationObserver(scan)
    mutations.observe(document.body, { childList: true, subtree: true })
    return () => {
      mutations.disconnect()
      observer.disconnect()
    }
  }, [tracker, allowed])

  return (
    <div className="portal-consent">
      <ConsentBanner apiBase={API_BASE} privacyUrl="/datenschutz" imprintUrl="/impressum" />
    </div>
  )
}
