import type { Page } from 'playwright-core'

/** The password of every seeded demo account (packages/server/src/seed/demo-accounts.ts). */
export const DEMO_PASSWORD = 'oabat-demo-2026'

/** The 6-digit code of the newest mail or text to `to`, read from the outbox (not served in production). */
export async function codeFromOutbox(baseUrl: string, to: string): Promise<string> {
  // Up to 15 s: a busy machine may send the mail late.
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const response = await fetch(`${baseUrl}/api/intern/mails?to=${encodeURIComponent(to)}`)
    if (!response.ok) throw new Error(`outbox answered ${response.status}`)
    const { data } = (await response.json()) as { data: Array<{ text: string }> }
    const code = data[0] && /\b(\d{6})\b/.exec(data[0].text)?.[1]
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no code for ${to} in the outbox`)
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
