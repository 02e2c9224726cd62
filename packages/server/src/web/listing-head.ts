import {
  canonicalListingPath,
  type ListingRoute,
  listingDescription,
  listingHeading,
  NEARBY_LABEL,
  NEARBY_SLUG,
} from '@oabat/core'
import type { AppContext } from '../app-context.ts'
import { findPlaceHead } from './page-data.ts'

/** What the listing head needs to know: the name the route names, or null when it names nothing it knows. */
export interface ListingHeadData {
  found: boolean
  name: string | null
  regionIsV2: boolean
}

/** Looks up what a listing route names (place, region, job list, post, event); unknown ones are not found. */
export async function findListingHeadData(route: ListingRoute, { db }: AppContext): Promise<ListingHeadData> {
  const ok = (name: string | null, regionIsV2 = false) => ({ found: true, name, regionIsV2 })
  const missing = { found: false, name: null, regionIsV2: false }
  switch (route.page) {
    case 'search':
    case 'messe': {
      const slug = route.locationSlug
      if (!slug) return ok(null)
      if (slug === NEARBY_SLUG) return ok(NEARBY_LABEL)
      const place = await findPlaceHead(db, slug)
      return place ? ok(place.name) : missing
    }
    case 'auswahl': {
      if (!route.jobListSlug) return ok(null)
      const list = await db
        .selectFrom('job_lists')
        .select('name')
        .where('slug', '=', route.jobListSlug)
        .executeTakeFirst()
      return list ? ok(list.name) : missing
    }
    case 'post': {
      if (!route.postSlug) return ok(null)
      const post = await db.selectFrom('posts').select('title').where('slug', '=', route.postSlug).executeTakeFirst()
      return post ? ok(post.title) : missing
    }
    case 'event': {
      if (!route.eventSlug) return ok(null)
      const event = await db.selectFrom('events').select('title').where('slug', '=', route.eventSlug).executeTakeFirst()
      return event ? ok(event.title) : missing
    }
    case 'regions':
      return ok(null)
    case 'region': {
      const region = await db
        .selectFrom('regions')
        .select(['name', 'is_v2'])
        .where('slug', '=', route.regionSlug)
        .executeTakeFirst()
      return region ? ok(region.name, region.is_v2 === 1) : missing
    }
  }
}

/** Title, description and canonical path of a listing page whose data was found. */
export function listingHeadTexts(route: ListingRoute, data: ListingHeadData) {
  return {
    heading: listingHeading(route, data.name),
    description: listingDescription(route, data.name),
    canonicalPath: canonicalListingPath(route, data.regionIsV2),
  }
}
