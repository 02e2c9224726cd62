/**
 * @module store — the pure rules of the store (issue #16, docs/store.md): the catalogue's slugs, German
 * VAT, contract periods (a running subscription renews by its period unless cancelled; a cancellation takes
 * effect at the end of the period it falls in), and the gap-free invoice numbers.
 */

/** SPEC §3 Product slugs; `premium` is subscription type 2 (SPEC §9). */
export const PRODUCT_SLUGS = ['mail2chat', 'api_connection', 'job', 'premium'] as const
export type ProductSlug = (typeof PRODUCT_SLUGS)[number]

/** The feature pages of SPEC §2 (/betrieb/store/feature/{name}, also feature-{name}). */
export const STORE_FEATURES = ['api_connection', 'mail2chat', 'premium'] as const
export type StoreFeature = (typeof STORE_FEATURES)[number]

export function isStoreFeature(name: string): name is StoreFeature {
  return (STORE_FEATURES as readonly string[]).includes(name)
}

/** German VAT (Umsatzsteuer, regular rate) on every product: all buyers are companies in the store. */
export const VAT_RATE_PERCENT = 19

/** EU member states (ISO 3166-1 alpha-2; Greece is GR here, EL in its VAT ids), Germany included. */
export const EU_COUNTRY_CODES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const

/** What the invoice says about VAT (§14a UStG): the printed note and the EN 16931 category (BT-151). */
export const REVERSE_CHARGE_NOTE =
  'Steuerschuldnerschaft des Leistungsempfängers (Reverse-Charge-Verfahren, § 13b UStG, Art. 196 MwStSystRL).'

export interface VatTreatment {
  /** EN 16931 VAT category: S standard rate, AE reverse charge. */
  category: 'S' | 'AE'
  rate_percent: number
  /** The note §14a UStG requires on the invoice; null for German VAT. */
  note: string | null
}

/**
 * The VAT of an invoice by the buyer's country (all buyers are companies, §3a Abs. 2 UStG): German buyers pay
 * German VAT; for companies in another EU country the service is taxed where they are, and they owe the VAT
 * themselves (reverse charge, 0 % on the invoice with the note). Buyers outside the EU are refused at the
 * billing address (billingVatProblem).
 */
export function vatTreatment(countryCode: string): VatTreatment {
  if (countryCode.toUpperCase() === 'DE') return { category: 'S', rate_percent: VAT_RATE_PERCENT, note: null }
  return { category: 'AE', rate_percent: 0, note: REVERSE_CHARGE_NOTE }
}

/** The prefix of a country's VAT ids (Greece: EL). */
const vatPrefixOf = (countryCode: string) => (countryCode === 'GR' ? 'EL' : countryCode)

/**
 * Why a billing address cannot be invoiced, at its field; null when it can. A company in another EU country
 * needs its VAT id of that country (the proof for the reverse charge); other countries are not served.
 */
export function billingVatProblem(address: {
  country_code: string
  vat_id?: string | null | undefined
}): { field: 'country_code' | 'vat_id'; message: string } | null {
  const country = address.country_code.toUpperCase()
  if (country === 'DE') return null
  if (!(EU_COUNTRY_CODES as readonly string[]).includes(country))
    return {
      field: 'country_code',
      message:
        'Im Store stellen wir Rechnungen an Unternehmen in der EU aus. Für andere Länder wende Dich bitte an das oabat Team.',
    }
  const vatId = (address.vat_id ?? '').replace(/\s+/g, '').toUpperCase()
  if (!vatId)
    return {
      field: 'vat_id',
      message: 'Für Unternehmen außerhalb Deutschlands brauchen wir Deine USt-IdNr. (Reverse-Charge-Verfahren).',
    }
  if (!vatId.startsWith(vatPrefixOf(country)))
    return { field: 'vat_id', message: `Die USt-IdNr. muss zum Land passen und mit ${vatPrefixOf(country)} beginnen.` }
  return null
}

/** How many of one product a cart line may hold: job ads come in packs, everything else once. */
export const MAX_JOB_QUANTITY = 20

/** Active API keys a company may hold at once (API connection product, docs/store.md „API-Anbindung“). */
export const API_KEYS_MAX = 10

/** Days until an invoice is due (bank transfer). */
export const PAYMENT_TERM_DAYS = 14

/**
 * Business permissions a running subscription of a product grants (SPEC §6 permission names): premium
 * brings the job statistics and the pro portal (own domain, „Premium-Betrieb“ in the search).
 */
export const PRODUCT_PERMISSIONS: Readonly<Record<ProductSlug, readonly string[]>> = {
  mail2chat: ['mail2chat'],
  api_connection: [],
  job: [],
  premium: ['statistics', 'pro_portal'],
}

/** The products whose running subscription grants a permission (the server asks the database with them). */
export function productsGranting(permission: string): ProductSlug[] {
  return PRODUCT_SLUGS.filter((slug) => PRODUCT_PERMISSIONS[slug].includes(permission))
}

/** SPEC §6 permission name of the pro portal. */
export const PRO_PORTAL_PERMISSION = 'pro_portal'

