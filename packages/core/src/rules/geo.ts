/** Geo rules shared by the search (server) and the widgets: distances and the grid the index uses. */

const EARTH_RADIUS_KM = 6371.0088
const RAD = Math.PI / 180

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  return distanceKmWithCosines(lat1, lng1, latitudeCosine(lat1), lat2, lng2, latitudeCosine(lat2))
}

/** cos(latitude), the factor of the haversine that depends on one point alone: an index stores it. */
export function latitudeCosine(lat: number): number {
  return Math.cos(lat * RAD)
}

/** distanceKm with both latitudes' cosines known (bit for bit the same result). */
export function distanceKmWithCosines(
  lat1: number,
  lng1: number,
  cosLat1: number,
  lat2: number,
  lng2: number,
  cosLat2: number,
): number {
  const dLat = (lat2 - lat1) * RAD
  const dLng = (lng2 - lng1) * RAD
  const a = Math.sin(dLat / 2) ** 2 + cosLat1 * cosLat2 * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** Grid size in degrees: a 0.1° cell is about 11 km high, so a 50 km search reads ~100 cells. */
export const GEO_CELL_DEGREES = 0.1
const COLUMNS = 3600

function row(lat: number): number {
  return Math.floor((lat + 90) / GEO_CELL_DEGREES)
}
function column(lng: number): number {
  return Math.min(COLUMNS - 1, Math.floor((lng + 180) / GEO_CELL_DEGREES))
}

/** The grid cell of a point; stored with every geo-located row and indexed. */
export function geoCell(lat: number, lng: number): number {
  return row(lat) * COLUMNS + column(lng)
}

/**
 * The cells covering a circle, as one contiguous [from, to] range per grid row, so a database
 * answers a radius search with a few index range scans instead of a table scan.
 */
export function geoCellRanges(lat: number, lng: number, radiusKm: number): Array<[number, number]> {
  const dLat = radiusKm / 111.2
  const cosLat = Math.max(0.01, Math.cos(Math.min(89, Math.abs(lat) + dLat) * RAD))
  const dLng = Math.min(180, radiusKm / (111.32 * cosLat))
  const ranges: Array<[number, number]> = []
  const fromCol = column(Math.max(-180, lng - dLng))
  const toCol = column(Math.min(179.999, lng + dLng))
  for (let r = row(Math.max(-90, lat - dLat)); r <= row(Math.min(89.999, lat + dLat)); r++) {
    ranges.push([r * COLUMNS + fromCol, r * COLUMNS + toCol])
  }
  return ranges
}

/** Half the height and width, in degrees, of the box around a circle: the cheap test before distanceKm. */
export function boundingBoxDegrees(lat: number, radiusKm: number): [number, number] {
  const dLat = radiusKm / 111.2
  const cosLat = Math.max(0.01, Math.cos((Math.min(89, Math.abs(lat) + dLat) * Math.PI) / 180))
  return [dLat, radiusKm / (111.32 * cosLat)]
}
