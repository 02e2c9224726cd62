import { type BusinessSite, businessPagePath } from '@oabat/core'

/** "Bahnhofstraße 1, 94469 Deggendorf" (or only "94469 Deggendorf" without a street). */
export function siteAddressLine(site: Pick<BusinessSite, 'street' | 'postal_code' | 'city'>): string {
  const place = [site.postal_code, site.city].filter(Boolean).join(' ')
  return [site.street, place].filter(Boolean).join(', ')
}

/** SPEC §2 /betriebe/{slug}/{siteslug}. */
export function sitePagePath(businessSlug: string, siteSlug: string): string {
  return `${businessPagePath(businessSlug)}/${encodeURIComponent(siteSlug)}`
}

const nearKm = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 })
const farKm = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 })

/** "3,4 km", "12 km". */
export function formatDistanceKm(km: number): string {
  return `${(km < 10 ? nearKm : farKm).format(km)} km`
}
