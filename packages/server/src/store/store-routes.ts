import { addMonths, billingVatProblem, formatEuro } from '@oabat/core'
import { type BillingAddress, contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { Kysely, Transaction } from 'kysely'
import type { z } from 'zod'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import { withClock } from '../auth/account-context.ts'
import type { SessionUser } from '../auth/session-user.ts'
import { ownBusinessRow } from '../business-profile/own-business-row.ts'
import type { Database } from '../db/schema.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import type { Mailer } from '../mail/mailer.ts'
import { renderXRechnung } from './e-invoice.ts'
import { renderInvoicePdf } from './invoice-pdf.ts'
import {
  type InvoiceBuyer,
  type InvoiceLine,
  invoiceRecord,
  invoiceSummaries,
  issueInvoice,
  lockInvoiceCounter,
} from './invoices.ts'
import { orderConfirmationMail } from './order-mail.ts'
import { configuredSeller, type Seller, sellerFromConfig } from './seller.ts'
import { cancellationOf, invoiceDueRenewals, subscriptionsOf, toSubscription } from './subscriptions.ts'

export const PRODUCT_MISSING = 'Dieses Produkt gibt es nicht.'
export const BILLING_ADDRESS_MISSING = 'Bitte gib zuerst eine Rechnungsadresse an.'
export const SUBSCRIPTION_MISSING = 'Dieses Abonnement gibt es nicht.'
export const INVOICE_MISSING = 'Diese Rechnung gibt es nicht.'
const INVALID = 'Die Eingaben sind ungültig.'

type CartItem = { product_id: number; quantity: number }
type BillingInput = z.output<typeof contract.saveBillingAddress.body>

const dateDe = (iso: string) => new Date(iso).toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin' })

/**
 * The store (issue #16, docs/store.md): catalogue, checkout on invoice, subscriptions with renewal and
 * cancellation at the period's end, billing address, invoices as PDF and XRechnung; the admin's calls.
 * Every write checks the caller's own business (ownBusinessRow) or the admin (the route's access).
 */
export function registerStoreRoutes(app: Hono, appContext: AppContext, mailer: Mailer): void {
  const context = withClock(appContext)
  const { db, config } = context
  const nowIso = () => new Date(context.now()).toISOString()

  /** The seller of every invoice, or a 409 naming what the operator must configure (never an invoice without it). */
  function sellerOrRefuse(): Seller {
    const result = sellerFromConfig(config)
    if ('seller' in result) return result.seller
    throw new HttpError(
      409,
      `Der Store kann gerade keine Rechnungen ausstellen: Die Angaben des Betreibers fehlen (${result.missing.join(', ')}). Bitte wende Dich an den Support.`,
    )
  }
  const sellerIfConfigured = () => configuredSeller(config)

  async function saveBilling(trx: Transaction<Database>, businessId: number, input: BillingInput) {
    const values = { ...input, vat_id: input.vat_id ?? null, updated_at: nowIso() }
    await trx
      .insertInto('billing_addresses')
      .values({ business_id: businessId, ...values })
      .onConflict((oc) => oc.column('business_id').doUpdateSet(values))
      .execute()
  }

  async function billingOf(db: Kysely<Database> | Transaction<Database>, businessId: number) {
    const row = await db
      .selectFrom('billing_addresses')
      .selectAll()
      .where('business_id', '=', businessId)
      .executeTakeFirst()
    if (!row) return null
    const { business_id: _, updated_at: __, ...address } = row
    return address satisfies BillingAddress
  }

  /**
   * One order in one transaction: the counter row is locked first, then the cart is checked (unknown
   * product, too many, bought already), the billing address saved, the subscriptions and the invoice
   * written. Any refusal rolls back, so no number is consumed.
   */
  async function placeOrder(
    user: SessionUser,
    businessId: number,
    items: CartItem[],
    billing: BillingInput | null,
    sendMail: boolean,
  ) {
    const seller = sellerOrRefuse()
    const now = nowIso()
    const order = await db.transaction().execute(async (trx) => {
      await lockInvoiceCounter(trx)
      const errors: Record<string, string[]> = {}
      const ids = items.map((item) => item.product_id)
      const products = await trx
        .selectFrom('products')
        .selectAll()
        .where('id', 'in', ids)
        .where('is_active', '=', 1)
        .execute()
      const running = (await subscriptionsOf(trx, businessId)).filter(
        (row) => row.ends_at === null || row.ends_at > now,
      )
      items.forEach((item, index) => {
        const product = products.find((p) => p.id === item.product_id)
        const key = `items.${index}.product_id`
        if (!product) errors[key] = [PRODUCT_MISSING]
        else if (ids.indexOf(item.product_id) !== index)
          errors[key] = ['Jedes Produkt darf nur einmal im Warenkorb liegen.']
        else if (item.quantity > product.max_quantity)
          errors[`items.${index}.quantity`] = [
            product.max_quantity === 1
              ? `${product.name} gibt es nur einmal je Unternehmen.`
              : `Von ${product.name} kannst Du höchstens ${product.max_quantity} Stück bestellen.`,
          ]
        else {
          const current = running.find((row) => row.product_id === product.id)
          if (current)
            errors[key] = [
              current.ends_at
                ? `Du hast ${product.name} bereits gekündigt; es läuft noch bis ${dateDe(current.ends_at)}. Nimm die Kündigung unter Abonnements zurück.`
                : `Du hast ${product.name} bereits gebucht.`,
            ]
        }
      })
      if (Object.keys(errors).length > 0) throw new HttpError(422, INVALID, errors)
      if (billing) await saveBilling(trx, businessId, billing)
      const address = await billingOf(trx, businessId)
      if (!address) throw new HttpError(422, INVALID, { billing_address: [BILLING_ADDRESS_MISSING] })
      // A stored address from before the EU rule (docs/store.md, reverse charge) is checked again.
      const vatProblem = billingVatProblem(address)
      if (vatProblem)
        throw new HttpError(422, INVALID, { [`billing_address.${vatProblem.field}`]: [vatProblem.message] })
      const lines: InvoiceLine[] = []
      const subscriptionIds: number[] = []
      for (const item of items) {
        const product = products.find((p) => p.id === item.product_id)
        if (!product) continue
        const end = addMonths(now, product.period_months)
        const inserted = await trx
          .insertInto('subscriptions')
          .values({
            business_id: businessId,
            product_id: product.id,
            quantity: item.quantity,
            price_cents: product.price_cents * item.quantity,
            period_months: product.period_months,
            starts_at: now,
            ends_at: null,
            trial_before_start: 0,
            start_new_contract_period: 1,
            send_confirmation_mail: sendMail ? 1 : 0,
            cancelled_at: null,
            invoice_id: null,
            invoiced_until: end,
            created_by: user.id,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        subscriptionIds.push(inserted.id)
        lines.push({
          subscription_id: inserted.id,
          product_slug: product.slug,
          name: product.name,
          quantity: item.quantity,
          unit_cents: product.price_cents,
          net_cents: product.price_cents * item.quantity,
          period_start: now,
          period_end: end,
        })
      }
      const buyer: InvoiceBuyer = { ...address, business_id: businessId }
      const invoice = await issueInvoice(trx, {
        kind: 'invoice',
        cancelsInvoiceId: null,
        seller,
        buyer,
        lines,
        nowIso: now,
      })
      await trx
        .updateTable('subscriptions')
        .set({ invoice_id: invoice.id })
        .where('id', 'in', subscriptionIds)
        .execute()
      const subscriptions = (await subscriptionsOf(trx, businessId)).filter((row) => subscriptionIds.includes(row.id))
      return { invoice, subscriptions, buyer }
    })
    // Premium puts the company among the search's „Nur Premium-Betriebe“ at once (store/pro-portal.ts).
    context.searchCache.clear()
    const [summary] = await invoiceSummaries(db, [order.invoice])
    if (!summary) throw notFound(INVOICE_MISSING)
    if (sendMail) {
      // After the commit: the order stands even if the mail fails; the invoice is under Abonnements.
      await mailer
        .send(
          orderConfirmationMail({
            to: order.buyer.contact_person_email,
            contactName: order.buyer.contact_person_name,
            invoice: summary,
            lines: order.subscriptions.map((row) => `${row.quantity} × ${row.product_name}`),
            link: `${config.publicUrl}/betrieb/abonnements`,
          }),
        )
        .catch((error: unknown) => console.error('order confirmation mail failed', error))
    }
    return {
      message: `Vielen Dank für Deine Bestellung! Deine Rechnung ${summary.number} über ${formatEuro(summary.gross)} findest Du unter Abonnements.`,
      data: { subscriptions: order.subscriptions.map((row) => toSubscription(row, now)), invoice: summary },
    }
  }

  registerRoute(app, contract.storeProducts, async () => {
    const rows = await db.selectFrom('products').selectAll().where('is_active', '=', 1).orderBy('id').execute()
    return {
      data: rows.map((row) => ({
        id: row.id,
        slug: row.slug as (typeof rows)[number]['slug'] & 'job',
        name: row.name,
        description: row.description,
        price: row.price_cents,
        period_months: row.period_months,
        subscription_type_id: row.subscription_type_id,
        max_quantity: row.max_quantity,
      })),
    }
  })

  registerRoute(app, contract.buyProduct, async ({ params, body, session }) => {
    const user = sessionOf(session).user
    const business = await ownBusinessRow(db, user, body.business_id)
    return placeOrder(user, business.id, [{ product_id: params.productId, quantity: 1 }], null, true)
  })

  registerRoute(app, contract.createSubscriptions, async ({ params, body, session }) => {
    const user = sessionOf(session).user
    const business = await ownBusinessRow(db, user, params.businessId)
    return placeOrder(user, business.id, body.items, body.billing_address, body.send_confirmation_mail)
  })

  registerRoute(app, contract.businessSubscriptions, async ({ params, session }) => {
    const business = await ownBusinessRow(db, sessionOf(session).user, params.businessId)
    const now = nowIso()
    await invoiceDueRenewals(db, sellerIfConfigured(), now, business.id)
    const [rows, invoices, billing] = await Promise.all([
      subscriptionsOf(db, business.id),
      db
        .selectFrom('invoices')
        .selectAll()
        .where('business_id', '=', business.id)
        .orderBy('sequence', 'desc')
        .execute(),
      billingOf(db, business.id),
    ])
    return {
      data: rows.map((row) => toSubscription(row, now)),
      invoices: await invoiceSummaries(db, invoices),
      billing_address: billing,
    }
  })

  async function ownSubscription(user: SessionUser, businessId: number, subscriptionId: number) {
    const business = await ownBusinessRow(db, user, businessId)
    const row = (await subscriptionsOf(db, business.id)).find((s) => s.id === subscriptionId)
    if (!row) throw notFound(SUBSCRIPTION_MISSING)
    return row
  }

  async function cancel(user: SessionUser, businessId: number, subscriptionId: number) {
    const row = await ownSubscription(user, businessId, subscriptionId)
    const now = nowIso()
    if (row.ends_at !== null && row.ends_at <= now) throw new HttpError(409, 'Dieses Abonnement ist bereits beendet.')
    const change = cancellationOf(row, now)
    await db.updateTable('subscriptions').set(change).where('id', '=', row.id).execute()
    return {
      message: `${row.product_name} ist gekündigt und endet am ${dateDe(change.ends_at)}. Bis dahin kannst Du es weiter nutzen.`,
      data: toSubscription({ ...row, ...change }, now),
    }
  }

  registerRoute(app, contract.cancelSubscription, async ({ params, session }) =>
    cancel(sessionOf(session).user, params.businessId, params.subscriptionId),
  )

  registerRoute(app, contract.updateSubscription, async ({ params, body, session }) => {
    const user = sessionOf(session).user
    if (!body.auto_renew) return cancel(user, params.businessId, params.subscriptionId)
    const row = await ownSubscription(user, params.businessId, params.subscriptionId)
    const now = nowIso()
    if (row.ends_at !== null && row.ends_at <= now)
      throw new HttpError(409, 'Dieses Abonnement ist bereits beendet. Buche es im Store neu.')
    if (row.invoice_id === null)
      throw new HttpError(409, 'Ein Test-Abonnement verlängert sich nicht. Buche es im Store.')
    await db.updateTable('subscriptions').set({ ends_at: null, cancelled_at: null }).where('id', '=', row.id).execute()
    return {
      message: `Die Kündigung von ${row.product_name} ist zurückgenommen; es verlängert sich wieder.`,
      data: toSubscription({ ...row, ends_at: null, cancelled_at: null }, now),
    }
  })

  registerRoute(app, contract.saveBillingAddress, async ({ params, body, session }) => {
    const business = await ownBusinessRow(db, sessionOf(session).user, params.businessId)
    await db.transaction().execute((trx) => saveBilling(trx, business.id, body))
    const saved = await billingOf(db, business.id)
    if (!saved) throw notFound(BILLING_ADDRESS_MISSING)
    return { data: saved }
  })

  async function invoiceFor(user: SessionUser, businessId: number, invoiceId: number) {
    if (!user.is_admin) await ownBusinessRow(db, user, businessId)
    const row = await db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', invoiceId)
      .where('business_id', '=', businessId)
      .executeTakeFirst()
    if (!row) throw notFound(INVOICE_MISSING)
    return invoiceRecord(db, row)
  }

  const download = (body: Uint8Array | string, type: string, filename: string) =>
    new Response(typeof body === 'string' ? body : new Uint8Array(body), {
      headers: {
        'Content-Type': type,
        'Content-Disposition': `attachment; filename="${filename}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })

  registerRoute(app, contract.invoicePdf, async ({ params, session }) => {
    const record = await invoiceFor(sessionOf(session).user, params.businessId, params.invoiceId)
    return download(await renderInvoicePdf(record), 'application/pdf', `oabat-${record.number}.pdf`)
  })

  registerRoute(app, contract.invoiceXml, async ({ params, session }) => {
    const record = await invoiceFor(sessionOf(session).user, params.businessId, params.invoiceId)
    return download(
      await renderXRechnung(record),
      'application/xml; charset=utf-8',
      `oabat-${record.number}-xrechnung.xml`,
    )
  })

  // The admin's calls (SPEC §7 Admin).
  registerRoute(app, contract.subscriptionTypes, async () => ({
    data: await db.selectFrom('subscription_types').selectAll().orderBy('id').execute(),
  }))

  async function grantedTypes(businessId: number) {
    const business = await db.selectFrom('businesses').select('id').where('id', '=', businessId).executeTakeFirst()
    if (!business) throw notFound('Dieses Unternehmen gibt es nicht.')
    return business.id
  }
  const typesOf = async (businessId: number) =>
    (
      await db
        .selectFrom('business_subscription_types')
        .select('subscription_type_id as id')
        .where('business_id', '=', businessId)
        .orderBy('subscription_type_id')
        .execute()
    ).map(({ id }) => ({ id }))

  registerRoute(app, contract.grantSubscriptionType, async ({ params }) => {
    const businessId = await grantedTypes(params.businessId)
    const type = await db
      .selectFrom('subscription_types')
      .selectAll()
      .where('id', '=', params.typeId)
      .executeTakeFirst()
    if (!type) throw notFound('Diesen Abo-Typ gibt es nicht.')
    await db
      .insertInto('business_subscription_types')
      .values({ business_id: businessId, subscription_type_id: type.id })
      .onConflict((oc) => oc.columns(['business_id', 'subscription_type_id']).doNothing())
      .execute()
    return { message: `${type.name} ist freigeschaltet.`, subscription_types: await typesOf(businessId) }
  })

  registerRoute(app, contract.revokeSubscriptionType, async ({ params }) => {
    const businessId = await grantedTypes(params.businessId)
    const result = await db
      .deleteFrom('business_subscription_types')
      .where('business_id', '=', businessId)
      .where('subscription_type_id', '=', params.typeId)
      .executeTakeFirst()
    if (Number(result.numDeletedRows) === 0) throw notFound('Dieser Abo-Typ war nicht freigeschaltet.')
    return { message: 'Der Abo-Typ ist entzogen.', subscription_types: await typesOf(businessId) }
  })

  registerRoute(app, contract.dummySubscription, async ({ params, session }) => {
    const businessId = await grantedTypes(params.businessId)
    const product = await db.selectFrom('products').selectAll().where('id', '=', params.productId).executeTakeFirst()
    if (!product) throw notFound(PRODUCT_MISSING)
    const now = nowIso()
    const end = addMonths(now, product.period_months)
    const inserted = await db.transaction().execute(async (trx) => {
      const running = (await subscriptionsOf(trx, businessId)).find(
        (row) => row.product_id === product.id && (row.ends_at === null || row.ends_at > now),
      )
      if (running) throw new HttpError(409, `Das Unternehmen hat ${product.name} bereits.`)
      return await trx
        .insertInto('subscriptions')
        .values({
          business_id: businessId,
          product_id: product.id,
          quantity: 1,
          price_cents: 0,
          period_months: product.period_months,
          starts_at: now,
          ends_at: end,
          trial_before_start: 0,
          start_new_contract_period: 0,
          send_confirmation_mail: 0,
          cancelled_at: null,
          invoice_id: null,
          invoiced_until: end,
          created_by: sessionOf(session).user.id,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    })
    context.searchCache.clear()
    const row = (await subscriptionsOf(db, businessId)).find((s) => s.id === inserted.id)
    if (!row) throw notFound(SUBSCRIPTION_MISSING)
    return {
      message: `Test-Abonnement ${product.name} bis ${dateDe(end)} angelegt (ohne Rechnung).`,
      data: toSubscription(row, now),
    }
  })

  registerRoute(app, contract.crmInvoices, async ({ query }) => {
    await invoiceDueRenewals(db, sellerIfConfigured(), nowIso())
    const rows = await db
      .selectFrom('invoices')
      .selectAll()
      .orderBy('sequence', 'desc')
      .limit(500)
      .offset((query.page - 1) * 500)
      .execute()
    return { data: await invoiceSummaries(db, rows) }
  })

  registerRoute(app, contract.cancelInvoice, async ({ params }) => {
    const seller = sellerOrRefuse()
    const now = nowIso()
    const row = await db.transaction().execute(async (trx) => {
      await lockInvoiceCounter(trx)
      const original = await trx
        .selectFrom('invoices')
        .selectAll()
        .where('id', '=', params.invoiceId)
        .executeTakeFirst()
      if (!original) throw notFound(INVOICE_MISSING)
      if (original.kind !== 'invoice') throw new HttpError(409, 'Eine Stornorechnung kann nicht storniert werden.')
      const already = await trx
        .selectFrom('invoices')
        .select('number')
        .where('cancels_invoice_id', '=', original.id)
        .executeTakeFirst()
      if (already) throw new HttpError(409, `Diese Rechnung ist bereits mit ${already.number} storniert.`)
      const record = await invoiceRecord(trx, original)
      const lines = record.lines.map((line) => ({ ...line, unit_cents: -line.unit_cents, net_cents: -line.net_cents }))
      const cancellation = await issueInvoice(trx, {
        kind: 'cancellation',
        cancelsInvoiceId: original.id,
        seller,
        buyer: record.buyer,
        lines,
        nowIso: now,
      })
      // What the cancelled invoice charged for ends now.
      const ids = record.lines.flatMap((line) => (line.subscription_id ? [line.subscription_id] : []))
      if (ids.length > 0)
        await trx
          .updateTable('subscriptions')
          .set({ ends_at: now, cancelled_at: now })
          .where('id', 'in', ids)
          .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
          .execute()
      return cancellation
    })
    context.searchCache.clear()
    const [summary] = await invoiceSummaries(db, [row])
    if (!summary) throw notFound(INVOICE_MISSING)
    return { message: `Stornorechnung ${summary.number} ausgestellt.`, data: summary }
  })
}
