import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { recordRoute } from './route-history.ts'

/**
 * SPEC §2: scroll restoration is manual; every new page starts at the top (query changes keep the
 * position). After an in-app navigation the focus moves to the main content, as a page load would.
 */
export function ScrollToTop() {
  const [path] = useLocation()
  const firstPath = useRef(path)
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual'
  }, [])
  useEffect(() => {
    recordRoute(path)
    window.scrollTo(0, 0)
    if (path !== firstPath.current) document.getElementById('inhalt')?.focus({ preventScroll: true })
  }, [path])
  return null
}
