import { z } from 'zod'

/** A place (SPEC §3 Location): looked up by slug, id or postal code. */
export const Location = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    zip: z.string().nullable(),
    state: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    population: z.number().int().nullable(),
  })
  .meta({ id: 'Location' })
export type Location = z.infer<typeof Location>

/** A place in a city list, with how many published jobs lie in it. */
export const CityItem = Location.extend({ jobs_count: z.number().int(), distance_km: z.number().nullable() }).meta({
  id: 'CityItem',
})
export type CityItem = z.infer<typeof CityItem>

export const Address = z
  .object({
    city: z.string(),
    postal_code: z.string().nullable(),
    state: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    distance_km: z.number(),
    location: Location,
  })
  .meta({ id: 'Address' })
export type Address = z.infer<typeof Address>
