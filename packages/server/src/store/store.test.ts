import { InvoiceService } from '@e-invoice-eu/core'
import type { AuthToken } from '@oabat/core'
import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { login, loginAs, outboxFor, request } from '../accounts/account-test-support.ts'
import { createTestClock } from '../test-support/test-clock.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { E_INVOICE_FORMAT, eInvoiceData } from './e-invoice.ts'
import { invoiceRecord } from './invoices.ts'
import { mayUseMail2Chat } from './product-grants.ts'
import { BILLING_ADDRESS, registerStoreBusiness, STORE_OPERATOR_ENV } from './store-test-support.ts'

const DAY = 86_400_000
const clock = createTestClock(Date.parse('2026-11-25T10:00:00.000Z'))
const server = useTestServer({ ...STORE_OPERATOR_ENV }, { clock })

interface Product {
  id: number
  slug: string
  price: number
  period_months: number
}
interface Invoice {
  id: number
  number: string
  kind: string
  net: number
  vat: number
  gross: number
  cancels_number: string | null
}
interface Subscription {
  id: number
  product: { slug: string }
  state: string
  ends_at: string | null
  next_invoice_at: string | null
  current_period: { start: string; end: string }
}

let business: AuthToken
let admin: AuthToken
let products: Product[]
let other: { token: string; businessId: number }

const productId = (slug: string) => (products.find((p) => p.slug === slug) as Product).id
const businessId = () => business.user.business?.id as number

async function call<T = Record<string, unknown>>(method: string, path: string, body?: unknown, token?: string) {
  return server().json<T & { message?: string; errors?: Record<string, string[]> }>(path, request(method, body, token))
}

async function invoiceCount(): Promise<number> {
  const rows = await server().database.db.selectFrom('invoices').select('id').execute()
  return rows.length
}

async function counter(): Promise<number> {
  const row = await server()
    .database.db.selectFrom('invoice_counters')
    .select('next_number')
    .where('name', '=', 'invoice')
    .executeTakeFirstOrThrow()
  return row.next_number
}

/** A stored invoice and the e-invoice data made from it, for the library to validate. */
async function storedEInvoice(invoiceId: number) {
  const db = server().database.db
  const row = await db.selectFrom('invoices').selectAll().where('id', '=', invoiceId).executeTakeFirstOrThrow()
  return { row, data: eInvoiceData(await invoiceRecord(db, row)) }
}

beforeAll(async () => {
  business = await loginAs(server(), 'business')
  admin = await loginAs(server(), 'admin')
  products = (await call<{ data: Product[] }>('GET', '/api/store/products')).body.data
  other = await registerStoreBusiness(server(), 'Zweitbetrieb Store', 'chefin@zweitbetrieb-store.example')
})

describe('catalogue', () => {
  it('lists the four products with net prices in cents, for everyone', async () => {
    expect(products.map((p) => p.slug).sort()).toEqual(['api_connection', 'job', 'mail2chat', 'premium'])
    for (const product of products) expect(Number.isInteger(product.price) && product.price > 0).toBe(true)
    expect(products.find((p) => p.slug === 'premium')).toMatchObject({ subscription_type_id: 2, period_months: 12 })
  })
})

