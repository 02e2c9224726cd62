import { businessPagePath, excerpt, pageTitle, siteHeading } from '@oabat/core'
import type { AppContext } from '../app-context.ts'
import type { PageHead } from './page-head.ts'

/** A site of a visible business, by the business's slug and the site's slug. */
async function findSiteHead({ db }: AppContext, businessSlug: string, siteSlug: string) {
  const row = await db
    .selectFrom('business_sites as s')
    .innerJoin('businesses as b', 'b.id', 's.business_id')
    .select([
      's.slug',
      's.name',
      's.city',
      's.street',
      's.postal_code',
      'b.slug as business_slug',
      'b.name as business_name',
      'b.motto',
    ])
    .where('s.slug', '=', siteSlug)
    .where('b.slug', '=', businessSlug)
    .where('b.is_visible', '=', 1)
    .executeTakeFirst()
  return row ?? null
}

/** SPEC §2 /betriebe/{slug}/{siteslug}: the head of a business site; unknown sites are a 404 (null here). */
export async function resolveSiteHead(
  context: AppContext,
  businessSlug: string,
  siteSlug: string,
): Promise<PageHead | null> {
  const site = await findSiteHead(context, businessSlug, siteSlug)
  if (!site) return null
  const place = [site.street, [site.postal_code, site.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  const title = siteHeading({ businessName: site.business_name, siteName: site.name, city: site.city })
  return {
    status: 200,
    noindex: false,
    title: pageTitle(title),
    description: `${title}: ${place}. ${excerpt(site.motto)}`.trim(),
    canonical: `${context.config.publicUrl}${businessPagePath(site.business_slug)}/${encodeURIComponent(site.slug)}`,
    jsonLd: null,
  }
}
