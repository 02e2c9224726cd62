import {
  type ListingRoute,
  type ListingTab,
  NEARBY_SLUG,
  NEWS_FEED_ARTICLES,
  type Region,
  type RegionSection,
  radiusFromQuery,
} from '@oabat/core'
import type { LoadCall } from './page-data-loaders.ts'

/*
 * The API calls of the search, listing and region pages (portal pages/listing-page.tsx and the
 * pages it shows), with the inputs their hooks use, so hydration finds the answers under the same keys.
 */

/** pages/messe-page.tsx: fairs within this distance of the place count as its fairs. */
const FAIR_DISTANCE_KM = 100
/** pages/region-page.tsx: the news on a region's start page. */
const REGION_START_POSTS = 3
/** components/region-schools.tsx: the schools of a region, nearest first. */
const REGION_SCHOOLS_LIMIT = 50
/** posts/event-sections.tsx: upcoming and past events. */
const UPCOMING_EVENTS = { past: '0' } as const
const PAST_EVENTS = { past: '1' } as const

export async function loadListing(route: ListingRoute, query: URLSearchParams, call: LoadCall): Promise<void> {
  switch (route.page) {
    case 'search':
      return loadSearch(route.tab, route.locationSlug, query, call)
    case 'messe':
      return loadMesse(route.tab, route.locationSlug, call)
    case 'post':
      // pages/post-page.tsx: without a slug, the news search without a place.
      if (route.postSlug) await call('post', { params: { slug: route.postSlug } })
      else await loadSearch('neuigkeiten', null, query, call)
      return
    case 'event':
      if (route.eventSlug) await call('event', { params: { id: route.eventSlug } })
      else await Promise.all([call('events', { query: UPCOMING_EVENTS }), call('events', { query: PAST_EVENTS })])
      return
    case 'regions':
      await call('regions', {})
      return
    case 'region': {
      const region = await call('region', { params: { id: route.regionSlug } })
      if (region) await loadRegionSection(route.section, region.data, call)
      return
    }
    case 'auswahl':
      // pages/auswahl-page.tsx: the job lists, or one list (its jobs load in the browser, <JobList>).
      if (route.jobListSlug) await call('jobListDetail', { params: { id: route.jobListSlug } })
      else await call('jobLists', {})
      return
  }
}

/** pages/search-page.tsx: the popular places without a place; with one, the place and (for businesses and news) the first page. */
export async function loadSearch(
  tab: ListingTab,
  locationSlug: string | null,
  query: URLSearchParams,
  call: LoadCall,
): Promise<void> {
  if (!locationSlug) {
    await Promise.all([
      call('popularCities', {}),
      // pages/search-page.tsx: the news feed opens with the newest articles (docs/articles.md).
      tab === 'neuigkeiten' ? call('articles', { query: { limit: NEWS_FEED_ARTICLES } }) : null,
    ])
    return
  }
  // "Umgebung" is the visitor's own position: only the browser knows it.
  if (locationSlug === NEARBY_SLUG) return
  const place = await call('location', { params: { idOrSlug: locationSlug } })
  if (!place || (tab !== 'unternehmen' && tab !== 'neuigkeiten')) return
  const term = query.get('term') ?? ''
  const base = {
    latitude: place.data.latitude,
    longitude: place.data.longitude,
    distance: radiusFromQuery(query.get('radius')),
    ...(term ? { term } : {}),
  }
  if (tab === 'unternehmen') {
    await call('searchV2', { params: { type: 'businesses' }, query: { ...base, page: 1 } })
  } else {
    await call('searchV2', { params: { type: 'posts' }, query: { ...base, sort: 'distance', page: 1 } })
  }
}

/**
 * pages/messe-page.tsx: the place and its fairs; the news tab shows the posts of the nearest fair's
 * channel. The job tabs' cards load in the browser (the <JobList> widget).
 */
async function loadMesse(tab: ListingTab, locationSlug: string, call: LoadCall): Promise<void> {
  const place = await call('location', { params: { idOrSlug: locationSlug } })
  if (!place) return
  const { latitude, longitude } = place.data
  const fairs = await call('jobFairs', { query: { latitude, longitude, distance: FAIR_DISTANCE_KM } })
  const nearest = fairs?.data[0]
  if (tab === 'neuigkeiten' && nearest) {
    await call('searchV2', { params: { type: 'posts' }, query: { channel: nearest.channel, page: 1 } })
  }
}

/** components/region-schools.tsx: the schools near a region's centre (its section „Schulen“ and the schools block). */
export async function loadRegionSchools(region: Region, call: LoadCall) {
  await call('searchSchool', {
    query: { latitude: region.latitude, longitude: region.longitude, limit: REGION_SCHOOLS_LIMIT },
  })
}

/** pages/region-page.tsx: what each section of a region shows; the job sections load in the browser. */
async function loadRegionSection(section: RegionSection, region: Region, call: LoadCall) {
  const channel = region.channel.slug
  const area = { latitude: region.latitude, longitude: region.longitude }
  switch (section) {
    case 'start':
      await Promise.all([
        call('searchV2', { params: { type: 'posts' }, query: { channel, per_page: REGION_START_POSTS, page: 1 } }),
        call('events', { query: { channel } }),
      ])
      return
    case 'unternehmen':
      await call('searchV2', {
        params: { type: 'businesses' },
        query: { channel, ...area, distance: Math.ceil(region.radius_km), page: 1 },
      })
      return
    case 'news':
      await call('searchV2', { params: { type: 'posts' }, query: { channel, page: 1 } })
      return
    case 'schulen':
      await loadRegionSchools(region, call)
      return
    case 'arbeitgeber':
    case 'events':
      await call('events', { query: { channel } })
      return
    default:
      return
  }
}