describe('bad input: German 4xx, nothing charged, no number consumed', () => {
  it('refuses a foreign business, an unknown product, a negative quantity and a billing address without postal code', async () => {
    const before = await counter()
    const path = `/api/v2/business/${businessId()}/subscriptions`
    const good = { items: [{ product_id: productId('premium'), quantity: 1 }], billing_address: BILLING_ADDRESS }

    const foreign = await call('POST', `/api/v2/business/${other.businessId}/subscriptions`, good, business.token)
    expect(foreign.status).toBe(403)
    expect(foreign.body.message).toBe('Das ist nicht Dein Unternehmen.')

    const unknown = await call('POST', path, { ...good, items: [{ product_id: 999, quantity: 1 }] }, business.token)
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors).toEqual({ 'items.0.product_id': ['Dieses Produkt gibt es nicht.'] })

    const negative = await call(
      'POST',
      path,
      { ...good, items: [{ product_id: productId('job'), quantity: -2 }] },
      business.token,
    )
    expect(negative.status).toBe(422)
    expect(negative.body.errors?.['items.0.quantity']).toEqual(['Die Menge muss mindestens 1 sein.'])

    const { postal_code: _, ...withoutPostalCode } = BILLING_ADDRESS
    const noPostalCode = await call('POST', path, { ...good, billing_address: withoutPostalCode }, business.token)
    expect(noPostalCode.status).toBe(422)
    expect(noPostalCode.body.errors?.['billing_address.postal_code']).toEqual(['Bitte gib die Postleitzahl ein.'])

    const twice = await call(
      'POST',
      path,
      { ...good, items: [{ product_id: productId('premium'), quantity: 2 }] },
      business.token,
    )
    expect(twice.status).toBe(422)
    expect(twice.body.errors?.['items.0.quantity']?.[0]).toMatch(/nur einmal/)

    const noAddress = await call(
      'POST',
      `/api/store/products/${productId('mail2chat')}/buy`,
      { business_id: businessId() },
      business.token,
    )
    expect(noAddress.status).toBe(422)
    expect(noAddress.body.errors).toEqual({ billing_address: ['Bitte gib zuerst eine Rechnungsadresse an.'] })

    const asTrainee = await call('POST', path, good, (await loginAs(server(), 'trainee')).token)
    expect(asTrainee.status).toBe(403)

    expect(await counter()).toBe(before)
    expect(await invoiceCount()).toBe(0)
    const subscriptions = await server().database.db.selectFrom('subscriptions').select('id').execute()
    expect(subscriptions).toEqual([])
  })
})

