import type { Place } from '../job-list/resolve-place.ts'
import { formatCount } from '../shared/format.ts'

/** "14 Unternehmen im Umkreis von 30 km um Passau" ("1 Unternehmen" alike: the plural is the same). */
export function businessListSummary(total: number, radius: number, place: Place): string {
  const count = `${formatCount(total)} Unternehmen`
  if (place.latitude === undefined) return count
  const around = place.name ? ` um ${place.name}` : ''
  return `${count} im Umkreis von ${formatCount(radius)} km${around}`
}
