import { useEffect, useRef } from 'react'

/** Calls `load` whenever the sentinel comes within 600 px of the viewport (infinite paging). */
export function useNearEnd(enabled: boolean, load: () => void) {
  const sentinel = useRef<HTMLDivElement>(null)
  const latestLoad = useRef(load)
  latestLoad.current = load
  useEffect(() => {
    const target = sentinel.current
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latestLoad.current()
      },
      { rootMargin: '0px 0px 600px 0px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [enabled])
  return sentinel
}