describe('buy, renew, cancel', () => {
  let premiumInvoice: Invoice

  it('orders premium and mail2chat on invoice in one transaction: subscriptions, invoice RE-000001, confirmation mail', async () => {
    const { status, body } = await call<{ data: { subscriptions: Subscription[]; invoice: Invoice } }>(
      'POST',
      `/api/v2/business/${businessId()}/subscriptions`,
      {
        items: [
          { product_id: productId('premium'), quantity: 1 },
          { product_id: productId('mail2chat'), quantity: 1 },
        ],
        billing_address: BILLING_ADDRESS,
      },
      business.token,
    )
    expect(status, JSON.stringify(body)).toBe(201)
    premiumInvoice = body.data.invoice
    expect(premiumInvoice.number).toBe('RE-000001')
    const net = 118800 + 2900
    expect(premiumInvoice).toMatchObject({
      kind: 'invoice',
      net,
      vat: Math.round(net * 0.19),
      gross: net + Math.round(net * 0.19),
    })
    expect(body.data.subscriptions.map((s) => s.product.slug).sort()).toEqual(['mail2chat', 'premium'])
    expect(body.data.subscriptions.every((s) => s.state === 'running' && s.ends_at === null)).toBe(true)

    const [mail] = await outboxFor(server(), BILLING_ADDRESS.contact_person_email)
    expect(mail?.subject).toBe('Deine Bestellung bei oabat – Rechnung RE-000001')
    expect(mail?.text).toContain('/betrieb/abonnements')

    // isPremium and hasSubscription are real now: the session carries the bought types and permissions.
    const me = await call<{ data: { business: { subscription_types: { id: number }[]; permissions: string[] } } }>(
      'GET',
      '/api/auth/user',
      undefined,
      business.token,
    )
    expect(me.body.data.business.subscription_types.map((t) => t.id)).toEqual(expect.arrayContaining([2, 3]))
    expect(me.body.data.business.permissions).toEqual(expect.arrayContaining(['mail2chat', 'statistics']))
  })

  it('mail2chat answers only for companies holding it (granted or bought), a trainee as before', async () => {
    const db = server().database.db
    const at = new Date(clock.now()).toISOString()
    expect(await mayUseMail2Chat(db, business.user.id, at)).toBe(true)
    const otherUser = await db
      .selectFrom('users')
      .select('id')
      .where('business_id', '=', other.businessId)
      .executeTakeFirstOrThrow()
    expect(await mayUseMail2Chat(db, otherUser.id, at)).toBe(false)
    const bought = await call(
      'POST',
      `/api/v2/business/${other.businessId}/subscriptions`,
      {
        items: [{ product_id: productId('mail2chat') }],
        billing_address: BILLING_ADDRESS,
        send_confirmation_mail: false,
      },
      other.token,
    )
    expect(bought.status).toBe(201)
    expect(await mayUseMail2Chat(db, otherUser.id, at)).toBe(true)
    expect(await mayUseMail2Chat(db, (await loginAs(server(), 'trainee')).user.id, at)).toBe(true)
  })

  it('refuses buying the same product twice, without consuming a number', async () => {
    const before = await counter()
    const { status, body } = await call(
      'POST',
      `/api/store/products/${productId('premium')}/buy`,
      { business_id: businessId() },
      business.token,
    )
    expect(status).toBe(422)
    expect(body.errors?.['items.0.product_id']).toEqual(['Du hast Premium bereits gebucht.'])
    expect(await counter()).toBe(before)
  })

  it('serves the invoice as PDF and as an XRechnung the library validates (EN 16931)', async () => {
    const pdf = await fetch(`${server().url}/api/v2/business/${businessId()}/invoices/${premiumInvoice.id}/pdf`, {
      headers: { Authorization: `Bearer ${business.token}` },
    })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const bytes = new Uint8Array(await pdf.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const document = await PDFDocument.load(bytes)
    expect(document.getTitle()).toBe('Rechnung RE-000001')

    const xml = await fetch(`${server().url}/api/v2/business/${businessId()}/invoices/${premiumInvoice.id}/xrechnung`, {
      headers: { Authorization: `Bearer ${business.token}` },
    })
    expect(xml.status).toBe(200)
    const text = await xml.text()
    expect(text).toContain('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0')
    expect(text).toContain('<ram:ID>RE-000001</ram:ID>')
    expect(text).toContain('DE123456789')
    expect(text).toContain('DE987654321')

    // The stored invoice validates against the library's EN 16931 / XRechnung schema …
    const { data } = await storedEInvoice(premiumInvoice.id)
    const quiet = { log() {}, warn() {}, error() {} }
    await expect(new InvoiceService(quiet).generate(data, { format: E_INVOICE_FORMAT, lang: 'de' })).resolves.toContain(
      'CrossIndustryInvoice',
    )
    // … and the library does refuse invoices that break the rules: no buyer (BR-07), a country outside ISO 3166.
    const broken = structuredClone(data) as unknown as { 'ubl:Invoice': Record<string, unknown> }
    delete broken['ubl:Invoice']['cac:AccountingCustomerParty']
    await expect(
      new InvoiceService(quiet).generate(broken as unknown as typeof data, { format: E_INVOICE_FORMAT, lang: 'de' }),
    ).rejects.toThrow('validation failed')
    const badCountry = JSON.parse(
      JSON.stringify(data).replace('"cbc:IdentificationCode":"DE"', '"cbc:IdentificationCode":"XX"'),
    ) as typeof data
    await expect(
      new InvoiceService(quiet).generate(badCountry, { format: E_INVOICE_FORMAT, lang: 'de' }),
    ).rejects.toThrow('validation failed')
  })

  it('another business can neither read the invoice nor cancel the subscription', async () => {
    const pdf = await fetch(`${server().url}/api/v2/business/${businessId()}/invoices/${premiumInvoice.id}/pdf`, {
      headers: { Authorization: `Bearer ${other.token}` },
    })
    expect(pdf.status).toBe(403)
    const own = await call<{ data: Subscription[] }>(
      'GET',
      `/api/v2/business/${businessId()}/subscriptions`,
      undefined,
      business.token,
    )
    const subscription = own.body.data[0] as Subscription
    const cancel = await call(
      'DELETE',
      `/api/v2/business/${businessId()}/subscriptions/${subscription.id}`,
      undefined,
      other.token,
    )
    expect(cancel.status).toBe(403)
    const viaOwnPath = await call(
      'DELETE',
      `/api/v2/business/${other.businessId}/subscriptions/${subscription.id}`,
      undefined,
      other.token,
    )
    expect(viaOwnPath.status).toBe(404)
  })

  it('renews by contract period: after a month mail2chat gets the invoice of its next period, premium (12 months) not', async () => {
    clock.advance(31 * DAY)
    // Logins last less than a month: log in again at the new time.
    business = await loginAs(server(), 'business')
    admin = await loginAs(server(), 'admin')
    other = { ...other, token: (await login(server(), 'chefin@zweitbetrieb-store.example', 'sicher-2026')).token }
    const { body } = await call<{ data: Subscription[]; invoices: Invoice[] }>(
      'GET',
      `/api/v2/business/${businessId()}/subscriptions`,
      undefined,
      business.token,
    )
    // RE-000002 went to the other company's mail2chat; the renewal draws the next free number.
    expect(body.invoices.map((i) => i.number)).toEqual(['RE-000003', 'RE-000001'])
    expect(body.invoices[0]).toMatchObject({ net: 2900, vat: 551, gross: 3451 })
    const mail2chat = body.data.find((s) => s.product.slug === 'mail2chat') as Subscription
    expect(mail2chat.current_period.start).toBe('2026-12-25T10:00:00.000Z')
    expect(mail2chat.next_invoice_at).toBe('2027-01-25T10:00:00.000Z')
    // Reading again issues nothing new.
    const again = await call<{ invoices: Invoice[] }>(
      'GET',
      `/api/v2/business/${businessId()}/subscriptions`,
      undefined,
      business.token,
    )
    expect(again.body.invoices).toHaveLength(2)
  })

  it('cancels at the end of the current period; until then it still grants the product', async () => {
    const list = await call<{ data: Subscription[] }>(
      'GET',
      `/api/v2/business/${businessId()}/subscriptions`,
      undefined,
      business.token,
    )
    const premium = list.body.data.find((s) => s.product.slug === 'premium') as Subscription
    const { status, body } = await call<{ data: Subscription }>(
      'DELETE',
      `/api/v2/business/${businessId()}/subscriptions/${premium.id}`,
      undefined,
      business.token,
    )
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ state: 'cancelled', ends_at: '2027-11-25T10:00:00.000Z', next_invoice_at: null })
    expect(body.message).toMatch(/endet am 25\.11\.2027/)
    // Still premium until then.
    const me = await call<{ data: { business: { subscription_types: { id: number }[] } } }>(
      'GET',
      '/api/auth/user',
      undefined,
      business.token,
    )
    expect(me.body.data.business.subscription_types.map((t) => t.id)).toContain(2)
    // Taking the cancellation back, and cancelling again through PUT.
    const undo = await call<{ data: Subscription }>(
      'PUT',
      `/api/v2/business/${businessId()}/subscriptions/${premium.id}`,
      { auto_renew: true },
      business.token,
    )
    expect(undo.body.data).toMatchObject({ state: 'running', ends_at: null })
    const again = await call<{ data: Subscription }>(
      'PUT',
      `/api/v2/business/${businessId()}/subscriptions/${premium.id}`,
      { auto_renew: false },
      business.token,
    )
    expect(again.body.data.ends_at).toBe('2027-11-25T10:00:00.000Z')
  })
})

