import { z } from 'zod'
import { SCHOOL_ABOUT_US_MAX, SCHOOL_GALLERY_MAX } from '../rules/school-limits.ts'
import { containsMarkup, MARKUP_REFUSED } from '../rules/shown-text.ts'
import { ID_TOO_LARGE, RECORD_ID_MAX } from './account-fields.ts'
import { Image } from './media.ts'

/** A company site in a school's network (SPEC §3 School business_sites_in_network). */
export const SchoolNetworkSite = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    business_slug: z.string(),
    business_name: z.string(),
  })
  .meta({ id: 'SchoolNetworkSite' })
export type SchoolNetworkSite = z.infer<typeof SchoolNetworkSite>

/**
 * SPEC §3 School: name, type, place, about us, video, logo, main and gallery images, channel, the
 * trainee invitation link (its QR code is drawn in the browser from the link), the bulletin board
 * flag and the companies in the network.
 */
export const School = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    type: z.string(),
    city: z.string(),
    about_us: z.string().nullable(),
    video_id: z.number().int().nullable(),
    logo: Image.nullable(),
    main_image: Image.nullable(),
    gallery_images: z.array(Image),
    channel: z.object({ slug: z.string() }).nullable(),
    trainee_invitation_link: z
      .string()
      .meta({ description: 'Absolute URL of the registration with this school preset' }),
    is_minibat_unlocked: z.boolean(),
    business_sites_in_network: z.array(SchoolNetworkSite),
    created_at: z.string(),
  })
  .meta({ id: 'School' })
export type School = z.infer<typeof School>

const imageId = z
  .number({ error: 'Die Bild-Id muss eine Zahl sein.' })
  .int('Die Bild-Id muss eine Zahl sein.')
  .positive('Die Bild-Id muss eine Zahl sein.')
  .max(RECORD_ID_MAX, ID_TOO_LARGE)

/** SPEC §5: saving a school profile sends about_us and the image id. Fields left out stay as they are. */
export const SchoolUpdateBody = z
  .object({
    about_us: z
      .string({ error: '„Über uns“ muss ein Text sein.' })
      .trim()
      .max(SCHOOL_ABOUT_US_MAX, `„Über uns“ darf höchstens ${SCHOOL_ABOUT_US_MAX} Zeichen lang sein.`)
      .refine((value) => !containsMarkup(value), MARKUP_REFUSED)
      .nullable()
      .optional(),
    main_image_id: imageId.nullable().optional(),
    logo_image_id: imageId.nullable().optional(),
    gallery_images: z
      .array(imageId, { error: 'Die Galerie muss eine Liste von Bild-Ids sein.' })
      .max(SCHOOL_GALLERY_MAX, `Die Galerie hat Platz für höchstens ${SCHOOL_GALLERY_MAX} Bilder.`)
      .refine((ids) => new Set(ids).size === ids.length, 'Jedes Bild darf nur einmal in der Galerie sein.')
      .optional(),
    video_id: z
      .number({ error: 'Die Video-Id muss eine Zahl sein.' })
      .int('Die Video-Id muss eine Zahl sein.')
      .positive('Die Video-Id muss eine Zahl sein.')
      .max(RECORD_ID_MAX, ID_TOO_LARGE)
      .nullable()
      .optional(),
  })
  .meta({ id: 'SchoolUpdateBody' })
