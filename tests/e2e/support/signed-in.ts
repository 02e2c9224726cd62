/**
 * Signing in for browser tests without going through the form: a login over the API, and a page in
 * a fresh browser context that carries the token the way the portal and the widgets keep it.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { DEMO_PASSWORD } from './accounts.ts'
import { gotoHydrated } from './hydration.ts'

export interface SignedIn {
  token: string
  user: { id: number; business: { id: number; slug: string; name: string } | null }
}

/** Logs an account in over the API (by default a demo account) and answers its token and user. */
export async function loginAs(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<SignedIn> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (response.status !== 200) throw new Error(`login of ${email} answered ${response.status}`)
  return (await response.json()) as SignedIn
}

export interface OpenedPage {
  page: Page
  /** Uncaught errors of the page, for `expect(errors).toEqual([])`. */
  errors: string[]
}

/**
 * Opens `path` in a new browser context (German, 1280×900 unless `options` say otherwise), signed in
 * with `token` when one is given: the auth store reads it from localStorage before any script runs.
 * A page rendered on the server is hydrated when this returns.
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  token: string | null,
  path: string,
  options: BrowserContextOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE', ...options })
  if (token) await context.addInitScript((value) => localStorage.setItem('auth token', value), token)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await gotoHydrated(page, `${baseUrl}${path}`)
  return { page, errors }
}
