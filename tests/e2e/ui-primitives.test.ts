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
    expect(await page.getByRole('alert').count()).toBe(0)
  })
})

describe('LoadingBar', () => {
  const shown = () =>
    page.evaluate(() => document.querySelector('.oabat-ui-loading-bar')?.getAttribute('aria-hidden') === 'false')

  test('stays hidden for requests shorter than the 200 ms throttle', async () => {
    await page.evaluate(() => window.ui.setLoading('running'))
    await page.waitForTimeout(80)
    await page.evaluate(() => window.ui.setLoading('finished'))
    await page.waitForTimeout(300)
    expect(await shown()).toBe(false)
  })

  test('runs after the throttle, fills on finish and hides 500 ms later', async () => {
    await page.evaluate(() => window.ui.setLoading('running'))
    await page.waitForTimeout(600)
    expect(await shown()).toBe(true)
    const progress = Number(await page.getByRole('progressbar').getAttribute('aria-valuenow'))
    expect(progress).toBeGreaterThan(0)
    expect(progress).toBeLessThan(95)
    await page.evaluate(() => window.ui.setLoading('finished'))
    await expect.poll(() => page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100')
    await page.waitForTimeout(700)
    expect(await shown()).toBe(false)
  })

  test('shows a failure in its failed colour', async () => {
    await page.evaluate(() => window.ui.setLoading('running'))
    await page.evaluate(() => window.ui.setLoading('failed'))
    const bar = page.locator('.oabat-ui-loading-bar')
    expect(await bar.getAttribute('data-state')).toBe('failed')
    expect(await shown()).toBe(true)
  })
})
