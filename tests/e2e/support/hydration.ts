import type { Page } from 'playwright-core'

/**
 * Waits until React has attached to the page's root: on a server-rendered page the markup stands
 * before its handlers do, and a button pressed earlier has nothing to answer it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root')
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'))
  })
}
