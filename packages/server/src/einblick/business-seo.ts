import { type BusinessSeo, businessPagePath, excerpt, pageTitle } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { findBusinessHead } from '../web/page-data.ts'

/** Only images with an address are useful to crawlers and link previews; inline data: images are left out. */
function absoluteImage(url: string | null, origin: string): string | null {
  if (!url || !/^(https?:\/\/|\/)/.test(url)) return null
  return new URL(url, `${origin}/`).toString()
}

/**
 * GET /api/business/seo/{slug} and the company page's server-rendered head (issue #15 item 8):
 * title, description, canonical URL, Open Graph image (the logo) and schema.org Organization
 * with the main site's address. Invisible and unknown companies have none (null).
 */
export async function loadBusinessSeo(
  db: Kysely<Database>,
  publicUrl: string,
  slugOrId: string,
): Promise<BusinessSeo | null> {
  const origin = publicUrl.replace(/\/$/, '')
  const business = await findBusinessHead(db, slugOrId)
  if (!business) return null
  const site = await db
    .selectFrom('business_sites')
    .select(['street', 'postal_code', 'city', 'latitude', 'longitude'])
    .where('business_id', '=', business.id)
    .orderBy('is_main', 'desc')
    .orderBy('id')
    .executeTakeFirst()
  const canonical = `${origin}${businessPagePath(business.slug)}`
  const description =
    excerpt(business.motto) ||
    excerpt(business.about_us) ||
    `${business.name}: Ausbildungsplätze und Praktika aus Deiner Region.`
  const logo = absoluteImage(business.logo_url, origin)
  const organization: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: business.name,
    url: canonical,
    description,
  }
  if (logo) organization.logo = logo
  if (business.website && /^https?:\/\//.test(business.website)) organization.sameAs = [business.website]
  if (site) {
    organization.address = {
      '@type': 'PostalAddress',
      ...(site.street ? { streetAddress: site.street } : {}),
      ...(site.postal_code ? { postalCode: site.postal_code } : {}),
      addressLocality: site.city,
      addressCountry: 'DE',
    }
  }
  return { title: pageTitle(business.name), description, canonical, og_image: logo, schema_org: organization }
}
