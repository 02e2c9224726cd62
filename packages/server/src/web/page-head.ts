import {
  allOffersHeading,
  azubiPagePath,
  DEFAULT_DESCRIPTION,
  excerpt,
  internshipPagePath,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  type JobTypeId,
  jobHeading,
  jobPagePath,
  NOT_FOUND_MESSAGE,
  PLATFORM_STATISTICS_HEAD,
  pageTitle,
  schoolPageHead,
  schoolSearchHead,
  schoolSearchPath,
  searchDescription,
  searchHeading,
} from '@oabat/core'
import type { AppContext } from '../app-context.ts'
import { findPublishedArticleHead } from '../articles/article-store.ts'
import { loadBusinessSeo } from '../einblick/business-seo.ts'
import { resolveEmbedHead } from './embed-head.ts'
import { jobPosting } from './job-posting.ts'
import { findListingHeadData, listingHeadTexts } from './listing-head.ts'
import { resolveLivestreamHead } from './livestream-head.ts'
import { findJobHead, findPlaceHead, findSchoolHead } from './page-data.ts'
import type { PageRoute } from './page-route.ts'
import { resolveSiteHead } from './site-head.ts'

/** What the server writes into the portal's <head> for one URL, and the status it answers with. */
export interface PageHead {
  status: 200 | 404
  /** Personal and not-found pages stay out of search engines. */
  noindex: boolean
  /** The full document title (SPEC §1 rule applied). */
  title: string
  description: string
  /** Absolute canonical URL; none on not-found pages. */
  canonical: string | null
  /** schema.org data, written as JSON-LD. */
  jsonLd: Record<string, unknown> | null
  /** Absolute address of the Open Graph image (a company's logo); none where a page has no image of its own. */
  ogImage?: string | null
  /** Embeds (SPEC §2 layout "embed") may be shown in any site's iframe; every other page only in ours. */
  embeddable?: boolean
}

const NOT_FOUND_HEAD: PageHead = {
  status: 404,
  noindex: true,
  title: pageTitle(NOT_FOUND_MESSAGE),
  description: 'Diese Seite gibt es leider nicht.',
  canonical: null,
  jsonLd: null,
}

function found(title: string | null, description: string, canonical: string, jsonLd: PageHead['jsonLd'] = null) {
  return { status: 200, noindex: false, title: pageTitle(title), description, canonical, jsonLd } satisfies PageHead
}

