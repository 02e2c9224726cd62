import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { recordRoute } from './route-history.ts'

/** SPEC §2: scroll restoration is manual; every new page starts at the top. Query changes keep the position. */
export function ScrollToTop() {
  const [path] = useLocation()
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual'
  }, [])
  useEffect(() => {
    recordRoute(path)
    window.scrollTo(0, 0)
  }, [path])
  return null
}
