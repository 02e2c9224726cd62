import { type CallInput, type CallOutput, type PageData, pageDataKey, type RouteKey } from '@oabat/core'
import { loadListing, loadRegionSchools, loadSearch } from './listing-page-data.ts'
import type { PageRoute } from './page-route.ts'
import { loadSchool, loadSchoolSearch } from './school-page-data.ts'

/** One API call made in-process; null when it failed (the page then loads it in the browser). */
export type LoadCall = <K extends RouteKey>(key: K, input: CallInput<K>) => Promise<CallOutput<K> | null>

/** Whether the server renders this page (docs/ssr.md lists them); every other page renders in the browser. */
export function isServerRendered(route: PageRoute): boolean {
  switch (route.page) {
    case 'home':
    case 'job':
    case 'internship':
    case 'azubis':
    case 'business':
    case 'site':
    case 'search':
    case 'livestream':
    case 'school':
    case 'school-search':
    case 'content':
    case 'article':
    case 'platform-statistics':
    case 'listing':
      // Every listing: search, region (its embeds for other sites' iframes too), post, event, fair, „Auswahl“.
      return true
    default:
      return false
  }
}

/**
 * The API answers a server-rendered page needs for its first paint, made with the same calls and
 * inputs as the portal's hooks (pages/*, components/*), so hydration finds them under the same keys.
 */
export async function loadPageData(route: PageRoute, query: URLSearchParams, load: LoadCall): Promise<PageData> {
  const data: PageData = {}
  const call: LoadCall = async (key, input) => {
    const answer = await load(key, input)
    if (answer !== null) data[pageDataKey(key, input)] = answer
    return answer
  }
  switch (route.page) {
    case 'home':
      await call('popularCities', {})
      break
    case 'job':
      await call('jobV2', { params: { slug: route.jobSlug } })
      break
    case 'internship':
      // company-pages/internship-page.tsx
      await call('internship', { params: { jobSlug: route.jobSlug } })
      break
    case 'azubis':
      // company-pages/azubis-page.tsx
      await call('businessAzubis', { params: { slug: route.businessSlug } })
      break
    case 'business':
      await loadBusiness(route.businessSlug, call)
      break
    case 'site':
      // business-sites/site-page.tsx
      await call('businessSite', { params: { slug: route.siteSlug } })
      break
    case 'livestream':
      // livestream/livestream-page.tsx: the heading; the player starts in the browser.
      await call('livestream', { params: { id: route.livestreamId } })
      break
    case 'search':
      await loadSearch(route.allOffers ? 'alles' : route.type, route.locationSlug, query, call)
      break
    case 'listing':
      await loadListing(route.route, query, call)
      break
    case 'school':
      await loadSchool(route.schoolSlug, route.section, call)
      break
    case 'school-search':
      await loadSchoolSearch(route.locationSlug, call)
      break
    case 'content':
      await loadContentPage(route.path, call)
      break
    case 'article':
      // articles/article-page.tsx
      await call('article', { params: { slug: route.articleSlug } })
      break
    case 'platform-statistics':
      // oabalytics/platform-statistics-page.tsx
      await call('platformStatistics', {})
      break
  }
  return data
}

/** SPEC §9 "businesses around: distance 30" (business-sites/businesses-around.tsx). */
const BUSINESSES_AROUND_KM = 30

/** pages/business-page.tsx: the business, its video (business-showcase.tsx) and the businesses around it. */
async function loadBusiness(slug: string, call: LoadCall) {
  const business = await call('business', { params: { idOrSlug: slug } })
  if (!business) return
  const { id, video_id: videoId } = business.data
  await Promise.all([
    videoId === null ? null : call('video', { params: { videoId } }),
    call('businessesAround', { params: { businessId: id }, body: { distance: BUSINESSES_AROUND_KM } }),
    // company-pages/azubis-section.tsx
    call('businessAzubis', { params: { slug } }),
  ])
}

/**
 * content-pages/content-page.tsx: the page, and the data of its blocks that read the API through
 * the portal's hooks (region event lists, schools); the widget blocks load in the browser like everywhere.
 */
async function loadContentPage(path: string, call: LoadCall) {
  const page = await call('contentPage', { query: { path } })
  const channels = new Set<string>()
  const regions = new Set<string>()
  const articleLimits = new Set<number>()
  // The slot form's region (its name); the slots depend on who looks and load in the browser.
  const slotRegions = new Set<string>()
  const campaigns = new Set<string>()
  for (const block of page?.data.blocks ?? []) {
    if (block.type === 'campaign') campaigns.add(block.campaign)
    if (block.type === 'article_list') articleLimits.add(block.limit)
    if (block.type === 'region_events') channels.add(block.channel)
    if (block.type === 'schools') regions.add(block.region)
    if (block.type === 'slot_form') slotRegions.add(block.region)
  }
  await Promise.all([
    ...[...channels].map((channel) => call('events', { query: { channel, past: '0' } })),
    // content-pages/blocks/article-list-block.tsx
    ...[...articleLimits].map((limit) => call('articles', { query: { limit } })),
    ...[...regions].map(async (slug) => {
      const region = await call('region', { params: { id: slug } })
      if (region) await loadRegionSchools(region.data, call)
    }),
    ...[...slotRegions].filter((slug) => !regions.has(slug)).map((slug) => call('region', { params: { id: slug } })),
    // content-pages/blocks/campaign-block.tsx: the teaser of a running campaign
    ...[...campaigns].map((slug) => call('campaignTeaser', { params: { slug } })),
  ])
}
