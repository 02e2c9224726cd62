import { useEffect, useState } from 'react'
import { holdHistory } from '../router/history-guard.ts'

/** The path of an internal link a plain click would follow, or null (new tab, download, other origin). */
function internalTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const link = (event.target as Element | null)?.closest?.('a[href]')
  if (!(link instanceof HTMLAnchorElement)) return null
  if (link.target && link.target !== '_self') return null
  if (link.hasAttribute('download')) return null
  const url = new URL(link.href, location.href)
  if (url.origin !== location.origin) return null
  const path = `${url.pathname}${url.search}`
  return path === `${location.pathname}${location.search}` ? null : path
}

/**
 * While `active` (unsaved changes): closing or reloading the tab asks the browser's question, and a
 * click on a link inside the portal is held back — `leaveTo` is where it led, for the page's own
 * dialog to confirm (`leave`) or drop (`stay`). The browser's back and forward buttons are held the
 * same way (router/history-guard.ts): the draft survives in sessionStorage, but a user who pressed
 * back by mistake should not find the editor gone.
 */
export function useLeaveGuard(active: boolean) {
  const [leaveTo, setLeaveTo] = useState<string | null>(null)
  useEffect(() => {
    if (!active) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = ''
    }
    const hold = (event: MouseEvent) => {
      const path = internalTarget(event)
      if (!path) return
      // Capture phase on the document: before the router's own click handler sees it.
      event.preventDefault()
      event.stopPropagation()
      setLeaveTo(path)
    }
    window.addEventListener('beforeunload', warn)
    document.addEventListener('click', hold, true)
    const release = holdHistory(setLeaveTo)
    return () => {
      window.removeEventListener('beforeunload', warn)
      document.removeEventListener('click', hold, true)
      release()
    }
  }, [active])
  return { leaveTo, stay: () => setLeaveTo(null) }
}