describe('invoice numbers under concurrent checkouts', () => {
  it('two companies ordering at the same moment get two consecutive numbers, no gap, no duplicate', async () => {
    const third = await registerStoreBusiness(server(), 'Drittbetrieb Store', 'chef@drittbetrieb-store.example')
    const before = await counter()
    const order = (target: { token: string; businessId: number }) =>
      call<{ data: { invoice: Invoice } }>(
        'POST',
        `/api/v2/business/${target.businessId}/subscriptions`,
        {
          items: [{ product_id: productId('job'), quantity: 3 }],
          billing_address: BILLING_ADDRESS,
          send_confirmation_mail: false,
        },
        target.token,
      )
    const answers = await Promise.all([order(other), order(third), order(other)])
    expect(answers.map((a) => a.status).sort(), JSON.stringify(answers.map((a) => a.body))).toEqual([201, 201, 422])
    const ok = answers.filter((a) => a.status === 201)
    // The same company twice at once: exactly one order passes, the other is told it has it already.
    expect(ok).toHaveLength(2)
    expect(answers.filter((a) => a.status === 422)).toHaveLength(1)
    const numbers = ok.map((a) => a.body.data.invoice.number).sort()
    expect(numbers).toEqual([`RE-${String(before).padStart(6, '0')}`, `RE-${String(before + 1).padStart(6, '0')}`])
    expect(await counter()).toBe(before + 2)
    const all = await server().database.db.selectFrom('invoices').select('sequence').orderBy('sequence').execute()
    expect(all.map((r) => r.sequence)).toEqual(Array.from({ length: all.length }, (_, i) => i + 1))
  })
})

