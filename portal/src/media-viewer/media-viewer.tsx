import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { API_BASE } from '../api/api-client.ts'
import { useHydrated } from '../ssr/client-only.tsx'
import type { MediaItem } from './media-items.ts'
import { MEDIA_LOAD_TIMEOUT_MS, MediaSnackbar } from './media-snackbar.tsx'
import { useMediaViewer } from './use-media-viewer.ts'
import './media-viewer.css'

const FOCUSABLE = 'a[href], button:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])'

export interface MediaViewerProps {
  /** Everything the page shows that the viewer can open, in page order (the arrows follow it). */
  items: MediaItem[]
  /** Whose media, for the dialog's name, e.g. "Bilder von Schreinerei Holzwerk". */
  label: string
}

/**
 * SPEC §2 fullscreen media viewer: opens while the URL holds `?media={id}`, left and right (buttons
 * and arrow keys) move through `items`, Escape or „Schließen“ close it and take the query away
 * (going back when the viewer added the history entry). Focus stays inside while it is open. Media
 * that does not load within 5 s, fails, or is unknown shows the SPEC §8 snackbar for 5 s.
 */
export function MediaViewer({ items, label }: MediaViewerProps) {
  const viewer = useMediaViewer()
  const { show, close } = viewer
  // The viewer is a modal the browser opens (showModal): on a server-rendered page it appears after
  // hydration, so a shared ?media link paints the page first and loads its large image in the browser.
  const open = useHydrated() ? viewer.open : null
  const [failed, setFailed] = useState(false)
  const hideFailed = useCallback(() => setFailed(false), [])
  const index = open === null ? -1 : items.findIndex((item) => item.id === open)
  const item = index >= 0 ? items[index] : undefined

  // A link to media that is not (or no longer) on this page.
  useEffect(() => {
    if (open !== null && index === -1) {
      setFailed(true)
      close()
    }
  }, [open, index, close])

  const snackbar = <MediaSnackbar visible={failed} onHide={hideFailed} />
  if (!item) return snackbar
  const step = (delta: number) => {
    const next = items[(index + delta + items.length) % items.length]
    if (next) show(next.id)
  }
  return (
    <ViewerDialog
      mediaId={item.id}
      label={label}
      position={`${index + 1} von ${items.length}`}
      hasSiblings={items.length > 1}
      onPrevious={() => step(-1)}
      onNext={() => step(1)}
      onClose={close}
    >
      <MediaContent key={item.id} item={item} onFailed={() => setFailed(true)} />
      {snackbar}
    </ViewerDialog>
  )
}

interface ViewerDialogProps {
  /** The media on screen: closing puts focus on its thumbnail. */
  mediaId: string
  label: string
  position: string
  hasSiblings: boolean
  onPrevious: () => void
  onNext: () => void
  onClose: () => void
  children: ReactNode
}

function ViewerDialog({
  mediaId,
  label,
  position,
  hasSiblings,
  onPrevious,
  onNext,
  onClose,
  children,
}: ViewerDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const handlers = useRef({ onPrevious, onNext, onClose })
  handlers.current = { onPrevious, onNext, onClose }
  const shown = useRef(mediaId)
  shown.current = mediaId

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement
    // showModal: the page behind becomes inert, Escape becomes a cancel event.
    if (!dialog.open) dialog.showModal()
    const root = document.documentElement
    const overflow = root.style.overflow
    root.style.overflow = 'hidden'
    const onCancel = (event: Event) => {
      event.preventDefault()
      handlers.current.onClose()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        // Arrow keys inside the video's own controls seek; everywhere else they switch media.
        if (event.target instanceof HTMLVideoElement) return
        event.preventDefault()
        if (event.key === 'ArrowLeft') handlers.current.onPrevious()
        else handlers.current.onNext()
        return
      }
      if (event.key !== 'Tab') return
      // The modal makes the page inert, but Tab would still leave for the browser's own UI: wrap it.
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => element.getClientRects().length > 0,
      )
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (!first || !last) return
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
    dialog.addEventListener('cancel', onCancel)
    dialog.addEventListener('keydown', onKeyDown)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('keydown', onKeyDown)
      root.style.overflow = overflow
      if (dialog.open) dialog.close()
      // The dialog is already out of the page, so the browser cannot give focus back (it fell to the
      // page top): to the thumbnail of the media last shown, else to what had it before.
      const thumbnail = document.querySelector<HTMLElement>(`.media-link[data-media-id="${CSS.escape(shown.current)}"]`)
      const target = thumbnail ?? (opener instanceof HTMLElement && opener.isConnected ? opener : null)
      target?.focus()
    }
  }, [])

  return (
    <dialog ref={ref} className="media-viewer" aria-label={label}>
      <div className="media-viewer__bar">
        <p className="media-viewer__position" aria-live="polite">
          {position}
        </p>
        <button type="button" className="media-viewer__close" onClick={onClose}>
          Schließen
        </button>
      </div>
      <div className="media-viewer__stage">
        {hasSiblings && (
          <button type="button" className="media-viewer__arrow media-viewer__arrow--previous" onClick={onPrevious}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">Vorheriges Medium</span>
          </button>
        )}
        <div className="media-viewer__media">{children}</div>
        {hasSiblings && (
          <button type="button" className="media-viewer__arrow media-viewer__arrow--next" onClick={onNext}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">Nächstes Medium</span>
          </button>
        )}
      </div>
    </dialog>
  )
}

/** One image or video, with the 5-second load watch of SPEC §8. */
function MediaContent({ item, onFailed }: { item: MediaItem; onFailed: () => void }) {
  const [loaded, setLoaded] = useState(false)
  const done = useRef(false)
  const fail = useRef(onFailed)
  fail.current = onFailed
  useEffect(() => {
    const timer = setTimeout(() => {
      if (!done.current) fail.current()
    }, MEDIA_LOAD_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [])
  const onLoad = () => {
    done.current = true
    setLoaded(true)
  }
  const onError = () => {
    if (done.current) return
    done.current = true
    fail.current()
  }
  if (item.kind === 'video') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: company videos are uploaded without captions
      <video
        className="media-viewer__video"
        controls
        autoPlay
        src={`${API_BASE}${item.url}`}
        title={item.title}
        onLoadedData={onLoad}
        onError={onError}
      />
    )
  }
  const { image } = item
  const urls = image.urls.large
  return (
    <picture
      className={`media-viewer__picture${loaded ? ' media-viewer__picture--loaded' : ''}`}
      style={{ backgroundImage: loaded ? undefined : `url("${image.placeholder}")` }}
    >
      <source type="image/avif" srcSet={`${API_BASE}${urls.avif}`} />
      <source type="image/webp" srcSet={`${API_BASE}${urls.webp}`} />
      <img
        src={`${API_BASE}${urls.jpg}`}
        alt={item.alt}
        width={image.sizes.large.width}
        height={image.sizes.large.height}
        onLoad={onLoad}
        onError={onError}
      />
    </picture>
  )
}
