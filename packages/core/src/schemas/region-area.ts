import { z } from 'zod'
import { REGION_TEXT_LIMITS } from '../rules/region-texts.ts'
import { containsMarkup, MARKUP_REFUSED } from '../rules/shown-text.ts'

/** A site of a member company in the region's channel (GET /api/v2/region/members). */
export const RegionMember = z
  .object({
    business_site_id: z.number().int(),
    site_name: z.string(),
    city: z.string(),
    business: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
    /** Shown in the channel (its jobs and the company appear on the region's pages). */
    is_active: z.boolean(),
  })
  .meta({ id: 'RegionMember' })
export type RegionMember = z.infer<typeof RegionMember>

/** A company site the region may add (GET /api/v2/region/member_candidates). */
export const RegionMemberCandidate = RegionMember.extend({
  /** Already in the region's channel. */
  is_member: z.boolean(),
}).meta({ id: 'RegionMemberCandidate' })
export type RegionMemberCandidate = z.infer<typeof RegionMemberCandidate>

/** A school managed by the region (Schulverwaltung). */
export const RegionSchool = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    type: z.string(),
    city: z.string(),
    url: z.string(),
  })
  .meta({ id: 'RegionSchool' })
export type RegionSchool = z.infer<typeof RegionSchool>

const regionText = (label: string, max: number) =>
  z
    .string({ error: `${label} muss ein Text sein.` })
    .trim()
    .max(max, `${label} darf höchstens ${max} Zeichen lang sein.`)
    .refine((value) => !containsMarkup(value), MARKUP_REFUSED)
    .transform((value) => (value === '' ? null : value))
    .nullable()

/** „Mein Channel“: the texts of the region's public page; an empty text removes it. */
export const RegionUpdateBody = z
  .object({
    description: regionText('Die Kurzbeschreibung', REGION_TEXT_LIMITS.description).optional(),
    about: regionText('Der Text über die Region', REGION_TEXT_LIMITS.about).optional(),
  })
  .refine((body) => body.description !== undefined || body.about !== undefined, {
    message: 'Bitte sende description oder about.',
  })
  .meta({ id: 'RegionUpdateBody' })
export type RegionUpdateBody = z.input<typeof RegionUpdateBody>
