import type { AppContext } from '../app-context.ts'
import { type PeriodicSweep, startPeriodicSweep } from '../processes/periodic-sweep.ts'
import { configuredSeller } from './seller.ts'
import { invoiceDueRenewals } from './subscriptions.ts'

/** How often a running process issues the renewal invoices that fell due (real time; due-ness follows the clock). */
export const RENEWAL_SWEEP_MS = 60 * 60_000

/**
 * Renewal invoices without anyone opening a page (docs/store.md „Renewal invoices“): at start (periods
 * that ended while no process ran) and then every RENEWAL_SWEEP_MS. Without the operator's seller data
 * nothing is issued; the invoices follow once it is configured.
 */
export function startRenewalInvoicing({ db, config, now = Date.now }: AppContext): PeriodicSweep {
  return startPeriodicSweep('renewal invoicing', RENEWAL_SWEEP_MS, () =>
    invoiceDueRenewals(db, configuredSeller(config), new Date(now()).toISOString()),
  )
}
