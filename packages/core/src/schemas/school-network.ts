import { z } from 'zod'
import { NETWORK_MESSAGE_MAX } from '../rules/school-network.ts'
import { containsMarkup, MARKUP_REFUSED } from '../rules/shown-text.ts'

/**
 * SPEC §3 Business site network request (school and business site): accepted (null while open),
 * message, sent_by_type, with both sides named so either list can show it. `can_answer` is seen
 * from the reader: true only for the receiving side of an open request.
 */
export const NetworkRequest = z
  .object({
    school: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), city: z.string() }),
    business_site: z.object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      city: z.string(),
      business_id: z.number().int(),
      business_slug: z.string(),
      business_name: z.string(),
    }),
    accepted: z.boolean().nullable(),
    message: z.string().nullable(),
    sent_by_type: z.enum(['school', 'business']),
    created_at: z.string(),
    answered_at: z.string().nullable(),
    can_answer: z.boolean(),
  })
  .meta({ id: 'NetworkRequest' })
export type NetworkRequest = z.infer<typeof NetworkRequest>

/** POST /api/schools/{id}/business_site/{site}: a note (plain text) and who sends it (SPEC §7). */
export const NetworkRequestBody = z
  .object({
    message: z
      .string({ error: 'Die Nachricht muss ein Text sein.' })
      .trim()
      .max(NETWORK_MESSAGE_MAX, `Die Nachricht darf höchstens ${NETWORK_MESSAGE_MAX} Zeichen lang sein.`)
      .refine((value) => !containsMarkup(value), MARKUP_REFUSED)
      .nullable()
      .optional(),
    sent_by_type: z
      .enum(['school', 'business'], { error: 'Absender muss „school“ oder „business“ sein.' })
      .optional()
      .meta({ description: 'Defaults to the caller’s side; must match it' }),
  })
  .meta({ id: 'NetworkRequestBody' })

/** PUT /api/schools/{id}/business_site/{site}: the receiving side's answer (SPEC §4 accepted true or false). */
export const NetworkAnswerBody = z
  .object({
    accepted: z.boolean({ error: 'Bitte gib an, ob Du die Anfrage annimmst (true) oder ablehnst (false).' }),
  })
  .meta({ id: 'NetworkAnswerBody' })
