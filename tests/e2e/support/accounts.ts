import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'

/** The password of the seeded demo accounts but the admin (packages/server/src/seed/demo-accounts.ts). */
export const DEMO_PASSWORD = 'oabat-demo-2026'

/** The demo admin's password, which each instance generates on first start and keeps in DATA_DIR/secrets. */
export function demoAdminPassword(dataDir: string): string {
  return fs.readFileSync(path.join(dataDir, 'secrets', 'demo-admin-password'), 'utf8').trim()
}

/** Logs in through the open login dialog. */
export async function loginInDialog(page: Page, email: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Anmelden' })
  await dialog.waitFor()
  await dialog.getByLabel('E-Mail-Adresse').fill(email)
  await dialog.getByLabel('Passwort', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click()
}

/** The text of the error message an input points to with aria-describedby. */
export async function fieldError(page: Page, label: string): Promise<string | null> {
  const input = page.getByLabel(label, { exact: true })
  if ((await input.getAttribute('aria-invalid')) !== 'true') return null
  const ids = (await input.getAttribute('aria-describedby'))?.split(' ') ?? []
  const errorId = ids.find((id) => id.endsWith('-error'))
  return errorId ? page.locator(`[id="${errorId}"]`).textContent() : null
}

/** The id of a demo account, as the admin would look it up. */
export async function userIdOf(baseUrl: string, email: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  const answer = (await response.json()) as { token: string; user: { id: number } }
  // That login's token is not needed: revoke it again.
  await fetch(`${baseUrl}/api/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${answer.token}` } })
  return answer.user.id
}
