import { z } from 'zod'
import {
  currentPasswordField,
  dateField,
  EMAIL_INVALID,
  emailField,
  flagField,
  idField,
  newPasswordField,
  OTP_INVALID,
  otpCodeField,
  PHONE_INVALID,
  phoneField,
  requiredText,
  VerificationMode,
} from './account-fields.ts'

export const LoginBody = z.object({ email: emailField, password: currentPasswordField }).meta({ id: 'LoginBody' })

/** SPEC §7 POST /api/login: skipActivation lets an account log in before its e-mail is confirmed. */
export const LegacyLoginBody = LoginBody.extend({ skipActivation: flagField.optional() }).meta({
  id: 'LegacyLoginBody',
})

export const TemporaryLoginBody = z.object({ user_id: idField('Die Nutzer-ID') })

/**
 * The identifier of a verification by mode: an e-mail address or a phone number. Checked here
 * so that the field message names the right kind of identifier.
 */
const identified = z.object({ mode: VerificationMode, identifier: z.string({ error: 'Bitte gib eine Kennung ein.' }) })

function checkIdentifier<T extends z.infer<typeof identified>>(value: T, context: z.RefinementCtx) {
  const schema = value.mode === 'email' ? emailField : phoneField
  const result = schema.safeParse(value.identifier)
  if (!result.success) {
    context.addIssue({
      code: 'custom',
      path: ['identifier'],
      message: value.mode === 'email' ? EMAIL_INVALID : PHONE_INVALID,
    })
    return z.NEVER
  }
  return { ...value, identifier: result.data }
}

/** SPEC §7 /api/auth/check and /api/auth/verify/send-otp: mode email|phone plus the identifier. */
export const IdentifierBody = identified.transform(checkIdentifier).meta({ id: 'IdentifierBody' })

/** SPEC §7 /api/auth/verify-otp: the identifier plus the 6-digit code. */
export const OtpCheckBody = identified
  .extend({ code: otpCodeField })
  .transform(checkIdentifier)
  .meta({ id: 'OtpCheckBody' })

/** /api/auth/verify: the code sent to the logged-in account. */
export const VerifyAccountBody = z.object({ code: otpCodeField })

/**
 * SPEC §7 POST /api/auth/register/trainee (and §5 "Registration sends …"). The code is the OTP
 * sent to the e-mail address, or to the phone number when register_by_phone is set.
 */
export const TraineeRegistrationBody = z
  .object({
    email: emailField,
    password: newPasswordField,
    firstname: requiredText('Deinen Vornamen', 'Der Vorname', 100),
    lastname: requiredText('Deinen Nachnamen', 'Der Nachname', 100),
    birthdate: dateField,
    code: z.union([otpCodeField, z.number().int().transform(String).pipe(otpCodeField)], { error: OTP_INVALID }),
    phone_number: z.union([phoneField, z.literal(''), z.null()]).optional(),
    newsletter_confirmed: flagField.optional().default(false),
    register_by_phone: flagField.optional().default(false),
    /** The school of the trainee invitation link the pupil came through (SPEC §3 School), by its slug. */
    school: z
      .string({ error: 'Die Schule muss ein Text sein.' })
      .trim()
      .min(1, 'Diese Schule gibt es nicht.')
      .max(200, 'Diese Schule gibt es nicht.')
      .nullable()
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.register_by_phone && !value.phone_number) {
      context.addIssue({ code: 'custom', path: ['phone_number'], message: 'Bitte gib Deine Telefonnummer ein.' })
    }
  })
  .meta({ id: 'TraineeRegistrationBody' })
export type TraineeRegistrationBody = z.infer<typeof TraineeRegistrationBody>

/** SPEC §7 POST /api/register: the account with an activation link instead of a code. */
export const RegisterBody = z
  .object({
    email: emailField,
    password: newPasswordField,
    firstname: requiredText('Deinen Vornamen', 'Der Vorname', 100),
    lastname: requiredText('Deinen Nachnamen', 'Der Nachname', 100),
    newsletter_confirmed: flagField.optional().default(false),
  })
  .meta({ id: 'RegisterBody' })

export const OidcProviderParams = z.object({
  provider: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,49}$/, 'Diesen Anbieter gibt es nicht.'),
})

/** A configured social login provider as the portal shows it: never the issuer or a secret. */
export const SocialProvider = z
  .object({
    /** The {provider} of GET /api/auth/social/{provider}. */
    name: z.string(),
    /** The provider's name for the button „Mit {label} anmelden“. */
    label: z.string(),
  })
  .meta({ id: 'SocialProvider' })