describe('the admin', () => {
  it('lists invoices, cancels one with a cancellation invoice (the original stays unchanged) and ends its subscriptions', async () => {
    const list = await call<{ data: Invoice[] }>('GET', '/api/crm/invoices/', undefined, admin.token)
    expect(list.status).toBe(200)
    const first = list.body.data.find((i) => i.number === 'RE-000001') as Invoice
    const original = await server()
      .database.db.selectFrom('invoices')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow()
    const { status, body } = await call<{ data: Invoice }>(
      'POST',
      `/api/crm/invoices/${first.id}/cancel`,
      undefined,
      admin.token,
    )
    expect(status).toBe(201)
    expect(body.data).toMatchObject({ kind: 'cancellation', cancels_number: 'RE-000001', gross: -first.gross })
    const after = await server()
      .database.db.selectFrom('invoices')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow()
    expect(after).toEqual(original)
    const twice = await call('POST', `/api/crm/invoices/${first.id}/cancel`, undefined, admin.token)
    expect(twice.status).toBe(409)
    const me = await call<{ data: { business: { subscription_types: { id: number }[]; permissions: string[] } } }>(
      'GET',
      '/api/auth/user',
      undefined,
      business.token,
    )
    // Premium stays: the demo business has it granted by the admin; the bought mail2chat type 3 is gone.
    expect(me.body.data.business.subscription_types.map((t) => t.id)).not.toContain(3)
    // The cancellation invoice is a valid e-invoice too (a credit note referring to RE-000001).
    const xml = await fetch(`${server().url}/api/v2/business/${businessId()}/invoices/${body.data.id}/xrechnung`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    })
    expect(await xml.text()).toContain('<ram:TypeCode>381</ram:TypeCode>')
  })

  it('grants and revokes subscription types and makes a free test subscription', async () => {
    const types = await call<{ data: { id: number; name: string }[] }>(
      'GET',
      '/api/subscription_types',
      undefined,
      admin.token,
    )
    expect(types.body.data.find((t) => t.id === 2)?.name).toBe('Premium')
    const grant = await call<{ subscription_types: { id: number }[] }>(
      'POST',
      `/api/business/${other.businessId}/subscription/2`,
      undefined,
      admin.token,
    )
    expect(grant.body.subscription_types).toEqual([{ id: 2 }])
    const revoke = await call<{ subscription_types: { id: number }[] }>(
      'DELETE',
      `/api/business/${other.businessId}/subscription/2`,
      undefined,
      admin.token,
    )
    expect(revoke.body.subscription_types).toEqual([])
    const before = await counter()
    const dummy = await call<{ data: Subscription }>(
      'GET',
      `/api/v2/admin/subscriptions/${other.businessId}/${productId('api_connection')}/dummy`,
      undefined,
      admin.token,
    )
    expect(dummy.status).toBe(200)
    expect(dummy.body.data).toMatchObject({ state: 'cancelled', product: { slug: 'api_connection' } })
    expect(await counter()).toBe(before)
    const asBusiness = await call('GET', '/api/crm/invoices/', undefined, business.token)
    expect(asBusiness.status).toBe(403)
  })
})

