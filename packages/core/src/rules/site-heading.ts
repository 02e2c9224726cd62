/** The names a site's heading is made of. */
export interface SiteNames {
  businessName: string
  siteName: string
  city: string
}

/**
 * The heading of a business site (SPEC §2 /betriebe/{slug}/{siteslug}), shared by the page and
 * its server-rendered head. A site named like its business says where it lies; a site whose name
 * already contains the business's name ("Walter AG – Standort Salzweg") stands alone, so the
 * business is never named twice; any other site name follows the business's.
 */
export function siteHeading({ businessName, siteName, city }: SiteNames): string {
  const business = businessName.trim()
  const site = siteName.trim()
  if (site.toLocaleLowerCase('de') === business.toLocaleLowerCase('de'))
    return city ? `${business} in ${city}` : business
  if (site.toLocaleLowerCase('de').includes(business.toLocaleLowerCase('de'))) return site
  return `${business} – ${site}`
}

/**
 * The name lines above a site's address: the business's name, then the site's own name, but
 * never the business's name twice (a site named like it, or containing it, gives one line).
 */
export function siteAddressNames({ businessName, siteName }: Omit<SiteNames, 'city'>): string[] {
  const business = businessName.trim()
  const site = siteName.trim()
  if (site.toLocaleLowerCase('de') === business.toLocaleLowerCase('de')) return [business]
  if (site.toLocaleLowerCase('de').includes(business.toLocaleLowerCase('de'))) return [site]
  return [business, site]
}
