import type { Page, Response } from 'playwright-core'

/**
 * Waits until React has attached to the page's root: on a server-rendered page the markup stands
 * before its handlers do, and a button pressed earlier has nothing to answer it. The code starts
 * only after the first paint (docs/ssr.md), so page.goto's `load` comes before it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root')
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'))
  })
}

/**
 * Waits for hydration when the page came from the server (its root carries data-server-rendered);
 * a page rendered in the browser, an embed or a page without the portal's root goes on at once.
 */
export async function waitForHydrationIfServerRendered(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root')
    if (!root?.hasAttribute('data-server-rendered')) return true
    return Object.keys(root).some((key) => key.startsWith('__reactContainer'))
  })
}

/** page.goto, then waits for hydration when the page was rendered on the server. */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url)
  await waitForHydrationIfServerRendered(page)
  return response
}

/** page.reload, then waits for hydration when the page was rendered on the server. */
export async function reloadHydrated(page: Page): Promise<void> {
  await page.reload()
  await waitForHydrationIfServerRendered(page)
}
