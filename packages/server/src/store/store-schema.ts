import type { Generated } from 'kysely'

/** SPEC §3 Subscription type (migration 0029): 2 is premium (SPEC §9). */
export interface SubscriptionTypesTable {
  id: number
  name: string
}

/** SPEC §3 Product (migration 0029): a slug, a net price in cents per contract period. */
export interface ProductsTable {
  id: number
  slug: string
  name: string
  description: string
  price_cents: number
  period_months: number
  subscription_type_id: number
  max_quantity: number
  is_active: number
}

/** SPEC §3 Subscription (migration 0029, docs/store.md): renews by its period until cancelled. */
export interface SubscriptionsTable {
  id: Generated<number>
  business_id: number
  product_id: number
  quantity: number
  /** Net, in cents, per period (quantity × unit price at the time of the order). */
  price_cents: number
  period_months: number
  starts_at: string
  /** Null while it renews; once cancelled the end of the period the cancellation fell in. */
  ends_at: string | null
  trial_before_start: number
  start_new_contract_period: number
  send_confirmation_mail: number
  cancelled_at: string | null
  /** The invoice of the first period (null for an admin's free test subscription). */
  invoice_id: number | null
  /** The end of the last period invoiced: a renewal invoice is due once it has passed. */
  invoiced_until: string
  created_by: number | null
  created_at: string
}

/** SPEC §3 Billing address of a business (migration 0029). */
export interface BillingAddressesTable {
  business_id: number
  business_name: string
  contact_person_gender: 'Frau' | 'Herr' | 'Divers'
  contact_person_name: string
  contact_person_phone: string
  contact_person_email: string
  street: string
  postal_code: string
  city: string
  country_code: string
  vat_id: string | null
  updated_at: string
}

/** The one counter row per number range (migration 0030): updated in the checkout's transaction. */
export interface InvoiceCountersTable {
  name: string
  next_number: number
}

/** An issued invoice or cancellation invoice (migration 0030): never updated once written. */
export interface InvoicesTable {
  id: Generated<number>
  sequence: number
  number: string
  kind: 'invoice' | 'cancellation'
  cancels_invoice_id: number | null
  business_id: number
  issued_at: string
  due_at: string
  service_start: string
  service_end: string
  /** JSON snapshots: the seller (operator), the buyer (billing address) and the lines. */
  seller: string
  buyer: string
  lines: string
  vat_rate_percent: number
  net_cents: number
  vat_cents: number
  gross_cents: number
}

/** An API key of the API connection product (migration 0035): only its sha256 is stored. */
export interface ApiKeysTable {
  id: Generated<number>
  business_id: number
  name: string
  key_hash: string
  /** The key's first characters, so the company can tell its keys apart. */
  key_hint: string
  created_by: number | null
  created_at: string
  last_used_at: string | null
  revoked_at: string | null
}

export interface StoreTables {
  subscription_types: SubscriptionTypesTable
  products: ProductsTable
  subscriptions: SubscriptionsTable
  billing_addresses: BillingAddressesTable
  invoice_counters: InvoiceCountersTable
  invoices: InvoicesTable
  api_keys: ApiKeysTable
}
