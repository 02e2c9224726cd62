import { z } from 'zod'
import { INTERNSHIP_CAPACITY_MAX, isMonday } from '../rules/internship-weeks.ts'
import { idField } from '../schemas/account-fields.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { Confirmation } from '../schemas/user.ts'
import { companyPageRoutePaths as paths } from './company-pages-route-paths.ts'
import { defineRoute } from './define-route.ts'

const tag = 'Praktikumswochen'
const jobParams = z.object({ jobSlug: z.string().min(1).max(200).meta({ description: 'Slug of the internship job' }) })
const weekParams = z.object({ weekId: idField('Die Wochen-Id') })
const bookingParams = z.object({ bookingId: idField('Die Buchungs-Id') })

/** One week a company can take pupils; `free` places are capacity minus the bookings holding one. */
export const InternshipWeek = z
  .object({
    id: z.number().int(),
    week_start: z.string(),
    week_end: z.string(),
    capacity: z.number().int(),
    booked: z.number().int(),
    free: z.number().int(),
  })
  .meta({ id: 'InternshipWeek' })
export type InternshipWeek = z.infer<typeof InternshipWeek>

/** An internship offer with its upcoming weeks (public). */
export const Internship = z
  .object({
    job: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), city: z.string() }),
    business: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), logo_url: z.string().nullable() }),
    weeks: z.array(InternshipWeek),
  })
  .meta({ id: 'Internship' })
export type Internship = z.infer<typeof Internship>

export const InternshipBookingStatus = z.enum(['open', 'confirmed', 'declined'])

/** A pupil's booking as the pupil and the company see it. */
export const InternshipBooking = z
  .object({
    id: z.number().int(),
    status: InternshipBookingStatus,
    week_id: z.number().int(),
    week_start: z.string(),
    week_end: z.string(),
    job: z.object({ slug: z.string(), name: z.string() }),
    business: z.object({ slug: z.string(), name: z.string() }),
    pupil_name: z.string(),
    created_at: z.string(),
    answered_at: z.string().nullable(),
  })
  .meta({ id: 'InternshipBooking' })
export type InternshipBooking = z.infer<typeof InternshipBooking>

const capacity = z
  .number({ error: 'Bitte gib an, wie viele Praktikant:innen Ihr in dieser Woche nehmen könnt.' })
  .int('Die Anzahl muss eine ganze Zahl sein.')
  .min(1, 'Mindestens ein Platz.')
  .max(INTERNSHIP_CAPACITY_MAX, `Höchstens ${INTERNSHIP_CAPACITY_MAX} Plätze in einer Woche.`)

export const InternshipWeekBody = z
  .object({
    week_start: z
      .string({ error: 'Bitte gib den Montag an, an dem die Woche beginnt.' })
      .refine(isMonday, 'Eine Praktikumswoche beginnt an einem Montag (Datum als JJJJ-MM-TT).'),
    capacity,
  })
  .meta({ id: 'InternshipWeekBody' })

export const internship = defineRoute(paths.internship, {
  summary: 'Ein Praktikumsangebot mit seinen kommenden Wochen und freien Plätzen',
  tag,
  access: 'public',
  params: jobParams,
  response: dataEnvelope(Internship),
})

export const myInternshipBookings = defineRoute(paths.myInternshipBookings, {
  summary: 'Die eigenen Buchungen der Wochen dieses Praktikums (Schüler:innen)',
  tag,
  access: ['trainee'],
  params: jobParams,
  response: dataEnvelope(z.array(InternshipBooking)),
})

export const createInternshipWeek = defineRoute(paths.createInternshipWeek, {
  summary: 'Eine Woche anbieten, in der das eigene Unternehmen Praktikant:innen nimmt',
  tag,
  access: ['business'],
  params: jobParams,
  body: InternshipWeekBody,
  response: dataEnvelope(InternshipWeek),
  status: 201,
})

export const updateInternshipWeek = defineRoute(paths.updateInternshipWeek, {
  summary: 'Die Plätze einer eigenen Woche ändern (nicht unter die schon gebuchten)',
  tag,
  access: ['business'],
  params: weekParams,
  body: z.object({ capacity }).meta({ id: 'InternshipWeekCapacity' }),
  response: dataEnvelope(InternshipWeek),
})

export const deleteInternshipWeek = defineRoute(paths.deleteInternshipWeek, {
  summary: 'Eine eigene Woche ohne Buchungen löschen',
  tag,
  access: ['business'],
  params: weekParams,
  response: Confirmation,
})

export const bookInternshipWeek = defineRoute(paths.bookInternshipWeek, {
  summary: 'Eine Praktikumswoche buchen (Chat-Aktion „… eingetragen“ an das Unternehmen)',
  tag,
  access: ['trainee'],
  params: weekParams,
  response: dataEnvelope(InternshipBooking),
  status: 201,
})

export const internshipBooking = defineRoute(paths.internshipBooking, {
  summary: 'Eine Buchung (nur die Schüler:in und das Unternehmen)',
  tag,
  access: ['trainee', 'business'],
  params: bookingParams,
  response: dataEnvelope(InternshipBooking),
})

export const answerInternshipBooking = defineRoute(paths.answerInternshipBooking, {
  summary: 'Das Unternehmen bestätigt eine offene Buchung oder sagt sie ab (einmal)',
  tag,
  access: ['business'],
  params: bookingParams,
  body: z
    .object({
      accepted: z.boolean({ error: 'Bitte gib an, ob Ihr die Buchung bestätigt (true) oder absagt (false).' }),
    })
    .meta({ id: 'InternshipBookingAnswer' }),
  response: dataEnvelope(InternshipBooking),
})
