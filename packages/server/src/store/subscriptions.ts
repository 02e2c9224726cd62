import { addMonths, cancellationEndsAt, type ProductSlug, subscriptionSchedule, subscriptionState } from '@oabat/core'
import type { Subscription } from '@oabat/core/contract'
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'
import { type InvoiceBuyer, issueInvoice, lockInvoiceCounter } from './invoices.ts'
import type { Seller } from './seller.ts'
import type { SubscriptionsTable } from './store-schema.ts'

type Db = Kysely<Database> | Transaction<Database>
export type SubscriptionRow = Selectable<SubscriptionsTable>

/** The subscriptions of a business with their product, newest first. */
export async function subscriptionsOf(db: Db, businessId: number) {
  return await db
    .selectFrom('subscriptions as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .selectAll('s')
    .select(['p.slug as product_slug', 'p.name as product_name'])
    .where('s.business_id', '=', businessId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute()
}

/** The API form of a subscription (SPEC §3 plus its state and schedule) at `nowIso`. */
export function toSubscription(
  row: SubscriptionRow & { product_slug: string; product_name: string },
  nowIso: string,
): Subscription {
  const schedule = subscriptionSchedule(row, nowIso)
  return {
    id: row.id,
    product_id: row.product_id,
    product: { slug: row.product_slug as ProductSlug, name: row.product_name },
    quantity: row.quantity,
    price: row.price_cents,
    period_months: row.period_months,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    trial_before_start: row.trial_before_start,
    start_new_contract_period: row.start_new_contract_period === 1,
    send_confirmation_mail: row.send_confirmation_mail === 1,
    state: subscriptionState(row, nowIso),
    current_period: schedule.period,
    next_invoice_at: schedule.next_invoice_at,
    cancelled_at: row.cancelled_at,
  }
}

/** Cancels at the end of the period the cancellation falls in (an already cancelled one keeps its end). */
export function cancellationOf(row: SubscriptionRow, nowIso: string): { ends_at: string; cancelled_at: string } {
  return {
    ends_at: row.ends_at ?? cancellationEndsAt(row.starts_at, row.period_months, nowIso),
    cancelled_at: row.cancelled_at ?? nowIso,
  }
}

/** How many due businesses one batch of the renewal reads. */
const RENEWAL_BATCH = 100

/**
 * Renewal (docs/store.md): every running subscription whose invoiced periods have passed gets the invoice of
 * its next period, one per business and date, in one transaction each. `businessId` limits it to one business.
 * Returns how many invoices were issued. Safe to run in several processes at once: each business's
 * transaction takes the counter lock first and reads what is still due after it.
 */
export async function invoiceDueRenewals(
  db: Kysely<Database>,
  seller: Seller | null,
  nowIso: string,
  businessId?: number,
): Promise<number> {
  if (!seller) return 0
  let issued = 0
  let after = 0
  for (;;) {
    let query = db
      .selectFrom('subscriptions')
      .select('business_id')
      .distinct()
      .where('ends_at', 'is', null)
      .where('invoice_id', 'is not', null)
      .where('invoiced_until', '<=', nowIso)
      .where('business_id', '>', after)
    if (businessId !== undefined) query = query.where('business_id', '=', businessId)
    const due = await query.orderBy('business_id').limit(RENEWAL_BATCH).execute()
    for (const row of due) issued += await renewBusiness(db, seller, nowIso, row.business_id)
    const last = due[due.length - 1]
    if (!last || due.length < RENEWAL_BATCH) return issued
    after = last.business_id
  }
}

/** The renewal invoices of one business (one per period a subscription is behind), in one transaction. */
async function renewBusiness(db: Kysely<Database>, seller: Seller, nowIso: string, business: number): Promise<number> {
  return await db.transaction().execute(async (trx) => {
    await lockInvoiceCounter(trx)
    const address = await trx
      .selectFrom('billing_addresses')
      .selectAll()
      .where('business_id', '=', business)
      .executeTakeFirst()
    if (!address) return 0
    const rows = (await subscriptionsOf(trx, business)).filter(
      (row) => row.ends_at === null && row.invoice_id !== null && row.invoiced_until <= nowIso,
    )
    if (rows.length === 0) return 0
    let count = 0
    // A subscription many periods behind (a server that was off) gets one invoice per period.
    for (;;) {
      const lines = rows
        .filter((row) => row.invoiced_until <= nowIso)
        .map((row) => {
          const end = addMonths(row.invoiced_until, row.period_months)
          const line = {
            subscription_id: row.id,
            product_slug: row.product_slug,
            name: row.product_name,
            quantity: row.quantity,
            unit_cents: Math.round(row.price_cents / row.quantity),
            net_cents: row.price_cents,
            period_start: row.invoiced_until,
            period_end: end,
          }
          row.invoiced_until = end
          return line
        })
      if (lines.length === 0) break
      const { updated_at: _, ...billing } = address
      const buyer: InvoiceBuyer = { ...billing, business_id: business }
      await issueInvoice(trx, { kind: 'invoice', cancelsInvoiceId: null, seller, buyer, lines, nowIso })
      count++
    }
    for (const row of rows)
      await trx
        .updateTable('subscriptions')
        .set({ invoiced_until: row.invoiced_until })
        .where('id', '=', row.id)
        .execute()
    return count
  })
}
