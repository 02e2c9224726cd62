import { describe, expect, it } from 'vitest'
import {
  addMonths,
  billingVatProblem,
  cancellationEndsAt,
  formatEuro,
  hasProPortal,
  invoiceNumber,
  invoiceTotals,
  isStoreFeature,
  isSubscriptionActive,
  periodAt,
  productsGranting,
  subscriptionSchedule,
  subscriptionState,
  vatCents,
  vatTreatment,
} from './store.ts'

describe('German VAT and totals', () => {
  it('19 % rounded half up on the sum of the lines', () => {
    expect(vatCents(4900)).toBe(931)
    expect(vatCents(1)).toBe(0)
    expect(vatCents(3)).toBe(1) // 0.57 → 1
    expect(invoiceTotals([4900, 2900])).toEqual({ net_cents: 7800, vat_cents: 1482, gross_cents: 9282 })
    expect(invoiceTotals([])).toEqual({ net_cents: 0, vat_cents: 0, gross_cents: 0 })
  })

  it('formats cents as German euros', () => {
    expect(formatEuro(123456)).toBe('1.234,56 €')
    expect(formatEuro(5)).toBe('0,05 €')
    expect(formatEuro(-9282)).toBe('−92,82 €')
  })
})

describe('invoice numbers', () => {
  it('number every invoice without gaps from 1', () => {
    expect(invoiceNumber(1)).toBe('RE-000001')
    expect(invoiceNumber(1234567)).toBe('RE-1234567')
    expect(() => invoiceNumber(0)).toThrow(RangeError)
    expect(() => invoiceNumber(1.5)).toThrow(RangeError)
  })
})

describe('contract periods', () => {
  it('adds calendar months and keeps month ends', () => {
    expect(addMonths('2026-01-31T10:00:00.000Z', 1)).toBe('2026-02-28T10:00:00.000Z')
    expect(addMonths('2028-01-31T10:00:00.000Z', 1)).toBe('2028-02-29T10:00:00.000Z')
    expect(addMonths('2026-11-25T00:00:00.000Z', 12)).toBe('2027-11-25T00:00:00.000Z')
  })

  it('renews by its period while nobody cancels', () => {
    const start = '2026-01-15T08:00:00.000Z'
    expect(periodAt(start, 1, '2026-01-15T08:00:00.000Z')).toEqual({
      start,
      end: '2026-02-15T08:00:00.000Z',
    })
    expect(periodAt(start, 1, '2026-03-20T00:00:00.000Z')).toEqual({
      start: '2026-03-15T08:00:00.000Z',
      end: '2026-04-15T08:00:00.000Z',
    })
    expect(periodAt(start, 12, '2029-06-01T00:00:00.000Z')).toEqual({
      start: '2029-01-15T08:00:00.000Z',
      end: '2030-01-15T08:00:00.000Z',
    })
    // Before the start: the first period.
    expect(periodAt(start, 3, '2025-12-01T00:00:00.000Z').start).toBe(start)
  })

  it('a cancellation takes effect at the end of the period it falls in', () => {
    const start = '2026-01-15T08:00:00.000Z'
    expect(cancellationEndsAt(start, 12, '2026-01-16T00:00:00.000Z')).toBe('2027-01-15T08:00:00.000Z')
    expect(cancellationEndsAt(start, 1, '2026-05-01T00:00:00.000Z')).toBe('2026-05-15T08:00:00.000Z')
    // On the last instant of a period it still ends with that period; at its end the next one counts.
    expect(cancellationEndsAt(start, 1, '2026-02-15T07:59:59.999Z')).toBe('2026-02-15T08:00:00.000Z')
    expect(cancellationEndsAt(start, 1, '2026-02-15T08:00:00.000Z')).toBe('2026-03-15T08:00:00.000Z')
    // Cancelled before it starts: it ends after its first period, which was ordered.
    expect(cancellationEndsAt(start, 1, '2025-12-01T00:00:00.000Z')).toBe('2026-02-15T08:00:00.000Z')
  })

  it('states: scheduled, running, cancelled (still active) and ended', () => {
    const running = { starts_at: '2026-01-01T00:00:00.000Z', ends_at: null, period_months: 1 }
    const cancelled = { ...running, ends_at: '2026-03-01T00:00:00.000Z' }
    expect(subscriptionState(running, '2025-12-31T00:00:00.000Z')).toBe('scheduled')
    expect(subscriptionState(running, '2030-01-01T00:00:00.000Z')).toBe('running')
    expect(subscriptionState(cancelled, '2026-02-28T23:59:59.000Z')).toBe('cancelled')
    expect(subscriptionState(cancelled, '2026-03-01T00:00:00.000Z')).toBe('ended')
    expect(isSubscriptionActive(cancelled, '2026-02-01T00:00:00.000Z')).toBe(true)
    expect(isSubscriptionActive(cancelled, '2026-03-01T00:00:00.000Z')).toBe(false)
    expect(isSubscriptionActive(running, '2025-12-31T00:00:00.000Z')).toBe(false)
  })

  it('the next invoice comes with the next period, none once cancelled', () => {
    const running = { starts_at: '2026-01-01T00:00:00.000Z', ends_at: null, period_months: 1 }
    expect(subscriptionSchedule(running, '2026-02-10T00:00:00.000Z').next_invoice_at).toBe('2026-03-01T00:00:00.000Z')
    expect(
      subscriptionSchedule({ ...running, ends_at: '2026-03-01T00:00:00.000Z' }, '2026-02-10T00:00:00.000Z')
        .next_invoice_at,
    ).toBeNull()
  })
})

