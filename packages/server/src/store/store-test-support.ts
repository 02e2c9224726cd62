import { request } from '../accounts/account-test-support.ts'
import type { TestServer } from '../test-support/test-server.ts'

/** The operator settings every store test runs with: the seller of the invoices (docs/store.md). */
export const STORE_OPERATOR_ENV = {
  OABAT_OPERATOR_NAME: 'oabat GmbH',
  OABAT_OPERATOR_ADDRESS: 'Innstraße 12, 94032 Passau',
  OABAT_OPERATOR_VAT_ID: 'DE123456789',
  OABAT_OPERATOR_REGISTER: 'Amtsgericht Passau, HRB 12345',
  OABAT_OPERATOR_REPRESENTATIVE: 'Maria Muster',
  OABAT_OPERATOR_EMAIL: 'rechnung@oabat.example',
  OABAT_OPERATOR_PHONE: '+49 851 123456',
  OABAT_OPERATOR_IBAN: 'DE02 1203 0000 0000 2020 51',
  OABAT_OPERATOR_BIC: 'BYLADEM1001',
  OABAT_OPERATOR_BANK: 'Beispielbank',
} as const

/** A billing address that passes every rule. */
export const BILLING_ADDRESS = {
  business_name: 'Muster Bau GmbH',
  contact_person_gender: 'Frau',
  contact_person_name: 'Erika Muster',
  contact_person_phone: '0851 123456',
  contact_person_email: 'buchhaltung@musterbau.example',
  street: 'Bahnhofstraße 3',
  postal_code: '94032',
  city: 'Passau',
  country_code: 'de',
  vat_id: 'DE 987654321',
} as const

/** A company of its own, registered like a new customer: its token and business id. */
export async function registerStoreBusiness(server: TestServer, name: string, email: string) {
  const { status, body } = await server.json<{ token: string; user: { business: { id: number } } }>(
    '/api/businesses',
    request('POST', {
      newBusiness: {
        name,
        postal_code: '94469',
        email,
        password: 'sicher-2026',
        firstname: 'Bea',
        lastname: 'Beispiel',
      },
    }),
  )
  if (status !== 201) throw new Error(`registering ${name} answered ${status}`)
  return { token: body.token, businessId: body.user.business.id }
}
