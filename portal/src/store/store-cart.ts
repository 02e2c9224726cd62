import { PRODUCT_SLUGS, type ProductSlug } from '@oabat/core'

/** The cart of the checkout lives in its query (SPEC §2: a flag per item plus noScroll): ?premium=1&job=3. */
export type Cart = Partial<Record<ProductSlug, number>>

export function cartFromQuery(search: string): Cart {
  const query = new URLSearchParams(search)
  const cart: Cart = {}
  for (const slug of PRODUCT_SLUGS) {
    const value = query.get(slug)
    if (value === null) continue
    const quantity = value === '' || value === 'true' ? 1 : Number.parseInt(value, 10)
    if (Number.isInteger(quantity) && quantity > 0) cart[slug] = quantity
  }
  return cart
}

/** The checkout's address for a cart; `noScroll` keeps the page where it is (changing the cart on the page). */
export function checkoutPath(cart: Cart, noScroll = false): string {
  const query = new URLSearchParams()
  for (const slug of PRODUCT_SLUGS) {
    const quantity = cart[slug]
    if (quantity) query.set(slug, String(quantity))
  }
  if (noScroll) query.set('noScroll', '1')
  const text = query.toString()
  return text ? `/betrieb/store/kasse?${text}` : '/betrieb/store/kasse'
}

/** German period: „pro Monat“, „pro Jahr“, „alle 3 Monate“. */
export function periodLabel(months: number): string {
  if (months === 1) return 'pro Monat'
  if (months === 12) return 'pro Jahr'
  return `alle ${months} Monate`
}

/** „25.11.2026“ */
export function dateDe(iso: string): string {
  return new Date(iso).toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' })
}

/** The last day of a period whose end is exclusive. */
export function lastDayDe(exclusiveEnd: string): string {
  return dateDe(new Date(Date.parse(exclusiveEnd) - 1).toISOString())
}
