import type { TraineeLocationInput } from '@oabat/core'
import type { AppContext } from '../app-context.ts'

/**
 * Coordinates for a trainee's postal code or city from the imported postal codes, so that search
 * can start near home; an unknown place is stored without coordinates (its text still counts).
 */
export async function locate(
  db: AppContext['db'],
  location: TraineeLocationInput,
): Promise<{ lat: number | null; lng: number | null }> {
  let query = db.selectFrom('postal_codes').select(['latitude', 'longitude'])
  if (location.postal_code !== null) query = query.where('zip', '=', location.postal_code)
  else if (location.city !== null) query = query.where('place', '=', location.city)
  else return { lat: null, lng: null }
  const found = await query.orderBy('id').executeTakeFirst()
  return { lat: found?.latitude ?? null, lng: found?.longitude ?? null }
}
