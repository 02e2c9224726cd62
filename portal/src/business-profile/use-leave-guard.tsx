import { Button, Dialog } from '@oabat/ui'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { holdHistory } from '../router/history-guard.ts'

/**
 * Warns before unsaved changes are lost: a link to another page or step (side menu, step list,
 * checklist) and the browser's back and forward buttons ask first, and closing or reloading the tab
 * gets the browser's own question.
 * Returns the dialog to render. `changes` names what is unsaved in the dialog's sentence („Du hast
 * {changes} noch nicht gespeichert.“), e.g. „Änderungen an diesem Beitrag“ in the post editor.
 */
export function useLeaveGuard(dirty: boolean, changes = 'Änderungen in diesem Schritt') {
  const [, navigate] = useLocation()
  const [target, setTarget] = useState<string | null>(null)
  const dirtyRef = useRef(dirty)
  dirtyRef.current = dirty

  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [dirty])

  useEffect(() => {
    // Capture on the document runs before the router's own click handler on the link.
    const onClick = (event: MouseEvent) => {
      if (!dirtyRef.current || event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!link || link.target === '_blank' || link.hasAttribute('download')) return
      const url = new URL(link.href, window.location.href)
      if (url.origin !== window.location.origin) return
      const to = `${url.pathname}${url.search}`
      if (to === `${window.location.pathname}${window.location.search}`) return
      event.preventDefault()
      event.stopPropagation()
      setTarget(to)
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])

  useEffect(() => {
    // Back and forward are held too (router/history-guard.ts): the page stays, the dialog asks.
    if (!dirty) return
    return holdHistory((to) => setTarget(to))
  }, [dirty])

  const dialog = (
    <Dialog
      open={target !== null}
      onClose={() => setTarget(null)}
      title="Ungespeicherte Änderungen"
      actions={
        <>
          <Button type="button" design="white" onClick={() => setTarget(null)}>
            Weiter bearbeiten
          </Button>
          <Button
            type="button"
            design="primary"
            onClick={() => {
              const to = target
              setTarget(null)
              dirtyRef.current = false
              if (to) navigate(to)
            }}
          >
            Verwerfen und verlassen
          </Button>
        </>
      }
    >
      <p>Du hast {changes} noch nicht gespeichert. Wenn Du die Seite verlässt, gehen sie verloren.</p>
    </Dialog>
  )
  return dialog
}
