import type { ReactNode } from 'react'
import { useSearch } from 'wouter'
import { withMedia } from './media-query.ts'
import { useMediaViewer } from './use-media-viewer.ts'

/**
 * A thumbnail that opens the media viewer: a real link to `?media={id}` (shareable, opens in a new
 * tab with a modifier key), handled in place on a plain click.
 */
export function MediaLink({ mediaId, label, children }: { mediaId: string; label: string; children: ReactNode }) {
  const search = useSearch()
  const { show } = useMediaViewer()
  return (
    <a
      className="media-link"
      data-media-id={mediaId}
      href={withMedia(search, mediaId)}
      aria-label={label}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        show(mediaId)
      }}
    >
      {children}
    </a>
  )
}