describe('feature pages', () => {
  it('knows the three feature pages', () => {
    expect(isStoreFeature('premium')).toBe(true)
    expect(isStoreFeature('job')).toBe(false)
  })
})

describe('what a subscription unlocks', () => {
  it('premium grants the job statistics and the pro portal, mail2chat its permission', () => {
    expect(productsGranting('pro_portal')).toEqual(['premium'])
    expect(productsGranting('statistics')).toEqual(['premium'])
    expect(productsGranting('mail2chat')).toEqual(['mail2chat'])
    expect(productsGranting('job_ai')).toEqual([])
  })

  it('a business has the pro portal by its flag or by the permission (granted or bought)', () => {
    expect(hasProPortal({ has_pro_portal: true, permissions: [] })).toBe(true)
    expect(hasProPortal({ has_pro_portal: false, permissions: ['statistics', 'pro_portal'] })).toBe(true)
    expect(hasProPortal({ has_pro_portal: false, permissions: ['statistics', 'mail2chat'] })).toBe(false)
  })
})

describe('VAT by the buyer country', () => {
  it('German VAT in Germany, the reverse charge elsewhere in the EU', () => {
    expect(vatTreatment('DE')).toEqual({ category: 'S', rate_percent: 19, note: null })
    expect(vatTreatment('at')).toMatchObject({ category: 'AE', rate_percent: 0 })
    expect(vatTreatment('AT').note).toMatch(/Steuerschuldnerschaft des Leistungsempfängers/)
  })

  it('a company in another EU country needs its VAT id of that country; countries outside the EU are refused', () => {
    expect(billingVatProblem({ country_code: 'DE', vat_id: null })).toBeNull()
    expect(billingVatProblem({ country_code: 'AT', vat_id: 'ATU12345678' })).toBeNull()
    expect(billingVatProblem({ country_code: 'GR', vat_id: 'EL123456789' })).toBeNull()
    expect(billingVatProblem({ country_code: 'AT', vat_id: null })?.field).toBe('vat_id')
    expect(billingVatProblem({ country_code: 'AT', vat_id: 'DE123456789' })).toMatchObject({
      field: 'vat_id',
      message: expect.stringContaining('mit AT beginnen'),
    })
    expect(billingVatProblem({ country_code: 'CH', vat_id: 'CHE123456789' })?.field).toBe('country_code')
  })
})
