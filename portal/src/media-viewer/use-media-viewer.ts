import { useCallback } from 'react'
import { useLocation, useSearch } from 'wouter'
import { mediaOf, withMedia } from './media-query.ts'

/** History entries the viewer pushed itself: closing goes back to them instead of adding another entry. */
interface ViewerState {
  mediaViewer?: true
}

/** The open media id from the URL, and how to open, switch and close the viewer. */
export function useMediaViewer() {
  const [path, navigate] = useLocation()
  const search = useSearch()
  const open = mediaOf(search)

  const show = useCallback(
    (mediaId: string) => {
      const viewerOpen = mediaOf(search) !== null
      // Switching inside the viewer replaces the entry and keeps its mark; the first open pushes a
      // marked one, so "back" closes it. An entry the viewer did not push (a shared ?media link, or a
      // thumbnail followed as a plain link before the page had hydrated) stays unmarked: closing it
      // must not go back to another document.
      navigate(`${path}${withMedia(search, mediaId)}`, {
        replace: viewerOpen,
        state: viewerOpen ? (history.state as ViewerState | null) : ({ mediaViewer: true } satisfies ViewerState),
      })
    },
    [navigate, path, search],
  )

  const close = useCallback(() => {
    // SPEC §2 "closing it goes back": to the page the viewer was opened on, else the same page without it.
    if ((history.state as ViewerState | null)?.mediaViewer) history.back()
    else navigate(`${path}${withMedia(search, null)}`, { replace: true })
  }, [navigate, path, search])

  return { open, show, close }
}
