import { z } from 'zod'
import { billingVatProblem, MAX_JOB_QUANTITY, PRODUCT_SLUGS } from '../rules/store.ts'
import { flagField, idField, idNumber, phoneField, requiredText } from '../schemas/account-fields.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { defineRoute } from './define-route.ts'
import { storeRoutePaths as paths } from './store-route-paths.ts'

const TAG = 'Store'

export const CONTACT_GENDERS = ['Frau', 'Herr', 'Divers'] as const

/** SPEC §3 Billing address; the country is an ISO 3166-1 alpha-2 code of the EU (DE, AT, NL …). */
export const BillingAddressInput = z
  .object({
    business_name: requiredText('den Namen des Unternehmens für die Rechnung', 'Der Name', 150),
    contact_person_gender: z.enum(CONTACT_GENDERS, { error: 'Bitte wähle die Anrede: Frau, Herr oder Divers.' }),
    contact_person_name: requiredText('den Namen der Ansprechperson', 'Der Name', 150),
    contact_person_phone: phoneField,
    contact_person_email: z
      .string({ error: 'Bitte gib die E-Mail-Adresse für Rechnungen ein.' })
      .trim()
      .toLowerCase()
      .max(254, 'Bitte gib eine gültige E-Mail-Adresse ein.')
      .pipe(z.email({ error: 'Bitte gib eine gültige E-Mail-Adresse ein.' })),
    street: requiredText('Straße und Hausnummer', 'Die Straße', 150),
    postal_code: z
      .string({ error: 'Bitte gib die Postleitzahl ein.' })
      .trim()
      .min(1, 'Bitte gib die Postleitzahl ein.')
      .max(10, 'Die Postleitzahl darf höchstens 10 Zeichen lang sein.')
      .regex(/^[A-Za-z0-9 -]+$/, 'Die Postleitzahl besteht aus Ziffern und Buchstaben.'),
    city: requiredText('den Ort', 'Der Ort', 100),
    country_code: z
      .string({ error: 'Bitte wähle das Land.' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Das Land ist ein Ländercode aus zwei Buchstaben, z. B. DE.'),
    vat_id: z
      .string({ error: 'Die USt-IdNr. muss ein Text sein.' })
      .trim()
      .toUpperCase()
      .transform((value) => value.replace(/\s+/g, ''))
      .refine((value) => value === '' || /^[A-Z]{2}[A-Z0-9]{2,13}$/.test(value), {
        message: 'Die USt-IdNr. beginnt mit dem Ländercode, z. B. DE123456789.',
      })
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
  })
  .superRefine((address, context) => {
    // Reverse charge for other EU countries needs the buyer's VAT id; other countries are not served.
    const problem = billingVatProblem(address)
    if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message })
  })
export type BillingAddressInput = z.input<typeof BillingAddressInput>

export const BillingAddress = z
  .object({
    business_name: z.string(),
    contact_person_gender: z.enum(CONTACT_GENDERS),
    contact_person_name: z.string(),
    contact_person_phone: z.string(),
    contact_person_email: z.string(),
    street: z.string(),
    postal_code: z.string(),
    city: z.string(),
    country_code: z.string(),
    vat_id: z.string().nullable(),
  })
  .meta({ id: 'BillingAddress' })
export type BillingAddress = z.infer<typeof BillingAddress>

/** SPEC §3 Product: slug and price (net, in cents, per contract period). */
export const Product = z
  .object({
    id: z.number().int(),
    slug: z.enum(PRODUCT_SLUGS),
    name: z.string(),
    description: z.string(),
    price: z.number().int().meta({ description: 'Netto in Cent je Vertragszeitraum' }),
    period_months: z.number().int(),
    subscription_type_id: z.number().int(),
    max_quantity: z.number().int(),
  })
  .meta({ id: 'Product' })
export type Product = z.infer<typeof Product>