/**
 * SPEC §2/§6 „business has the pro portal“: the business's own flag, or the permission pro_portal, which the
 * admin grants or a running premium subscription brings (the session's permissions hold both).
 */
export function hasProPortal(business: { has_pro_portal: boolean; permissions: readonly string[] }): boolean {
  return business.has_pro_portal || business.permissions.includes(PRO_PORTAL_PERMISSION)
}

/** The VAT of a net amount in cents, rounded commercially (half up), as §14 UStG shows it. */
export function vatCents(netCents: number, ratePercent = VAT_RATE_PERCENT): number {
  return Math.round((netCents * ratePercent) / 100)
}

export interface InvoiceTotals {
  net_cents: number
  vat_cents: number
  gross_cents: number
}

/** The totals of invoice lines (each net, in cents); the VAT is computed once on the sum (EN 16931 BR-CO-17). */
export function invoiceTotals(lineNetCents: readonly number[], ratePercent = VAT_RATE_PERCENT): InvoiceTotals {
  const net = lineNetCents.reduce((sum, cents) => sum + cents, 0)
  const vat = vatCents(net, ratePercent)
  return { net_cents: net, vat_cents: vat, gross_cents: net + vat }
}

/** 12345 cents → „123,45 €“ (German format, no rounding of cents). */
export function formatEuro(cents: number): string {
  const sign = cents < 0 ? '−' : ''
  const abs = Math.abs(cents)
  const euros = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${sign}${euros},${String(abs % 100).padStart(2, '0')} €`
}

/** The invoice number of the n-th invoice ever issued: RE-000001, RE-000002 … without gaps. */
export function invoiceNumber(sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError('An invoice sequence starts at 1.')
  return `RE-${String(sequence).padStart(6, '0')}`
}

/**
 * A date `months` calendar months after `iso` (UTC), kept on the same day of the month; a day the target
 * month lacks becomes its last day (31 January + 1 month = 28/29 February).
 */
export function addMonths(iso: string, months: number): string {
  const date = new Date(iso)
  const day = date.getUTCDate()
  const target = new Date(
    Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth() + months,
      1,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  )
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(day, lastDay))
  return target.toISOString()
}

export interface ContractPeriod {
  /** Inclusive. */
  start: string
  /** Exclusive: the next period starts here. */
  end: string
}

/**
 * The contract period that contains `now` for a subscription that started at `startsAt` and renews every
 * `periodMonths`: the first period before it starts, the period `now` falls in while it renews.
 */
export function periodAt(startsAt: string, periodMonths: number, now: string): ContractPeriod {
  if (periodMonths < 1) throw new RangeError('A contract period is at least one month.')
  const nowMs = Date.parse(now)
  let index = 0
  // Jump close by months elapsed, then step: exact with month ends and leap years.
  const start = new Date(startsAt)
  const current = new Date(now)
  const monthsElapsed =
    (current.getUTCFullYear() - start.getUTCFullYear()) * 12 + (current.getUTCMonth() - start.getUTCMonth())
  if (monthsElapsed > 0) index = Math.max(0, Math.floor(monthsElapsed / periodMonths) - 1)
  while (Date.parse(addMonths(startsAt, (index + 1) * periodMonths)) <= nowMs) index++
  return { start: addMonths(startsAt, index * periodMonths), end: addMonths(startsAt, (index + 1) * periodMonths) }
}

/** A cancellation made at `cancelledAt` ends the subscription when the period it falls in ends. */
export function cancellationEndsAt(startsAt: string, periodMonths: number, cancelledAt: string): string {
  const earliest = Date.parse(cancelledAt) < Date.parse(startsAt) ? startsAt : cancelledAt
  return periodAt(startsAt, periodMonths, earliest).end
}

export type SubscriptionState = 'scheduled' | 'running' | 'cancelled' | 'ended'

export interface SubscriptionTimes {
  starts_at: string
  /** Set once cancelled: the end of the period the cancellation fell in. Null while it renews. */
  ends_at: string | null
  period_months: number
}

/**
 * scheduled: starts later; running: renews at the period's end; cancelled: still running, ends at
 * `ends_at`; ended: over.
 */
export function subscriptionState(subscription: SubscriptionTimes, now: string): SubscriptionState {
  const nowMs = Date.parse(now)
  if (subscription.ends_at !== null && Date.parse(subscription.ends_at) <= nowMs) return 'ended'
  if (Date.parse(subscription.starts_at) > nowMs) return 'scheduled'
  return subscription.ends_at === null ? 'running' : 'cancelled'
}

/** Whether the subscription grants its product now (running, or cancelled but not yet at its end). */
export function isSubscriptionActive(subscription: SubscriptionTimes, now: string): boolean {
  const state = subscriptionState(subscription, now)
  return state === 'running' || state === 'cancelled'
}

/** The current (or, before the start, the first) contract period, and when the next invoice is issued. */
export function subscriptionSchedule(
  subscription: SubscriptionTimes,
  now: string,
): { period: ContractPeriod; next_invoice_at: string | null } {
  const period = periodAt(subscription.starts_at, subscription.period_months, now)
  const state = subscriptionState(subscription, now)
  return { period, next_invoice_at: state === 'running' || state === 'scheduled' ? period.end : null }
}