/** The head of a portal page, read from the database; unknown places, businesses and jobs are 404. */
export async function resolvePageHead(route: PageRoute, context: AppContext): Promise<PageHead> {
  const { db, config } = context
  const origin = config.publicUrl
  switch (route.page) {
    case 'home':
      return found(null, DEFAULT_DESCRIPTION, `${origin}/`)
    case 'search': {
      if (!route.locationSlug) {
        return found(searchHeading(route.type, null), searchDescription(route.type, null), `${origin}/${route.type}`)
      }
      const place = await findPlaceHead(db, route.locationSlug)
      if (!place) return NOT_FOUND_HEAD
      return found(
        route.allOffers ? allOffersHeading(place.name) : searchHeading(route.type, place.name),
        searchDescription(route.type, place.name),
        `${origin}/${route.type}/${encodeURIComponent(place.slug)}`,
      )
    }
    case 'business': {
      // The same answer as GET /api/business/seo/{slug} (einblick/business-seo.ts).
      const seo = await loadBusinessSeo(db, origin, route.businessSlug)
      if (!seo) return NOT_FOUND_HEAD
      return { status: 200, noindex: false, ...seo, jsonLd: seo.schema_org, ogImage: seo.og_image }
    }
    case 'job': {
      const job = await findJobHead(db, route.jobSlug)
      if (!job) return NOT_FOUND_HEAD
      const canonical = `${origin}${jobPagePath(job.business_slug, job.slug)}`
      const typeLabel = JOB_TYPE_LABELS[Number(job.type_id) as JobTypeId] ?? 'Stelle'
      const description = excerpt(job.description) || `${typeLabel} bei ${job.business_name} in ${job.city}.`
      return found(jobHeading(job.name, job.business_name), description, canonical, jobPosting(job, canonical, origin))
    }
    case 'internship': {
      const job = await findJobHead(db, route.jobSlug)
      if (!job || Number(job.type_id) !== JOB_TYPES.traineeship) return NOT_FOUND_HEAD
      const canonical = `${origin}${internshipPagePath(job.business_slug, job.slug)}`
      return found(
        `Praktikumswochen: ${jobHeading(job.name, job.business_name)}`,
        `Buche eine Woche Praktikum bei ${job.business_name} in ${job.city}: ${job.name}.`,
        canonical,
      )
    }
    case 'azubis': {
      const business = await db
        .selectFrom('businesses')
        .select(['slug', 'name'])
        .where('slug', '=', route.businessSlug)
        .where('is_visible', '=', 1)
        .executeTakeFirst()
      if (!business) return NOT_FOUND_HEAD
      return found(
        `Unsere Azubis – ${business.name}`,
        `Die Azubis von ${business.name} erzählen von ihrer Ausbildung.`,
        `${origin}${azubiPagePath(business.slug)}`,
      )
    }
    case 'listing': {
      const data = await findListingHeadData(route.route, context)
      if (!data.found) return NOT_FOUND_HEAD
      const texts = listingHeadTexts(route.route, data)
      const head = found(texts.heading, texts.description, `${origin}${texts.canonicalPath}`)
      // The region lists' _embed variants stand alone for other sites' iframes, like the embeds.
      return route.route.page === 'region' && route.route.embed ? { ...head, embeddable: true } : head
    }
    case 'account':
      return {
        status: 200,
        noindex: true,
        title: pageTitle(route.title),
        description: route.title,
        canonical: null,
        jsonLd: null,
      }
    case 'embed':
      // Even "not found" shows inside the host's frame, so the visitor reads why.
      return (await resolveEmbedHead(route.embed, context)) ?? { ...NOT_FOUND_HEAD, embeddable: true }
    case 'livestream':
      return (await resolveLivestreamHead(context, route.livestreamId, route.withSearch)) ?? NOT_FOUND_HEAD
    case 'site':
      return (await resolveSiteHead(context, route.businessSlug, route.siteSlug)) ?? NOT_FOUND_HEAD
    case 'school': {
      const school = await findSchoolHead(db, route.schoolSlug)
      if (!school) return NOT_FOUND_HEAD
      const head = schoolPageHead(route.section, school)
      return found(head.title, head.description, `${origin}${head.canonicalPath}`)
    }
    case 'school-search': {
      if (!route.locationSlug) {
        const head = schoolSearchHead(null)
        return found(head.title, head.description, `${origin}${schoolSearchPath()}`)
      }
      const place = await findPlaceHead(db, route.locationSlug)
      if (!place) return NOT_FOUND_HEAD
      const head = schoolSearchHead(place.name)
      return found(head.title, head.description, `${origin}${schoolSearchPath(place.slug)}`)
    }
    case 'article': {
      // docs/articles.md: the article's title (SPEC §1 rule), its teaser, canonical at /artikel/{slug}.
      const article = await findPublishedArticleHead(db, route.articleSlug)
      if (!article) return NOT_FOUND_HEAD
      return found(article.title, article.teaser || DEFAULT_DESCRIPTION, `${origin}/artikel/${article.slug}`)
    }
    case 'platform-statistics':
      return found(
        PLATFORM_STATISTICS_HEAD.title,
        PLATFORM_STATISTICS_HEAD.description,
        `${origin}${PLATFORM_STATISTICS_HEAD.canonicalPath}`,
      )
    case 'content':
      // docs/content-pages.md: the page's own title (SPEC §1 rule) and description, canonical at its path.
      return found(route.title, route.description || DEFAULT_DESCRIPTION, `${origin}${route.path}`)
    case 'not-found':
      return NOT_FOUND_HEAD
  }
}
