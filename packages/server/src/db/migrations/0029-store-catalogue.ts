import type { Kysely } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/**
 * The store (issue #16, docs/store.md): subscription types, products (prices in cents), the businesses'
 * subscriptions and billing addresses. The catalogue itself is reference data every installation needs, so
 * it is written here (STORE_CATALOGUE); a price change is a later migration, and running subscriptions keep
 * the price they were ordered at.
 */
export const SUBSCRIPTION_TYPES = [
  { id: 1, name: 'Stellenanzeigen' },
  { id: 2, name: 'Premium' },
  { id: 3, name: 'mail2chat' },
  { id: 4, name: 'API-Anbindung' },
]

/** The four products of SPEC §3 (net prices in cents per contract period). */
export const STORE_CATALOGUE = [
  {
    id: 1,
    slug: 'job',
    name: 'Zusätzliche Stellenanzeige',
    description: 'Eine weitere aktive Stellenanzeige je Stück, monatlich kündbar.',
    price_cents: 1900,
    period_months: 1,
    subscription_type_id: 1,
    max_quantity: 20,
  },
  {
    id: 2,
    slug: 'premium',
    name: 'Premium',
    description:
      'Bis zu 50 aktive Stellen, Statistiken zu Deinen Stellen, Premium-Kennzeichen in der Suche. Laufzeit 12 Monate.',
    price_cents: 118800,
    period_months: 12,
    subscription_type_id: 2,
    max_quantity: 1,
  },
  {
    id: 3,
    slug: 'mail2chat',
    name: 'mail2chat',
    description: 'Antworte auf Chat-Nachrichten direkt aus Deinem E-Mail-Postfach. Monatlich kündbar.',
    price_cents: 2900,
    period_months: 1,
    subscription_type_id: 3,
    max_quantity: 1,
  },
  {
    id: 4,
    slug: 'api_connection',
    name: 'API-Anbindung',
    description: 'Verbinde Dein Bewerbermanagement mit oabat über eine Schnittstelle. Monatlich kündbar.',
    price_cents: 4900,
    period_months: 1,
    subscription_type_id: 4,
    max_quantity: 1,
  },
]
export function storeCatalogue(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('subscription_types')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('products')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .addColumn('period_months', 'integer', (c) => c.notNull())
        .addColumn('subscription_type_id', 'integer', (c) => c.notNull().references('subscription_types.id'))
        .addColumn('max_quantity', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute()
      await db
        .insertInto('subscription_types' as never)
        .values(SUBSCRIPTION_TYPES as never)
        .execute()
      await db
        .insertInto('products' as never)
        .values(STORE_CATALOGUE as never)
        .execute()
      await withId(dialect, db.schema.createTable('subscriptions'))
        .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
        .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .addColumn('period_months', 'integer', (c) => c.notNull())
        .addColumn('starts_at', 'text', (c) => c.notNull())
        .addColumn('ends_at', 'text')
        .addColumn('trial_before_start', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('start_new_contract_period', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('send_confirmation_mail', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('cancelled_at', 'text')
        .addColumn('invoice_id', 'integer')
        .addColumn('invoiced_until', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('subscriptions_by_business')
        .on('subscriptions')
        .columns(['business_id', 'product_id'])
        .execute()
      await db.schema
        .createTable('billing_addresses')
        .addColumn('business_id', 'integer', (c) => c.primaryKey().references('businesses.id').onDelete('cascade'))
        .addColumn('business_name', 'text', (c) => c.notNull())
        .addColumn('contact_person_gender', 'text', (c) => c.notNull())
        .addColumn('contact_person_name', 'text', (c) => c.notNull())
        .addColumn('contact_person_phone', 'text', (c) => c.notNull())
        .addColumn('contact_person_email', 'text', (c) => c.notNull())
        .addColumn('street', 'text', (c) => c.notNull())
        .addColumn('postal_code', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('country_code', 'text', (c) => c.notNull())
        .addColumn('vat_id', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('billing_addresses').execute()
      await db.schema.dropTable('subscriptions').execute()
      await db.schema.dropTable('products').execute()
      await db.schema.dropTable('subscription_types').execute()
    },
  }
}
