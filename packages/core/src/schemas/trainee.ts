import { z } from 'zod'
import { CRAFTS, GRADUATIONS } from '../constants.ts'
import { containsMarkup, MARKUP_REFUSED } from '../rules/shown-text.ts'
import { TRAINEE_PROFILE_SECTIONS } from '../rules/trainee-completeness.ts'
import { isGermanPostalCode, parseTraineeLocation } from '../rules/trainee-location.ts'
import { TRAINEE_DOCUMENT_KINDS, TRAINEE_LIMITS } from '../rules/trainee-options.ts'
import { dateField, flagField, optionalText, phoneField, requiredText } from './account-fields.ts'
import { Gender } from './business-profile.ts'
import { Image, UploadField } from './media.ts'

export const Graduation = z.enum(GRADUATIONS, { error: 'Bitte wähle einen Abschluss aus der Liste.' })
export const Craft = z.enum(CRAFTS, { error: 'Bitte wähle einen Bereich aus der Liste.' })
export const TraineeDocumentKind = z.enum(TRAINEE_DOCUMENT_KINDS, {
  error: 'Die Art ist Lebenslauf (cv) oder Zeugnis (certificate).',
})

/** SPEC §3 Trainee primary_address: either city or postal code comes from the trainee's input. */
export const TraineeAddress = z
  .object({
    city: z.string().nullable(),
    postal_code: z.string().nullable(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
  })
  .meta({ id: 'TraineeAddress' })

export const TraineeInterest = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'TraineeInterest' })
export type TraineeInterest = z.infer<typeof TraineeInterest>

export const TraineeCompletenessAnswer = z.object({
  percentage: z.number().int().min(0).max(100),
  missing: z.array(z.enum(TRAINEE_PROFILE_SECTIONS)),
})

/** GET/PUT /api/trainee/{id}: everything the trainee area stores about the trainee (SPEC §3 Trainee). */
export const Trainee = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
    gender: z.string().nullable(),
    birthdate: z.string().nullable(),
    phone_number: z.string().nullable(),
    primary_address: TraineeAddress.nullable(),
    school_base: z.string().nullable(),
    highest_graduation: Graduation.nullable(),
    interest: Craft.nullable(),
    about_me: z.string().nullable(),
    experience: z.string().nullable(),
    profile_picture: Image.nullable(),
    interests: z.array(TraineeInterest),
    onboarding_completed: z.boolean(),
    number_trialwork: z.number().int(),
    number_trialwork_missing: z.number().int(),
    referal_code: z.string().nullable(),
    allows_chat_notification: z.boolean(),
    allows_newsletter: z.boolean(),
    allows_application_notification: z.boolean(),
    allows_recommendations: z.boolean(),
    temp_email: z.string().nullable(),
    completeness: TraineeCompletenessAnswer,
  })
  .meta({ id: 'Trainee' })
export type Trainee = z.infer<typeof Trainee>

const longText = (label: string) => optionalText(label, TRAINEE_LIMITS.longText)
const trialwork = (label: string) =>
  z
    .number({ error: `${label} muss eine Zahl sein.` })
    .int(`${label} muss eine ganze Zahl sein.`)
    .min(0, `${label} darf nicht negativ sein.`)
    .max(TRAINEE_LIMITS.trialwork, `${label} darf höchstens ${TRAINEE_LIMITS.trialwork} sein.`)

export const POSTAL_CODE_INVALID = 'Eine Postleitzahl hat 5 Ziffern.'

/** The location field (SPEC §5): all digits → postal code (five of them), otherwise a city name. */
export const TraineeLocationField = z
  .string({ error: 'Der Wohnort muss ein Text sein.' })
  .max(100, 'Der Wohnort darf höchstens 100 Zeichen lang sein.')
  .refine((value) => !containsMarkup(value), MARKUP_REFUSED)
  .transform((value, context) => {
    const parsed = parseTraineeLocation(value)
    if (parsed.postal_code !== null && !isGermanPostalCode(parsed.postal_code)) {
      context.addIssue({ code: 'custom', message: POSTAL_CODE_INVALID })
      return z.NEVER
    }
    return parsed
  })

