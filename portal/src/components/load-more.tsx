import { Button } from '@oabat/ui'
import { useEffect, useRef } from 'react'

/**
 * The end of a result list: fetches the next page by itself when it scrolls near the viewport
 * (infinite paging, SPEC §4) and offers "Mehr laden" for keyboards and when observing is not possible.
 */
export function LoadMore({
  hasMore,
  loading,
  shown,
  total,
  onLoad,
}: {
  hasMore: boolean
  loading: boolean
  shown: number
  total: number
  onLoad: () => void
}) {
  const sentinel = useRef<HTMLDivElement>(null)
  const latest = useRef(onLoad)
  latest.current = onLoad
  useEffect(() => {
    const target = sentinel.current
    if (!hasMore || !target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current()
      },
      { rootMargin: '0px 0px 600px 0px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [hasMore])
  return (
    <div className="load-more">
      <div ref={sentinel} aria-hidden="true" />
      {hasMore ? (
        <Button design="secondary" onClick={onLoad} aria-disabled={loading}>
          {loading ? 'Lädt …' : 'Mehr laden'}
        </Button>
      ) : null}
      <p className="load-more__count" aria-live="polite">
        {shown} von {total}
      </p>
    </div>
  )
}
