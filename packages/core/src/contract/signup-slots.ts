import { z } from 'zod'
import { idField, idNumber } from '../schemas/account-fields.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { Confirmation } from '../schemas/user.ts'
import { defineRoute } from './define-route.ts'
import { signupSlotRoutePaths as paths } from './school-area-route-paths.ts'

const tag = 'Regionen (Anmeldung)'
const regionParams = z.object({ regionSlug: z.string().min(1).max(200) })
const slotParams = z.object({ slotId: idField('Die Termin-Id') })

/** Longest series a region creates at once, and the length of one slot (minutes). */
export const SIGNUP_SERIES_MAX = 48
export const SIGNUP_DURATION_MIN = 5
export const SIGNUP_DURATION_MAX = 240

/** One time slot of a region's sign-up with a company; `mine`: booked by the caller. */
export const SignupSlot = z
  .object({
    id: z.number().int(),
    starts_at: z.string(),
    duration_minutes: z.number().int(),
    place: z.string().nullable(),
    business: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), logo_url: z.string().nullable() }),
    booked: z.boolean(),
    mine: z.boolean(),
  })
  .meta({ id: 'SignupSlot' })
export type SignupSlot = z.infer<typeof SignupSlot>

export const signupSlots = defineRoute(paths.signupSlots, {
  summary: 'Die kommenden Termine der Anmeldung einer Region (Speeddating), nach Zeit',
  tag,
  access: 'public',
  params: regionParams,
  response: dataEnvelope(z.array(SignupSlot)),
})

export const createSignupSlots = defineRoute(paths.createSignupSlots, {
  summary: 'Eine Reihe von Terminen mit einem Betrieb der eigenen Region anlegen (nur die Region)',
  tag,
  access: ['region'],
  params: regionParams,
  body: z
    .object({
      business_id: idNumber('Die Betriebs-Id'),
      starts_at: z.iso.datetime({ offset: true, error: 'Bitte gib Datum und Uhrzeit des ersten Termins an.' }),
      duration_minutes: z
        .number({ error: 'Bitte gib die Dauer eines Termins in Minuten an.' })
        .int('Die Dauer muss eine ganze Zahl sein.')
        .min(SIGNUP_DURATION_MIN, `Ein Termin dauert mindestens ${SIGNUP_DURATION_MIN} Minuten.`)
        .max(SIGNUP_DURATION_MAX, `Ein Termin dauert höchstens ${SIGNUP_DURATION_MAX} Minuten.`),
      count: z
        .number({ error: 'Bitte gib an, wie viele Termine hintereinander es gibt.' })
        .int('Die Anzahl muss eine ganze Zahl sein.')
        .min(1, 'Es braucht mindestens einen Termin.')
        .max(SIGNUP_SERIES_MAX, `Höchstens ${SIGNUP_SERIES_MAX} Termine auf einmal.`),
      place: z
        .string()
        .trim()
        .max(150, 'Der Ort darf höchstens 150 Zeichen lang sein.')
        .refine((value) => !/[<>]/.test(value), 'HTML ist hier nicht erlaubt. Bitte schreibe einfachen Text.')
        .transform((value) => (value === '' ? null : value))
        .nullable()
        .optional(),
    })
    .meta({ id: 'SignupSlotSeries' }),
  response: dataEnvelope(z.array(SignupSlot)),
  status: 201,
})

export const deleteSignupSlot = defineRoute(paths.deleteSignupSlot, {
  summary: 'Einen noch freien Termin der eigenen Region löschen',
  tag,
  access: ['region'],
  params: slotParams,
  response: Confirmation,
})

export const bookSignupSlot = defineRoute(paths.bookSignupSlot, {
  summary: 'Einen freien Termin buchen (Schülerinnen und Schüler); ein vergebener Termin: 409',
  tag,
  access: ['trainee'],
  params: slotParams,
  response: dataEnvelope(SignupSlot),
  status: 201,
})

export const cancelSignupBooking = defineRoute(paths.cancelSignupBooking, {
  summary: 'Den eigenen gebuchten Termin absagen (Schülerinnen und Schüler); der Betrieb erfährt es per E-Mail',
  tag,
  access: ['trainee'],
  params: slotParams,
  response: Confirmation,
})

/** A booked slot as the region sees it: who booked it and when. */
export const SignupBooking = z
  .object({
    slot_id: z.number().int(),
    starts_at: z.string(),
    duration_minutes: z.number().int(),
    place: z.string().nullable(),
    business: z.object({ id: z.number().int(), name: z.string() }),
    pupil: z.object({ firstname: z.string().nullable(), lastname: z.string().nullable(), email: z.string() }),
    booked_at: z.string(),
  })
  .meta({ id: 'SignupBooking' })
export type SignupBooking = z.infer<typeof SignupBooking>

export const signupBookings = defineRoute(paths.signupBookings, {
  summary: 'Wer welchen Termin der eigenen Region gebucht hat, nach Zeit (nur die Region)',
  tag,
  access: ['region'],
  params: regionParams,
  response: dataEnvelope(z.array(SignupBooking)),
})
