import { z } from 'zod'
import { idField, requiredText } from '../schemas/account-fields.ts'
import { BusinessUser } from '../schemas/business-profile.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { Confirmation } from '../schemas/user.ts'
import { InvitePersonBody } from './business-profile.ts'
import { defineRoute } from './define-route.ts'
import { schoolAreaRoutePaths as paths } from './school-area-route-paths.ts'

const tag = 'Schulen'
const schoolIdParams = z.object({ schoolId: idField('Die Schul-Id') })
const schoolUserParams = schoolIdParams.extend({ userId: idField('Die Benutzer-Id') })

/** SPEC §2 /schule/nutzerverwaltung: the people who run the own school's account (docs/schools.md). */
export const schoolUsers = defineRoute(paths.schoolUsers, {
  summary: 'Benutzer der eigenen Schule',
  tag,
  access: ['school'],
  params: schoolIdParams,
  response: dataEnvelope(z.array(BusinessUser)),
})

export const inviteSchoolUser = defineRoute(paths.inviteSchoolUser, {
  summary: 'Eine Person per E-Mail in die eigene Schule einladen; der Link legt ihr Passwort fest',
  tag,
  access: ['school'],
  params: schoolIdParams,
  body: InvitePersonBody,
  response: dataEnvelope(BusinessUser),
  status: 201,
})

export const removeSchoolUser = defineRoute(paths.removeSchoolUser, {
  summary:
    'Eine Person aus der eigenen Schule entfernen (nicht sich selbst): ihr Zugang endet, Nachrichten und Medien bleiben',
  tag,
  access: ['school'],
  params: schoolUserParams,
  response: Confirmation,
})

export const resendSchoolInvitation = defineRoute(paths.resendSchoolInvitation, {
  summary: 'Eine offene Einladung der eigenen Schule erneut senden: neuer Link für 7 Tage',
  tag,
  access: ['school'],
  params: schoolUserParams,
  response: Confirmation,
})

/** One school of a region's list (SPEC §3 School base: region_slug, name); `school_slug` when it has a profile. */
export const SchoolBaseEntry = z
  .object({
    id: z.number().int().nullable(),
    name: z.string(),
    region_slug: z.string().nullable(),
    city: z.string().nullable(),
    school_slug: z.string().nullable(),
  })
  .meta({ id: 'SchoolBaseEntry' })
export type SchoolBaseEntry = z.infer<typeof SchoolBaseEntry>

const regionSlugField = z
  .string({ error: 'Der Slug der Region muss ein Text sein.' })
  .trim()
  .min(1, 'Bitte gib den Slug der Region an.')
  .max(200, 'Der Slug der Region ist zu lang.')

export const schoolBases = defineRoute(paths.schoolBases, {
  summary: 'Die Schulen einer Region (Schulen mit Profil und Schulbasen), nach Name',
  tag,
  access: 'public',
  query: z.object({ region_slug: regionSlugField.optional() }),
  response: dataEnvelope(z.array(SchoolBaseEntry)),
})

export const createSchoolBase = defineRoute(paths.createSchoolBase, {
  summary:
    'Eine Schule ohne Profil nennen (Schulbasis); Regionen legen sie in ihrer Region an, andere ohne oder in einer Region',
  tag,
  access: ['trainee', 'school', 'region', 'admin'],
  body: z
    .object({
      name: requiredText('den Namen der Schule', 'Der Name der Schule', 150).pipe(
        z.string().min(3, 'Der Name der Schule muss mindestens 3 Zeichen lang sein.'),
      ),
      region_slug: regionSlugField.nullable().optional(),
    })
    .meta({ id: 'SchoolBaseInput' }),
  response: dataEnvelope(SchoolBaseEntry),
  status: 201,
})
