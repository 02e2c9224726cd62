import { z } from 'zod'
import {
  emailField,
  newPasswordField,
  optionalHttpUrl,
  optionalText,
  phoneField,
  requiredText,
} from './account-fields.ts'

/** Where a new business site, school or region lies: a postal code or a place (slug or id). */
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

function needsPlace(value: { postal_code?: string; location?: string | number }, context: z.RefinementCtx) {
  if (!value.postal_code && value.location === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['postal_code'],
      message: 'Bitte gib eine Postleitzahl oder einen Ort an.',
    })
  }
}

/** The person behind a new business, school or region account. */
const accountFields = {
  email: emailField,
  password: newPasswordField,
  firstname: requiredText('den Vornamen', 'Der Vorname', 100),
  lastname: requiredText('den Nachnamen', 'Der Nachname', 100),
  gender: z.enum(['Frau', 'Herr', 'Divers'], { error: 'Das Geschlecht ist Frau, Herr oder Divers.' }).default('Frau'),
  phone_number: phoneField.nullable().optional(),
}

const slugLike = (label: string) =>
  z
    .string({ error: `${label} muss ein Text sein.` })
    .trim()
    .regex(/^[a-z0-9][a-z0-9_-]{0,49}$/, `${label} besteht aus Kleinbuchstaben, Ziffern, _ und -.`)

/**
 * SPEC §7 POST /api/businesses: newBusiness (the business, its main site's place and the contact
 * person's account) and channel, plus product, employees and size from the query of
 * /arbeitgeber/registrierung.
 */
export const BusinessRegistrationBody = z
  .object({
    newBusiness: z
      .object(
        {
          name: requiredText('den Namen des Unternehmens', 'Der Name des Unternehmens', 150),
          street: optionalText('Die Straße', 150),
          website: optionalHttpUrl('Die Webseite'),
          ...placeFields,
          ...accountFields,
        },
        { error: 'Bitte gib die Daten des Unternehmens an.' },
      )
      .superRefine(needsPlace),
    channel: slugLike('Der Channel').optional(),
    product: slugLike('Das Produkt').optional(),
    employees: z.coerce
      .number({ error: 'Die Zahl der Mitarbeitenden muss eine Zahl sein.' })
      .int('Die Zahl der Mitarbeitenden muss eine ganze Zahl sein.')
      .min(0, 'Die Zahl der Mitarbeitenden kann nicht negativ sein.')
      .max(1_000_000, 'Die Zahl der Mitarbeitenden ist zu groß.')
      .optional(),
    size: optionalText('Die Unternehmensgröße', 50),
  })
  .meta({ id: 'BusinessRegistrationBody' })
export type BusinessRegistrationBody = z.infer<typeof BusinessRegistrationBody>

/** POST /api/schools/register: the school, its place, and the account of the person registering it. */
export const SchoolRegistrationBody = z
  .object({
    school: z
      .object(
        {
          name: requiredText('den Namen der Schule', 'Der Name der Schule', 150),
          type: requiredText('die Schulart', 'Die Schulart', 80),
          ...placeFields,
        },
        { error: 'Bitte gib die Daten der Schule an.' },
      )
      .superRefine(needsPlace),
    ...accountFields,
  })
  .meta({ id: 'SchoolRegistrationBody' })
export type SchoolRegistrationBody = z.infer<typeof SchoolRegistrationBody>

/** POST /api/regions/register: the region, its centre and radius, and the account registering it. */
export const RegionRegistrationBody = z
  .object({
    region: z
      .object(
        {
          name: requiredText('den Namen der Region', 'Der Name der Region', 150),
          description: optionalText('Die Beschreibung', 2000),
          radius_km: z.coerce
            .number({ error: 'Der Radius muss eine Zahl sein.' })
            .min(1, 'Der Radius muss zwischen 1 und 200 km liegen.')
            .max(200, 'Der Radius muss zwischen 1 und 200 km liegen.')
            .default(25),
          ...placeFields,
        },
        { error: 'Bitte gib die Daten der Region an.' },
      )
      .superRefine(needsPlace),
    ...accountFields,
  })
  .meta({ id: 'RegionRegistrationBody' })
export type RegionRegistrationBody = z.infer<typeof RegionRegistrationBody>
