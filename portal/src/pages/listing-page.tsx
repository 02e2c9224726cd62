import { matchListingRoute } from '@oabat/core'
import { useLocation, useSearchParams } from 'wouter'
import { AuswahlPage } from './auswahl-page.tsx'
import { EventPage } from './event-page.tsx'
import { MessePage } from './messe-page.tsx'
import { NotFoundPage } from './not-found-page.tsx'
import { PostPage } from './post-page.tsx'
import { RegionPage } from './region-page.tsx'
import { RegionsPage } from './regions-page.tsx'
import { SearchPage } from './search-page.tsx'

/**
 * Every search, listing and region route of SPEC §2: the URL is read by core's matchListingRoute,
 * the same parser the server fills the page head with, so page and head always agree.
 */
export function ListingPage() {
  const [path] = useLocation()
  const [query] = useSearchParams()
  const route = matchListingRoute(path, query)
  if (!route) return <NotFoundPage />
  switch (route.page) {
    case 'search':
      return (
        <SearchPage
          key={`${route.tab}:${route.locationSlug}`}
          tab={route.tab}
          locationSlug={route.locationSlug}
          list={route.list}
        />
      )
    case 'messe':
      return <MessePage route={route} />
    case 'auswahl':
      return <AuswahlPage route={route} />
    case 'post':
      return <PostPage route={route} />
    case 'event':
      return <EventPage route={route} />
    case 'regions':
      return <RegionsPage />
    case 'region':
      return <RegionPage route={route} />
  }
}
