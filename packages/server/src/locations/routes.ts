import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { TtlCache } from '../http/ttl-cache.ts'
import { jobCountsOf, placesWithJobs, popularPlaces } from './city-counts.ts'
import { round1, toCityItem } from './location-mapper.ts'
import {
  autocompletePlaces,
  findLocation,
  findLocationByZip,
  LOCATION_NOT_FOUND,
  nearestPlace,
  nearestPostalCode,
  placesNear,
} from './queries.ts'

export function registerLocationRoutes(app: Hono, { db }: AppContext): void {
  // City lists change only when jobs are published; a minute of staleness is invisible to users.
  const cityLists = new TtlCache<string, unknown>(60_000, 200)

  registerRoute(app, contract.locationByZip, async ({ params }) => {
    const location = await findLocationByZip(db, params.zip)
    if (!location) throw notFound('Zu dieser Postleitzahl kennen wir keinen Ort.')
    return { data: location }
  })

  registerRoute(app, contract.location, async ({ params }) => ({ data: await findLocation(db, params.idOrSlug) }))

  registerRoute(app, contract.addressForLocation, async ({ query }) => {
    const nearest = await nearestPlace(db, query.latitude, query.longitude)
    if (!nearest) throw notFound(LOCATION_NOT_FOUND)
    const postal = await nearestPostalCode(db, nearest.location.id, query.latitude, query.longitude)
    return {
      data: {
        city: nearest.location.name,
        postal_code: postal?.zip ?? null,
        state: nearest.location.state,
        latitude: query.latitude,
        longitude: query.longitude,
        distance_km: round1(nearest.distance),
        location: nearest.location,
      },
    }
  })

  registerRoute(app, contract.popularCities, async ({ query }) => {
    const key = `popular:${query.limit}:${query.channel ?? ''}`
    const items = await cityLists.getOrLoad(key, () => popularPlaces(db, query.limit, query.channel))
    return { items: items as Awaited<ReturnType<typeof popularPlaces>> }
  })

  registerRoute(app, contract.cities, async ({ query }) => {
    const key = `cities:${query.limit}:${query.state ?? ''}`
    const items = await cityLists.getOrLoad(key, () => placesWithJobs(db, query.limit, query.state))
    return { items: items as Awaited<ReturnType<typeof placesWithJobs>> }
  })

  registerRoute(app, contract.nearbyCities, async ({ query }) => {
    const near = await placesNear(db, query.latitude, query.longitude, query.radius, query.limit)
    const counts = await jobCountsOf(
      db,
      near.map((p) => p.location.id),
    )
    return { items: near.map((p) => toCityItem(p.location, counts.get(p.location.id) ?? 0, p.distance)) }
  })

  registerRoute(app, contract.autocompleteCity, async ({ body }) => ({
    items: await autocompletePlaces(db, body.search),
  }))
}
