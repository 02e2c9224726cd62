import { z } from 'zod'
import { containsMarkup, MARKUP_REFUSED } from '../rules/shown-text.ts'
import { ID_TOO_LARGE, RECORD_ID_MAX } from './account-fields.ts'
import { Image } from './media.ts'

/** SPEC §3 School, the part oabat has so far: name, type, place, about us, main image, channel. */
export const School = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    type: z.string(),
    city: z.string(),
    about_us: z.string().nullable(),
    main_image: Image.nullable(),
    channel: z.object({ slug: z.string() }).nullable(),
    is_minibat_unlocked: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'School' })
export type School = z.infer<typeof School>

export const SCHOOL_ABOUT_US_MAX = 5000

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
    main_image_id: z
      .number({ error: 'Die Bild-Id muss eine Zahl sein.' })
      .int('Die Bild-Id muss eine Zahl sein.')
      .positive('Die Bild-Id muss eine Zahl sein.')
      .max(RECORD_ID_MAX, ID_TOO_LARGE)
      .nullable()
      .optional(),
  })
  .meta({ id: 'SchoolUpdateBody' })