/** SPEC §3 Subscription, with its state and schedule (docs/store.md). */
export const Subscription = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    product: z.object({ slug: z.enum(PRODUCT_SLUGS), name: z.string() }),
    quantity: z.number().int(),
    price: z.number().int().meta({ description: 'Netto in Cent je Vertragszeitraum (Menge × Stückpreis)' }),
    period_months: z.number().int(),
    starts_at: z.string(),
    ends_at: z.string().nullable(),
    trial_before_start: z.number().int().meta({ description: 'Kostenlose Tage vor dem ersten Zeitraum' }),
    start_new_contract_period: z.boolean(),
    send_confirmation_mail: z.boolean(),
    state: z.enum(['scheduled', 'running', 'cancelled', 'ended']),
    current_period: z.object({ start: z.string(), end: z.string() }),
    next_invoice_at: z.string().nullable(),
    cancelled_at: z.string().nullable(),
  })
  .meta({ id: 'Subscription' })
export type Subscription = z.infer<typeof Subscription>

export const InvoiceSummary = z
  .object({
    id: z.number().int(),
    number: z.string(),
    kind: z.enum(['invoice', 'cancellation']),
    cancels_number: z.string().nullable(),
    cancelled_by_number: z.string().nullable(),
    business_id: z.number().int(),
    buyer_name: z.string(),
    issued_at: z.string(),
    due_at: z.string(),
    net: z.number().int(),
    vat: z.number().int(),
    gross: z.number().int(),
  })
  .meta({ id: 'InvoiceSummary' })
export type InvoiceSummary = z.infer<typeof InvoiceSummary>

const businessId = idField('Das Unternehmen')
const businessParams = z.object({ businessId })
const subscriptionParams = z.object({ businessId, subscriptionId: idField('Das Abonnement') })
const invoiceParams = z.object({ businessId, invoiceId: idField('Die Rechnung') })

const quantity = z
  .number({ error: 'Die Menge muss eine Zahl sein.' })
  .int('Die Menge muss eine ganze Zahl sein.')
  .min(1, 'Die Menge muss mindestens 1 sein.')
  .max(MAX_JOB_QUANTITY, `Die Menge darf höchstens ${MAX_JOB_QUANTITY} sein.`)

export const CartItem = z.object({ product_id: idNumber('Das Produkt'), quantity: quantity.default(1) })

export const Checkout = z.object({
  items: z
    .array(CartItem, { error: 'Der Warenkorb muss eine Liste sein.' })
    .min(1, 'Dein Warenkorb ist leer.')
    .max(PRODUCT_SLUGS.length, 'Jedes Produkt darf nur einmal im Warenkorb liegen.'),
  billing_address: BillingAddressInput,
  send_confirmation_mail: flagField.default(true),
})

const OrderAnswer = dataEnvelope(z.object({ subscriptions: z.array(Subscription), invoice: InvoiceSummary })).extend({
  message: z.string(),
})

export const storeProducts = defineRoute(paths.storeProducts, {
  summary: 'Die Produkte des Stores mit Netto-Preis in Cent je Vertragszeitraum (zzgl. 19 % USt.)',
  tag: TAG,
  access: 'public',
  response: dataEnvelope(z.array(Product)),
})

export const buyProduct = defineRoute(paths.buyProduct, {
  summary:
    'Ein Produkt einmal für das eigene Unternehmen kaufen, auf Rechnung an die gespeicherte Rechnungsadresse (in einer Transaktion mit der Rechnung)',
  tag: TAG,
  access: ['business'],
  params: z.object({ productId: idField('Das Produkt') }),
  body: z.object({ business_id: idNumber('Das Unternehmen') }),
  response: OrderAnswer,
  status: 201,
})

export const businessSubscriptions = defineRoute(paths.businessSubscriptions, {
  summary: 'Die Abonnements, Rechnungen und die Rechnungsadresse des eigenen Unternehmens',
  tag: TAG,
  access: ['business'],
  params: businessParams,
  response: dataEnvelope(z.array(Subscription)).extend({
    invoices: z.array(InvoiceSummary),
    billing_address: BillingAddress.nullable(),
  }),
})

export const createSubscriptions = defineRoute(paths.createSubscriptions, {
  summary:
    'Die Kasse: den Warenkorb auf Rechnung bestellen (Rechnungsadresse, Abonnements und Rechnung in einer Transaktion; Bestätigung per E-Mail)',
  tag: TAG,
  access: ['business'],
  params: businessParams,
  body: Checkout,
  response: OrderAnswer,
  status: 201,
})

export const updateSubscription = defineRoute(paths.updateSubscription, {
  summary:
    'Ein eigenes Abonnement ändern: auto_renew false kündigt zum Ende des Zeitraums, true nimmt eine Kündigung zurück, solange es läuft',
  tag: TAG,
  access: ['business'],
  params: subscriptionParams,
  body: z.object({ auto_renew: flagField }),
  response: dataEnvelope(Subscription).extend({ message: z.string() }),
})

