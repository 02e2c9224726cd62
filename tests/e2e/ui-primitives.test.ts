/** The @oabat/ui primitives in real Chromium: what SPEC §2/§4/§9 asks of dialog, snackbar and loading bar. */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchChromium } from '../support/chromium.ts'
import { uiFixtureHtml } from './support/ui-fixture-page.ts'

let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launchChromium()
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await page.setContent(await uiFixtureHtml())
  await page.waitForFunction(() => typeof window.ui === 'object')
})

afterAll(async () => {
  await browser?.close()
})

describe('Dialog', () => {
  test('opens modal, at most 443 px wide, z-index 210, 0.8 backdrop, locks scrolling', async () => {
    await page.evaluate(() => window.ui.openDialog())
    const dialog = page.getByRole('dialog', { name: 'Hinweis' })
    await dialog.waitFor()
    const look = await dialog.evaluate((element) => {
      const style = getComputedStyle(element)
      return {
        modal: element.matches(':modal'),
        width: element.getBoundingClientRect().width,
        zIndex: style.zIndex,
        backdrop: getComputedStyle(element, '::backdrop').backgroundColor,
        overflow: document.documentElement.style.overflow,
      }
    })
    expect(look).toMatchObject({ modal: true, width: 443, zIndex: '210', overflow: 'hidden' })
    expect(look.backdrop).toMatch(/0\.8\)$/)
  })

  test('keeps the focus inside and closes on Escape, restoring scrolling', async () => {
    // Opened here too (opening is idempotent), so this test does not lean on the one before.
    await page.evaluate(() => window.ui.openDialog())
    await page.getByRole('dialog', { name: 'Hinweis' }).waitFor()
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab')
      const inside = await page.evaluate(() => document.activeElement?.closest('dialog') !== null)
      expect(inside).toBe(true)
    }
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    expect(await page.evaluate(() => window.dialogCloses)).toBe(1)
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('')
  })
})

describe('Snackbar', () => {
  test('shows "Fehler" until "Schließen" is pressed, at most 400 px wide', async () => {
    await page.evaluate(() => window.ui.showError('Keine Verbindung zum Server.'))
    const alert = page.getByRole('alert')
    await expect.poll(() => alert.textContent()).toContain('Fehler')
    expect(await alert.evaluate((element) => element.getBoundingClientRect().width)).toBe(400)
    await page.waitForTimeout(1500)
    expect(await alert.isVisible()).toBe(true)
    await alert.getByRole('button', { name: 'Schließen' }).click()
    await expect.poll(() => page.getByRole('alert').count()).toBe(0)
  })
})

describe('LoadingBar', () => {
  // The bar's timing runs on a paused fake clock in its own page: on a busy machine a real 80 ms
  // sleep can outlast the 200 ms throttle.
  let barPage: Page
  const bar = () => barPage.locator('.oabat-ui-loading-bar')
  const shown = () => bar().evaluate((element) => element.getAttribute('aria-hidden') === 'false')
  const setLoading = async (state: 'running' | 'failed' | 'finished') => {
    await barPage.evaluate((next) => window.ui.setLoading(next), state)
    await expect.poll(() => bar().getAttribute('data-state')).toBe(state)
  }

  beforeAll(async () => {
    barPage = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await barPage.clock.install()
    await barPage.setContent(await uiFixtureHtml())
    await barPage.waitForFunction(() => typeof window.ui === 'object')
    await barPage.clock.pauseAt(Date.now() + 60_000)
  })

  test('stays hidden for requests shorter than the 200 ms throttle', async () => {
    await setLoading('running')
    await barPage.clock.runFor(80)
    await setLoading('finished')
    await barPage.clock.runFor(300)
    expect(await shown()).toBe(false)
  })

  test('runs after the throttle, fills on finish and hides 500 ms later', async () => {
    await setLoading('running')
    await barPage.clock.runFor(600)
    await expect.poll(shown).toBe(true)
    const progress = Number(await bar().getAttribute('aria-valuenow'))
    expect(progress).toBeGreaterThan(0)
    expect(progress).toBeLessThan(95)
    await setLoading('finished')
    await expect.poll(() => bar().getAttribute('aria-valuenow')).toBe('100')
    await barPage.clock.runFor(700)
    await expect.poll(shown).toBe(false)
  })

  test('shows a failure in its failed colour', async () => {
    await setLoading('running')
    await setLoading('failed')
    expect(await bar().getAttribute('data-state')).toBe('failed')
    await expect.poll(shown).toBe(true)
  })
})
