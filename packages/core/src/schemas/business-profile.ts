import { z } from 'zod'
import { BUSINESS_ACTIVITIES, type BusinessActivity } from '../rules/business-activities.ts'
import { containsMarkup, MARKUP_REFUSED } from '../rules/shown-text.ts'
import { ID_TOO_LARGE, RECORD_ID_MAX } from './account-fields.ts'
import { BusinessRef, BusinessSite } from './business.ts'
import { Image } from './media.ts'

function text(label: string, max: number) {
  return z
    .string({ error: `${label} muss ein Text sein.` })
    .trim()
    .max(max, `${label} darf höchstens ${max} Zeichen lang sein.`)
    .refine((value) => !containsMarkup(value), MARKUP_REFUSED)
}

const imageIds = (label: string, max: number) =>
  z
    .array(z.number({ error: 'Bild-Ids sind Zahlen.' }).int().positive().max(RECORD_ID_MAX, ID_TOO_LARGE), {
      error: `${label} ist eine Liste von Bild-Ids.`,
    })
    .max(max, `Höchstens ${max} ${label}.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Ein Bild ist doppelt.')

/** PUT /api/business/{id or slug}: only what changes. */
export const BusinessProfileUpdate = z
  .object({
    name: text('Der Name', 120).pipe(z.string().min(2, 'Der Name muss mindestens 2 Zeichen lang sein.')),
    motto: text('Das Motto', 200).nullable(),
    about_us: text('Über uns', 10_000).nullable(),
    main_images: imageIds('Titelbilder', 20),
    gallery_images: imageIds('Galeriebilder', 50),
    video_id: z.number().int().positive().max(RECORD_ID_MAX, ID_TOO_LARGE).nullable(),
    logo_image_id: z.number().int().positive().max(RECORD_ID_MAX, ID_TOO_LARGE).nullable(),
  })
  .partial()
  .meta({ id: 'BusinessProfileUpdate' })

export const Gender = z.enum(['Frau', 'Herr', 'Divers'], { error: 'Die Anrede ist Frau, Herr oder Divers.' })

const contactFields = {
  firstname: text('Der Vorname', 100).pipe(z.string().min(1, 'Bitte gib den Vornamen ein.')),
  lastname: text('Der Nachname', 100).pipe(z.string().min(1, 'Bitte gib den Nachnamen ein.')),
  position: text('Die Position', 100).nullable().optional(),
  email: z.email('Bitte gib eine gültige E-Mail-Adresse ein.').nullable().optional(),
  phone_number: text('Die Telefonnummer', 40).nullable().optional(),
  image_id: z.number().int().positive().max(RECORD_ID_MAX, ID_TOO_LARGE).nullable().optional(),
}

/** SPEC §3: the public contact person's gender defaults to "Frau". */
export const ContactPersonInput = z
  .object({ ...contactFields, gender: Gender.default('Frau'), is_public: z.boolean().default(false) })
  .meta({ id: 'ContactPersonInput' })

/** PUT sends only what changes (no defaults, so nothing unsent is overwritten). */
export const ContactPersonUpdate = z
  .object({ ...contactFields, gender: Gender, is_public: z.boolean() })
  .partial()
  .meta({ id: 'ContactPersonUpdate' })

export const ContactPersonDetail = z
  .object({
    id: z.number().int(),
    firstname: z.string(),
    lastname: z.string(),
    gender: z.string(),
    position: z.string().nullable(),
    email: z.string().nullable(),
    phone_number: z.string().nullable(),
    image: Image.nullable(),
    is_public: z.boolean(),
  })
  .meta({ id: 'ContactPersonDetail' })

export const ActivitiesInput = z.object({
  activities: z
    .array(
      z.enum(Object.keys(BUSINESS_ACTIVITIES) as [BusinessActivity, ...BusinessActivity[]], {
        error: 'Diese Aktivität gibt es nicht.',
      }),
    )
    .max(20),
})

const placeFields = {
  postal_code: z
    .string({ error: 'Die Postleitzahl muss ein Text sein.' })
    .trim()
    .regex(/^\d{5}$/, 'Die Postleitzahl muss fünf Ziffern haben.')
    .optional(),
  location: z
    .union([z.string().trim().min(1).max(200), z.number().int()], { error: 'Der Ort ist ungültig.' })
    .optional(),
}

export const BusinessSiteInput = z
  .object({
    name: text('Der Name des Standorts', 120).pipe(z.string().min(2, 'Der Name muss mindestens 2 Zeichen lang sein.')),
    street: text('Die Straße', 150).nullable().optional(),
    ...placeFields,
  })
  .refine((value) => value.postal_code !== undefined || value.location !== undefined, {
    message: 'Bitte gib eine Postleitzahl oder einen Ort an.',
    path: ['postal_code'],
  })
  .meta({ id: 'BusinessSiteInput' })

export const BusinessSiteUpdate = z
  .object({
    id: z.number({ error: 'Bitte gib die Id des Standorts an.' }).int().positive().max(RECORD_ID_MAX, ID_TOO_LARGE),
    name: text('Der Name des Standorts', 120)
      .pipe(z.string().min(2, 'Der Name muss mindestens 2 Zeichen lang sein.'))
      .optional(),
    street: text('Die Straße', 150).nullable().optional(),
    ...placeFields,
  })
  .meta({ id: 'BusinessSiteUpdate' })

export const BusinessUser = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
    /** Invited by the company and not accepted yet: the invitation can be sent again. */
    invitation_pending: z.boolean(),
  })
  .meta({ id: 'BusinessUser' })

export const CompletenessAnswer = z
  .object({
    complete: z.boolean(),
    items: z.array(z.object({ key: z.string(), label: z.string(), done: z.boolean() })),
    missing: z.array(z.string()),
  })
  .meta({ id: 'BusinessCompleteness' })

/** What the public business answer adds for the profile (SPEC §3 Business). */
export const BusinessProfileFields = z.object({
  main_images: z.array(Image),
  gallery_images: z.array(Image),
  logo_image_id: z.number().int().nullable(),
  logo: Image.nullable(),
  video_id: z.number().int().nullable(),
  activities: z.array(z.string()),
  completeness: CompletenessAnswer.nullable().meta({ description: 'SPEC §5; only for the own company' }),
})

export const BusinessAround = BusinessRef.extend({
  city: z.string(),
  distance_km: z.number(),
  business_site_slug: z.string(),
}).meta({ id: 'BusinessAround' })

export { BusinessSite }
