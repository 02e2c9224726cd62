import { z } from 'zod'
import { PASSWORD_MAX_LENGTH, passwordProblem } from '../rules/password-rule.ts'
import { normalizePhoneNumber } from '../rules/phone-number.ts'
import { containsMarkup, isHttpUrl, MARKUP_REFUSED, URL_REFUSED } from '../rules/shown-text.ts'

/** German message for a missing or mistyped field, so no English zod text reaches a form. */
function message(missing: string, wrongType: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? missing : wrongType)
}

/**
 * A required text field, trimmed, with German messages naming the field: `ask` is what the user is
 * asked for („Bitte gib Deinen Vornamen ein.“), `name` the field as a subject („Der Vorname darf …“).
 */
export function requiredText(ask: string, name: string, max = 150) {
  return z
    .string({ error: message(`Bitte gib ${ask} ein.`, `${name} muss ein Text sein.`) })
    .trim()
    .min(1, `Bitte gib ${ask} ein.`)
    .max(max, `${name} darf höchstens ${max} Zeichen lang sein.`)
    .refine((value) => !containsMarkup(value), MARKUP_REFUSED)
}

/** An optional text field; an empty string counts as not given. */
export function optionalText(label: string, max = 150) {
  return z
    .string({ error: `${label} muss ein Text sein.` })
    .trim()
    .max(max, `${label} darf höchstens ${max} Zeichen lang sein.`)
    .refine((value) => !containsMarkup(value), MARKUP_REFUSED)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional()
}

/** An optional web address (a company's website): absolute http(s) only; empty counts as not given. */
export function optionalHttpUrl(label: string, max = 300) {
  return z
    .string({ error: `${label} muss ein Text sein.` })
    .trim()
    .max(max, `${label} darf höchstens ${max} Zeichen lang sein.`)
    .refine((value) => value === '' || isHttpUrl(value), URL_REFUSED)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional()
}

export const EMAIL_INVALID = 'Bitte gib eine gültige E-Mail-Adresse ein.'

/** An e-mail address, trimmed and lower-cased so that one address is one account. */
export const emailField = z
  .string({ error: message('Bitte gib Deine E-Mail-Adresse ein.', EMAIL_INVALID) })
  .trim()
  .toLowerCase()
  .min(1, 'Bitte gib Deine E-Mail-Adresse ein.')
  .max(254, EMAIL_INVALID)
  .pipe(z.email({ error: EMAIL_INVALID }))

/** The password of an existing account (no strength rule: it only has to match). */
export const currentPasswordField = z
  .string({ error: message('Bitte gib Dein Passwort ein.', 'Das Passwort muss ein Text sein.') })
  .min(1, 'Bitte gib Dein Passwort ein.')
  .max(PASSWORD_MAX_LENGTH, 'Das Passwort ist zu lang.')

/** A new password: at least 8 characters with a letter and a digit (rules/password-rule.ts). */
export const newPasswordField = z
  .string({ error: message('Bitte gib ein Passwort ein.', 'Das Passwort muss ein Text sein.') })
  .superRefine((value, context) => {
    const problem = passwordProblem(value)
    if (problem) context.addIssue({ code: 'custom', message: problem })
  })

export const PHONE_INVALID = 'Bitte gib eine gültige Telefonnummer ein, z. B. 0851 123456.'

/** A phone number, normalised to +49… form. */
export const phoneField = z
  .string({ error: message('Bitte gib Deine Telefonnummer ein.', PHONE_INVALID) })
  .transform((value, context) => {
    const normalized = normalizePhoneNumber(value)
    if (!normalized) {
      context.addIssue({ code: 'custom', message: PHONE_INVALID })
      return z.NEVER
    }
    return normalized
  })

export const OTP_INVALID = 'Der Code besteht aus 6 Ziffern.'

/** The 6-digit one-time code. */
export const otpCodeField = z
  .string({ error: message('Bitte gib den Code ein.', OTP_INVALID) })
  .trim()
  .regex(/^\d{6}$/, OTP_INVALID)

/** A calendar date YYYY-MM-DD (birthdate); the server checks that it lies in the past. */
export const dateField = z
  .string({ error: message('Bitte gib Dein Geburtsdatum ein.', 'Das Datum hat die Form JJJJ-MM-TT.') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Das Datum hat die Form JJJJ-MM-TT.', abort: true })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '1900-01-01'
  }, 'Dieses Datum gibt es nicht.')

/** A yes/no field that forms send as true/false, 1/0 or "true"/"false". */
export const flagField = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '0', '1'])], {
    error: 'Erwartet wird ja oder nein (true oder false).',
  })
  .transform((value) => value === true || value === 1 || value === 'true' || value === '1')

/**
 * Largest row id: PostgreSQL's `integer` column. A larger number names no row, and refusing it here
 * keeps it away from the database, which would answer with an error instead of "not found".
 */
export const RECORD_ID_MAX = 2_147_483_647
export const ID_TOO_LARGE = 'Die Id ist zu groß.'

/** A positive whole id in a path, query or body; text is read as a number. */
export function idField(label: string) {
  return z.coerce
    .number({ error: `${label} muss eine Zahl sein.` })
    .int(`${label} muss eine ganze Zahl sein.`)
    .positive(`${label} muss positiv sein.`)
    .max(RECORD_ID_MAX, `${label} ist zu groß.`)
}

/** A positive whole id in a JSON body, where it must be a number already. */
export function idNumber(label = 'Die Id') {
  return z
    .number({ error: `${label} muss eine Zahl sein.` })
    .int(`${label} muss eine ganze Zahl sein.`)
    .positive(`${label} muss positiv sein.`)
    .max(RECORD_ID_MAX, `${label} ist zu groß.`)
}

/** How an identifier is verified: by e-mail or by phone (SPEC §7 /api/auth/check mode). */
export const VerificationMode = z.enum(['email', 'phone'], { error: 'Der Modus ist email oder phone.' })
export type VerificationMode = z.infer<typeof VerificationMode>
