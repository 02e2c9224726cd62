import { invoiceNumber, invoiceTotals, PAYMENT_TERM_DAYS, vatTreatment } from '@oabat/core'
import type { BillingAddress, InvoiceSummary } from '@oabat/core/contract'
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { Seller } from './seller.ts'
import type { InvoicesTable } from './store-schema.ts'

const DAY = 86_400_000

/** One line of an invoice: a subscription's product for one contract period. */
export interface InvoiceLine {
  subscription_id: number | null
  product_slug: string
  name: string
  quantity: number
  /** Net per piece, in cents (negative on a cancellation invoice). */
  unit_cents: number
  net_cents: number
  period_start: string
  period_end: string
}

/** The buyer on the invoice: the billing address at the time it was issued. */
export interface InvoiceBuyer extends BillingAddress {
  business_id: number
}

export type InvoiceRow = Selectable<InvoicesTable>

/** An invoice as written: the row with its snapshots read back. */
export interface InvoiceRecord extends Omit<InvoiceRow, 'seller' | 'buyer' | 'lines'> {
  seller: Seller
  buyer: InvoiceBuyer
  lines: InvoiceLine[]
  /** The number of the invoice a cancellation invoice cancels. */
  cancels_number: string | null
}

/**
 * Takes the row lock on the invoice counter before anything else of an order is checked, so concurrent
 * orders of one business cannot both pass the „bought already“ check, and numbers are drawn in order.
 */
export async function lockInvoiceCounter(trx: Transaction<Database>): Promise<void> {
  await trx
    .updateTable('invoice_counters')
    .set((eb) => ({ next_number: eb.ref('next_number') }))
    .where('name', '=', 'invoice')
    .execute()
}

/**
 * Issues an invoice inside the caller's transaction: draws the next number from the counter row (no gap
 * if the transaction commits, nothing consumed if it rolls back) and writes the invoice, never to change.
 */
export async function issueInvoice(
  trx: Transaction<Database>,
  input: {
    kind: 'invoice' | 'cancellation'
    cancelsInvoiceId: number | null
    seller: Seller
    buyer: InvoiceBuyer
    lines: InvoiceLine[]
    nowIso: string
  },
): Promise<InvoiceRow> {
  const counter = await trx
    .updateTable('invoice_counters')
    .set((eb) => ({ next_number: eb('next_number', '+', 1) }))
    .where('name', '=', 'invoice')
    .returning('next_number')
    .executeTakeFirstOrThrow()
  const sequence = counter.next_number - 1
  // German VAT, or the reverse charge for a company in another EU country (by the buyer snapshot's country).
  const vat = vatTreatment(input.buyer.country_code)
  const totals = invoiceTotals(
    input.lines.map((line) => line.net_cents),
    vat.rate_percent,
  )
  const periodStarts = input.lines.map((line) => line.period_start).sort()
  const periodEnds = input.lines.map((line) => line.period_end).sort()
  return await trx
    .insertInto('invoices')
    .values({
      sequence,
      number: invoiceNumber(sequence),
      kind: input.kind,
      cancels_invoice_id: input.cancelsInvoiceId,
      business_id: input.buyer.business_id,
      issued_at: input.nowIso,
      due_at: new Date(Date.parse(input.nowIso) + PAYMENT_TERM_DAYS * DAY).toISOString(),
      service_start: periodStarts[0] ?? input.nowIso,
      service_end: periodEnds[periodEnds.length - 1] ?? input.nowIso,
      seller: JSON.stringify(input.seller),
      buyer: JSON.stringify(input.buyer),
      lines: JSON.stringify(input.lines),
      vat_rate_percent: vat.rate_percent,
      ...totals,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Reads an invoice with its snapshots (and the number it cancels). */
export async function invoiceRecord(
  db: Kysely<Database> | Transaction<Database>,
  row: InvoiceRow,
): Promise<InvoiceRecord> {
  const cancels = row.cancels_invoice_id
    ? await db.selectFrom('invoices').select('number').where('id', '=', row.cancels_invoice_id).executeTakeFirst()
    : undefined
  return {
    ...row,
    seller: JSON.parse(row.seller) as Seller,
    buyer: JSON.parse(row.buyer) as InvoiceBuyer,
    lines: JSON.parse(row.lines) as InvoiceLine[],
    cancels_number: cancels?.number ?? null,
  }
}

/** The invoices as the lists show them, with the numbers of cancelled and cancelling invoices. */
export async function invoiceSummaries(
  db: Kysely<Database> | Transaction<Database>,
  rows: InvoiceRow[],
): Promise<InvoiceSummary[]> {
  const ids = rows.map((row) => row.id)
  const related =
    ids.length === 0
      ? []
      : await db
          .selectFrom('invoices')
          .select(['id', 'number', 'cancels_invoice_id'])
          .where((eb) =>
            eb.or([
              eb('cancels_invoice_id', 'in', ids),
              eb(
                'id',
                'in',
                rows.flatMap((row) => (row.cancels_invoice_id ? [row.cancels_invoice_id] : [])).concat([-1]),
              ),
            ]),
          )
          .execute()
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    kind: row.kind,
    cancels_number: related.find((other) => other.id === row.cancels_invoice_id)?.number ?? null,
    cancelled_by_number: related.find((other) => other.cancels_invoice_id === row.id)?.number ?? null,
    business_id: row.business_id,
    buyer_name: (JSON.parse(row.buyer) as InvoiceBuyer).business_name,
    issued_at: row.issued_at,
    due_at: row.due_at,
    net: row.net_cents,
    vat: row.vat_cents,
    gross: row.gross_cents,
  }))
}