export const cancelSubscription = defineRoute(paths.cancelSubscription, {
  summary: 'Ein eigenes Abonnement zum Ende des laufenden Vertragszeitraums kündigen',
  tag: TAG,
  access: ['business'],
  params: subscriptionParams,
  response: dataEnvelope(Subscription).extend({ message: z.string() }),
})

export const saveBillingAddress = defineRoute(paths.saveBillingAddress, {
  summary: 'Die Rechnungsadresse des eigenen Unternehmens speichern (gilt für künftige Rechnungen)',
  tag: TAG,
  access: ['business'],
  params: businessParams,
  body: BillingAddressInput,
  response: dataEnvelope(BillingAddress),
})

export const invoicePdf = defineRoute(paths.invoicePdf, {
  summary: 'Eine Rechnung des eigenen Unternehmens als PDF (das Admin-Konto: jede)',
  tag: TAG,
  access: ['business', 'admin'],
  params: invoiceParams,
  response: z.string().meta({ format: 'binary' }),
})

export const invoiceXml = defineRoute(paths.invoiceXml, {
  summary: 'Eine Rechnung des eigenen Unternehmens als E-Rechnung (XRechnung, CII, EN 16931; das Admin-Konto: jede)',
  tag: TAG,
  access: ['business', 'admin'],
  params: invoiceParams,
  response: z.string().meta({ format: 'binary' }),
})

export const SubscriptionType = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'SubscriptionType' })

export const subscriptionTypes = defineRoute(paths.subscriptionTypes, {
  summary: 'Die Abo-Typen (Typ 2 = Premium)',
  tag: TAG,
  access: 'admin',
  response: dataEnvelope(z.array(SubscriptionType)),
})

const typeParams = z.object({ businessId, typeId: idField('Der Abo-Typ') })

export const grantSubscriptionType = defineRoute(paths.grantSubscriptionType, {
  summary: 'Admin: einem Unternehmen einen Abo-Typ ohne Kauf freischalten',
  tag: TAG,
  access: 'admin',
  params: typeParams,
  response: z.object({ message: z.string(), subscription_types: z.array(z.object({ id: z.number().int() })) }),
})

export const revokeSubscriptionType = defineRoute(paths.revokeSubscriptionType, {
  summary: 'Admin: einen freigeschalteten Abo-Typ wieder entziehen (gekaufte Abonnements bleiben)',
  tag: TAG,
  access: 'admin',
  params: typeParams,
  response: z.object({ message: z.string(), subscription_types: z.array(z.object({ id: z.number().int() })) }),
})

export const dummySubscription = defineRoute(paths.dummySubscription, {
  summary:
    'Admin: ein kostenloses Test-Abonnement eines Produkts für ein Unternehmen anlegen (Preis 0, keine Rechnung, endet nach einem Zeitraum)',
  tag: TAG,
  access: 'admin',
  params: z.object({ businessId, productId: idField('Das Produkt') }),
  response: dataEnvelope(Subscription).extend({ message: z.string() }),
})

export const crmInvoices = defineRoute(paths.crmInvoices, {
  summary: 'Admin: alle Rechnungen und Stornorechnungen, neueste zuerst (500 je Seite)',
  tag: TAG,
  access: 'admin',
  query: z.object({
    page: z.coerce
      .number({ error: 'Die Seite muss eine Zahl sein.' })
      .int('Die Seite muss eine ganze Zahl sein.')
      .min(1, 'Die Seite beginnt bei 1.')
      .max(10_000, 'Die Seite darf höchstens 10000 sein.')
      .default(1),
  }),
  response: dataEnvelope(z.array(InvoiceSummary)),
})

export const cancelInvoice = defineRoute(paths.cancelInvoice, {
  summary:
    'Admin: eine Rechnung stornieren — sie bleibt unverändert, eine Stornorechnung mit eigener Nummer hebt sie auf und beendet ihre Abonnements sofort',
  tag: TAG,
  access: 'admin',
  params: z.object({ invoiceId: idField('Die Rechnung') }),
  response: dataEnvelope(InvoiceSummary).extend({ message: z.string() }),
  status: 201,
})
