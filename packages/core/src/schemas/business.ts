import { z } from 'zod'

export const BusinessRef = z
  .object({ id: z.number().int(), slug: z.string(), name: z.string(), logo_url: z.string().nullable() })
  .meta({ id: 'BusinessRef' })
export type BusinessRef = z.infer<typeof BusinessRef>

export const ContactPerson = z
  .object({ firstname: z.string(), lastname: z.string(), gender: z.string(), profile_picture: z.string().nullable() })
  .meta({ id: 'ContactPerson' })

export const BusinessSite = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    street: z.string().nullable(),
    postal_code: z.string().nullable(),
    city: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    location_slug: z.string().nullable(),
    is_main: z.boolean(),
  })
  .meta({ id: 'BusinessSite' })
export type BusinessSite = z.infer<typeof BusinessSite>

/** A business as its public page shows it (SPEC §3 Business, public fields). */
export const Business = BusinessRef.extend({
  motto: z.string().nullable(),
  about_us: z.string().nullable(),
  website: z.string().nullable(),
  employees: z.number().int().nullable(),
  is_visible: z.boolean(),
  is_job_fair_participant: z.boolean(),
  has_pro_portal: z.boolean(),
  public_contact_person: ContactPerson.nullable(),
  business_sites: z.array(BusinessSite),
  business_site_slug: z.string().nullable(),
  jobs_count: z.number().int(),
}).meta({ id: 'Business' })
export type Business = z.infer<typeof Business>
