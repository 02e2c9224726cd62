import { distanceKm } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { PlaceIndex } from './place-index.ts'
import type { RegionSeed } from './reference-data.ts'
import { type Rng, WeightedPicker } from './rng.ts'

export interface DemoPlace {
  id: number
  name: string
  slug: string
  district_code: string | null
  population: number | null
  latitude: number
  longitude: number
}

interface PostalPoint {
  zip: string
  location_id: number | null
  latitude: number
  longitude: number
}

/** Passau, the centre of the foundation slice (SPEC: a pupil looks for apprenticeships near Passau). */
export const PASSAU = { latitude: 48.5665, longitude: 13.43122 } as const
/** Sites of the Passau slice lie inside this radius, a little inside the 30 km the tests check. */
const PASSAU_SLICE_KM = 27

/** Bigger towns get more employers, but not so many that villages stay empty. */
function townWeight(place: DemoPlace): number {
  return (place.population ?? 1000) ** 0.75
}

/**
 * The places and postal codes the demo content is spread over, with weighted pickers for all of
 * Germany, the Passau slice and each fixed region.
 */
export class DemoGeography {
  readonly index: PlaceIndex<DemoPlace>
  readonly national: WeightedPicker<DemoPlace>
  readonly passau: WeightedPicker<DemoPlace>
  /** The town of Passau itself, home of the demo accounts' business and school. */
  readonly passauTown: DemoPlace
  private readonly regionPickers = new Map<string, WeightedPicker<DemoPlace>>()
  private readonly zipsByPlace = new Map<number, string[]>()
  private readonly postalIndex: PlaceIndex<PostalPoint>

  private constructor(places: DemoPlace[], postalCodes: PostalPoint[], regions: readonly RegionSeed[]) {
    if (places.length === 0) throw new Error('no places in the locations table: import places before the demo content')
    this.index = new PlaceIndex(places)
    this.national = new WeightedPicker(places, (p) => p.population ?? 1000)
    const passauSlice = this.index.within(PASSAU.latitude, PASSAU.longitude, PASSAU_SLICE_KM)
    if (passauSlice.length === 0) throw new Error('no places around Passau in the locations table')
    this.passau = new WeightedPicker(passauSlice, townWeight)
    this.passauTown = this.index.nearest(PASSAU.latitude, PASSAU.longitude, 5) ?? (passauSlice[0] as DemoPlace)
    for (const region of regions) {
      const inside = this.index.within(region.latitude, region.longitude, region.radiusKm * 0.85)
      if (inside.length > 0) this.regionPickers.set(region.slug, new WeightedPicker(inside, townWeight))
    }
    for (const code of postalCodes) {
      if (code.location_id === null) continue
      const list = this.zipsByPlace.get(code.location_id)
      if (list) {
        if (!list.includes(code.zip)) list.push(code.zip)
      } else {
        this.zipsByPlace.set(code.location_id, [code.zip])
      }
    }
    this.postalIndex = new PlaceIndex(postalCodes)
  }

  static async load(db: Kysely<Database>, regions: readonly RegionSeed[]): Promise<DemoGeography> {
    const places = await db
      .selectFrom('locations')
      .select(['id', 'name', 'slug', 'district_code', 'population', 'latitude', 'longitude'])
      .orderBy('id')
      .execute()
    const postalCodes = await db
      .selectFrom('postal_codes')
      .select(['zip', 'location_id', 'latitude', 'longitude'])
      .orderBy('zip')
      .orderBy('id')
      .execute()
    return new DemoGeography(places, postalCodes, regions)
  }

  regionPicker(slug: string): WeightedPicker<DemoPlace> | undefined {
    return this.regionPickers.get(slug)
  }

  /** A place within radiusKm of another place (not the same one when there is a choice). */
  nearby(place: DemoPlace, radiusKm: number, rng: Rng): DemoPlace {
    const around = this.index.within(place.latitude, place.longitude, radiusKm).filter((p) => p.id !== place.id)
    return around.length > 0 ? new WeightedPicker(around, townWeight).pick(rng) : place
  }

  /**
   * A real postal code of the place (which one, of several, follows from key); the nearest one
   * within 10 km when none is tied to it; null without postal data. It draws no random number,
   * so the rest of the demo data is the same with or without postal codes.
   */
  postalCode(place: DemoPlace, key: number): string | null {
    const own = this.zipsByPlace.get(place.id)
    if (own && own.length > 0) return own[key % own.length] as string
    return this.postalIndex.nearest(place.latitude, place.longitude, 10)?.zip ?? null
  }
}

/** A point a few hundred metres from the place's centre, so a town's businesses do not share one pin. */
export function spreadAround(place: DemoPlace, rng: Rng): { latitude: number; longitude: number } {
  return {
    latitude: round6(place.latitude + (rng.next() - 0.5) * 0.012),
    longitude: round6(place.longitude + (rng.next() - 0.5) * 0.018),
  }
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6
}

/** The fixed regions whose area contains a point. */
export function regionsContaining<R extends RegionSeed>(regions: readonly R[], lat: number, lng: number): R[] {
  return regions.filter((r) => distanceKm(lat, lng, r.latitude, r.longitude) <= r.radiusKm)
}
