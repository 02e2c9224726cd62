/**
 * Holds the browser's back and forward buttons while a page has unsaved changes. A popstate cannot
 * be cancelled, only undone: the held page is pushed back before the router hears of the move, so
 * nothing re-renders and nothing typed is lost, and the page asks where the user wanted to go.
 * The listener must be added before the router's own (wouter listens on window too), hence
 * installHistoryGuard() in main.tsx before the first render.
 */

interface Hold {
  /** path + search of the page with the unsaved changes */
  path: string
  /** Called with the path + search the user wanted to go to. */
  onHeld: (to: string) => void
}

let hold: Hold | null = null

const here = () => `${window.location.pathname}${window.location.search}`

export function installHistoryGuard(): void {
  window.addEventListener('popstate', (event) => {
    const to = here()
    if (!hold || to === hold.path) return
    event.stopImmediatePropagation()
    window.history.pushState(window.history.state, '', hold.path)
    hold.onHeld(to)
  })
}

/** Holds history moves away from the current page until the returned release is called. */
export function holdHistory(onHeld: (to: string) => void): () => void {
  const mine: Hold = { path: here(), onHeld }
  hold = mine
  return () => {
    if (hold === mine) hold = null
  }
}