describe('reverse charge for companies in other EU countries (§13b UStG)', () => {
  it('refuses an Austrian address without its VAT id and a Swiss one, without consuming a number', async () => {
    const vienna = await registerStoreBusiness(server(), 'Wiener Lehrbetrieb', 'chefin@wiener-lehrbetrieb.example')
    const before = await counter()
    const path = `/api/v2/business/${vienna.businessId}/subscriptions`
    const items = [{ product_id: productId('premium'), quantity: 1 }]
    const austria = { ...BILLING_ADDRESS, postal_code: '1010', city: 'Wien', country_code: 'AT' }
    const noVatId = await call('POST', path, { items, billing_address: { ...austria, vat_id: '' } }, vienna.token)
    expect(noVatId.status).toBe(422)
    expect(noVatId.body.errors?.['billing_address.vat_id']?.[0]).toMatch(/brauchen wir Deine USt-IdNr/)
    const germanId = await call('POST', path, { items, billing_address: austria }, vienna.token)
    expect(germanId.body.errors?.['billing_address.vat_id']?.[0]).toMatch(/mit AT beginnen/)
    const swiss = await call(
      'POST',
      path,
      { items, billing_address: { ...austria, country_code: 'CH', vat_id: 'CHE123456789' } },
      vienna.token,
    )
    expect(swiss.status).toBe(422)
    expect(swiss.body.errors?.['billing_address.country_code']?.[0]).toMatch(/Unternehmen in der EU/)
    expect(await counter()).toBe(before)
  })

  it('invoices an Austrian company with 0 % and the note, in the PDF and an XRechnung (category AE) the library validates', async () => {
    const vienna = { token: (await login(server(), 'chefin@wiener-lehrbetrieb.example', 'sicher-2026')).token }
    const me = await call<{ data: { business: { id: number } } }>('GET', '/api/auth/user', undefined, vienna.token)
    const id = me.body.data.business.id
    const { status, body } = await call<{ data: { invoice: Invoice } }>(
      'POST',
      `/api/v2/business/${id}/subscriptions`,
      {
        items: [{ product_id: productId('premium'), quantity: 1 }],
        billing_address: {
          ...BILLING_ADDRESS,
          postal_code: '1010',
          city: 'Wien',
          country_code: 'AT',
          vat_id: 'ATU 12345678',
        },
        send_confirmation_mail: false,
      },
      vienna.token,
    )
    expect(status, JSON.stringify(body)).toBe(201)
    expect(body.data.invoice).toMatchObject({ net: 118800, vat: 0, gross: 118800 })

    const headers = { Authorization: `Bearer ${vienna.token}` }
    const base = `${server().url}/api/v2/business/${id}/invoices/${body.data.invoice.id}`
    const pdf = await fetch(`${base}/pdf`, { headers })
    expect(pdf.status).toBe(200)
    const xml = await (await fetch(`${base}/xrechnung`, { headers })).text()
    expect(xml).toContain('<ram:CategoryCode>AE</ram:CategoryCode>')
    expect(xml).toContain('<ram:ExemptionReasonCode>vatex-eu-ae</ram:ExemptionReasonCode>')
    expect(xml).toContain('Steuerschuldnerschaft des Leistungsempfängers')
    expect(xml).toContain('ATU12345678')
    const { row, data } = await storedEInvoice(body.data.invoice.id)
    expect(row.vat_rate_percent).toBe(0)
    const quiet = { log() {}, warn() {}, error() {} }
    await expect(new InvoiceService(quiet).generate(data, { format: E_INVOICE_FORMAT, lang: 'de' })).resolves.toContain(
      'CrossIndustryInvoice',
    )

    // A stored address from before the EU rule (a Swiss one) is checked again when buying with it.
    await server()
      .database.db.updateTable('billing_addresses')
      .set({ country_code: 'CH', vat_id: 'CHE123456789' })
      .where('business_id', '=', id)
      .execute()
    const before = await counter()
    const legacy = await call(
      'POST',
      `/api/store/products/${productId('mail2chat')}/buy`,
      { business_id: id },
      vienna.token,
    )
    expect(legacy.status).toBe(422)
    expect(legacy.body.errors?.['billing_address.country_code']?.[0]).toMatch(/Unternehmen in der EU/)
    expect(await counter()).toBe(before)
  })
})
