import { businessPagePath, jobPagePath, pageTitle } from '@oabat/core'
import type { AppContext } from '../app-context.ts'
import { findBusinessHead, findJobHead } from './page-data.ts'
import type { PageHead } from './page-head.ts'
import type { EmbedRoute } from './page-route.ts'

function embedHead(title: string, description: string, canonical: string): PageHead {
  return {
    status: 200,
    // The content is on its full page too; search engines should list that one, not the frame.
    noindex: true,
    title: pageTitle(title),
    description,
    canonical,
    jsonLd: null,
    embeddable: true,
  }
}

/**
 * The head of an embed (SPEC §2 layout "embed"): 200, noindex, the full page as canonical, and
 * allowed in any site's iframe. An unknown business or job is a 404 (null here).
 */
export async function resolveEmbedHead(embed: EmbedRoute, { db, config }: AppContext): Promise<PageHead | null> {
  const origin = config.publicUrl
  switch (embed.kind) {
    case 'businesses':
      return embedHead(
        'Unternehmen in Deiner Region',
        'Ausbildungsbetriebe in Deiner Nähe auf oabat.',
        `${origin}/unternehmen`,
      )
    case 'jobs':
      return embedHead(
        'Stellen in Deiner Region',
        'Ausbildungsplätze und Praktika in Deiner Nähe auf oabat.',
        `${origin}/ausbildung`,
      )
    case 'livestream':
      return embedHead('Livestream', 'Ein Livestream einer Ausbildungsmesse auf oabat.', `${origin}/`)
    case 'business-jobs': {
      const business = await findBusinessHead(db, embed.businessSlug)
      if (!business) return null
      return embedHead(
        `Offene Stellen bei ${business.name}`,
        `Ausbildungsplätze, Praktika und Jobs bei ${business.name}.`,
        `${origin}${businessPagePath(business.slug)}`,
      )
    }
    case 'job-card': {
      const business = await findBusinessHead(db, embed.businessSlug)
      if (!business) return null
      if (embed.jobSlug === null) {
        return embedHead(
          `Stelle bei ${business.name}`,
          `Die neueste Stelle bei ${business.name}.`,
          `${origin}${businessPagePath(business.slug)}`,
        )
      }
      const job = await findJobHead(db, embed.jobSlug)
      if (!job || job.business_slug !== business.slug) return null
      return embedHead(
        `${job.name} bei ${job.business_name}`,
        `${job.name} bei ${job.business_name} in ${job.city}.`,
        `${origin}${jobPagePath(job.business_slug, job.slug)}`,
      )
    }
  }
}
