import type { BusinessSite } from '@oabat/core'

/** A site's street and „postal code city“ as the lines of an `<address>` (the street only if known). */
export function SiteAddressLines({ site }: { site: Pick<BusinessSite, 'street' | 'postal_code' | 'city'> }) {
  return (
    <>
      {site.street && (
        <>
          {site.street}
          <br />
        </>
      )}
      {[site.postal_code, site.city].filter(Boolean).join(' ')}
    </>
  )
}
