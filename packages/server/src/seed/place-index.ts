import { distanceKm } from '@oabat/core'

/** Anything with a position and, optionally, the district it lies in. */
export interface GeoPoint {
  district_code?: string | null
  latitude: number
  longitude: number
}

/** Cells of 0.25° are at least 15 km wide anywhere in Germany, so a 3×3 block covers a 15 km radius. */
const CELL_DEGREES = 0.25
const KM_PER_DEGREE_LAT = 111.2

function cellKey(row: number, column: number): number {
  return row * 10000 + column
}

/**
 * Points (places, postal codes) held in memory for nearest-neighbour questions asked thousands
 * of times during an import or a seed: grouped by district and bucketed on a coarse grid.
 */
export class PlaceIndex<T extends GeoPoint> {
  private readonly byDistrict = new Map<string, T[]>()
  private readonly byCell = new Map<number, T[]>()
  private readonly order = new Map<T, number>()

  constructor(readonly points: readonly T[]) {
    for (const [i, point] of points.entries()) {
      this.order.set(point, i)
      if (point.district_code) push(this.byDistrict, point.district_code, point)
      push(
        this.byCell,
        cellKey(Math.floor(point.latitude / CELL_DEGREES), Math.floor(point.longitude / CELL_DEGREES)),
        point,
      )
    }
  }

  /** Points within radiusKm, in the order they were given (deterministic), read from the grid cells around. */
  within(lat: number, lng: number, radiusKm: number): T[] {
    const rows = Math.ceil(radiusKm / (KM_PER_DEGREE_LAT * CELL_DEGREES))
    const kmPerDegreeLng =
      KM_PER_DEGREE_LAT * Math.max(0.1, Math.cos(((Math.abs(lat) + rows * CELL_DEGREES) * Math.PI) / 180))
    const columns = Math.ceil(radiusKm / (kmPerDegreeLng * CELL_DEGREES))
    const row = Math.floor(lat / CELL_DEGREES)
    const column = Math.floor(lng / CELL_DEGREES)
    const found: T[] = []
    for (let r = row - rows; r <= row + rows; r++) {
      for (let c = column - columns; c <= column + columns; c++) {
        for (const point of this.byCell.get(cellKey(r, c)) ?? []) {
          if (distanceKm(lat, lng, point.latitude, point.longitude) <= radiusKm) found.push(point)
        }
      }
    }
    return found.sort((a, b) => (this.order.get(a) as number) - (this.order.get(b) as number))
  }

  /** The nearest point within radiusKm, or null. */
  nearest(lat: number, lng: number, radiusKm = 15): T | null {
    return closest(this.within(lat, lng, radiusKm), lat, lng)
  }

  /** The nearest point of the same district, else the nearest point within 15 km, else null. */
  nearestForDistrict(districtCode: string | null, lat: number, lng: number): T | null {
    const candidates = districtCode ? this.byDistrict.get(districtCode) : undefined
    if (candidates && candidates.length > 0) return closest(candidates, lat, lng)
    return this.nearest(lat, lng, 15)
  }
}

function closest<T extends GeoPoint>(points: readonly T[], lat: number, lng: number): T | null {
  let best: T | null = null
  let bestDistance = Number.POSITIVE_INFINITY
  for (const point of points) {
    const d = distanceKm(lat, lng, point.latitude, point.longitude)
    if (d < bestDistance) {
      best = point
      bestDistance = d
    }
  }
  return best
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}