/** PUT /api/trainee/{id}: every field optional; null or "" clears an optional one. */
export const TraineeUpdate = z
  .object({
    firstname: requiredText('Deinen Vornamen', 'Der Vorname', 100).optional(),
    lastname: requiredText('Deinen Nachnamen', 'Der Nachname', 100).optional(),
    gender: Gender.nullable().optional(),
    birthdate: dateField.nullable().optional(),
    phone_number: phoneField.nullable().optional(),
    location: TraineeLocationField.optional(),
    school_base: optionalText('Die Schule', 150),
    highest_graduation: Graduation.nullable().optional(),
    interest: Craft.nullable().optional(),
    about_me: longText('Über mich'),
    experience: longText('Die Erfahrung'),
    number_trialwork: trialwork('Die Zahl der Praktika').optional(),
    number_trialwork_missing: trialwork('Die Zahl der noch fehlenden Praktika').optional(),
    referal_code: z
      .string({ error: 'Der Empfehlungscode muss ein Text sein.' })
      .trim()
      .regex(/^[A-Za-z0-9-]{0,32}$/, 'Der Empfehlungscode besteht aus höchstens 32 Buchstaben und Ziffern.')
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
    onboarding_completed: flagField.optional(),
    allows_chat_notification: flagField.optional(),
    allows_newsletter: flagField.optional(),
    allows_application_notification: flagField.optional(),
    allows_recommendations: flagField.optional(),
  })
  .meta({ id: 'TraineeUpdate' })
export type TraineeUpdate = z.input<typeof TraineeUpdate>

/** POST /api/interests/{traineeId} and PUT /api/trainee/{id}/interests/{interestId}: a hobby or interest. */
export const TraineeInterestInput = z
  .object({ name: requiredText('ein Hobby', 'Das Hobby', TRAINEE_LIMITS.interestName) })
  .meta({ id: 'TraineeInterestInput' })

/** POST /api/trainee/{id}/upload_profile: the picture, multipart field avatar. */
export const AvatarUpload = z.object({ avatar: UploadField('ein Bild') })

/** A document in /i/dokumente: a stored file with its kind. */
export const TraineeDocument = z
  .object({
    id: z.number().int().meta({ description: 'the file id (GET /api/file/{id})' }),
    kind: TraineeDocumentKind,
    original_filename: z.string(),
    mime_type: z.string(),
    size: z.number().int(),
    created_at: z.string(),
    /** Ids of the trainee's job interests this document is attached to. */
    job_interest_ids: z.array(z.number().int()),
  })
  .meta({ id: 'TraineeDocument' })
export type TraineeDocument = z.infer<typeof TraineeDocument>

export const TraineeDocumentUpload = z.object({
  file: UploadField('eine Datei'),
  kind: TraineeDocumentKind,
})

export const TraineeDocumentUpdate = z.object({
  original_filename: z
    .string({ error: 'Bitte gib einen Namen an.' })
    .trim()
    .min(1, 'Der Name darf nicht leer sein.')
    .max(200, 'Der Name darf höchstens 200 Zeichen lang sein.')
    .refine((value) => !containsMarkup(value), MARKUP_REFUSED)
    .optional(),
  kind: TraineeDocumentKind.optional(),
})

/** Attach (true) or detach (false) a document to one of the trainee's job interests. */
export const TraineeDocumentAttach = z.object({
  attached: z.boolean({ error: 'Erwartet wird ja oder nein (true oder false).' }),
})

/**
 * What a company sees of an applicant (GET /api/trainee/{id}/applicant): the profile sections, never
 * birthdate, phone or settings; only for a company the trainee applied or wrote to.
 */
export const ApplicantProfile = z
  .object({
    id: z.number().int(),
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
    primary_address: TraineeAddress.nullable(),
    school_base: z.string().nullable(),
    highest_graduation: Graduation.nullable(),
    interest: Craft.nullable(),
    about_me: z.string().nullable(),
    experience: z.string().nullable(),
    number_trialwork: z.number().int(),
    profile_picture: Image.nullable(),
    interests: z.array(TraineeInterest),
    documents: z.array(TraineeDocument.omit({ job_interest_ids: true })),
  })
  .meta({ id: 'ApplicantProfile' })
export type ApplicantProfile = z.infer<typeof ApplicantProfile>
