import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const require = createRequire(import.meta.url)
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  targets: string[]
}

/**
 * Runs axe-core in the page (optionally within one element) and returns its serious and critical
 * violations, each with the selectors of the offending nodes for the failure message.
 */
export async function seriousViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE)
  const result = (await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }).axe
    return axe.run(selector ? { include: [[selector]] } : document, { resultTypes: ['violations'] })
  }, include ?? null)) as {
    violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }>
  }
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }))
}
