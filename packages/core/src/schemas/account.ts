import { z } from 'zod'
import {
  currentPasswordField,
  dateField,
  emailField,
  flagField,
  idField,
  newPasswordField,
  optionalText,
  otpCodeField,
  phoneField,
  requiredText,
} from './account-fields.ts'

export const PASSWORDS_DIFFER = 'Die Passwörter stimmen nicht überein.'

export function confirmed<T extends { password: string; password_confirmation: string }>(
  value: T,
  context: z.RefinementCtx,
) {
  if (value.password !== value.password_confirmation) {
    context.addIssue({ code: 'custom', path: ['password_confirmation'], message: PASSWORDS_DIFFER })
  }
}

export const confirmationField = z.string({ error: 'Bitte wiederhole das Passwort.' })

/** POST /api/password_change: the current password and the new one twice. */
export const PasswordChangeBody = z
  .object({
    current_password: currentPasswordField,
    password: newPasswordField,
    password_confirmation: confirmationField,
  })
  .superRefine(confirmed)
  .meta({ id: 'PasswordChangeBody' })

export const PasswordRequestBody = z.object({ email: emailField }).meta({ id: 'PasswordRequestBody' })

/** SPEC §7 POST /api/password_reset (token, email, password, password_confirmation). */
export const PasswordResetBody = z
  .object({
    token: z.string({ error: 'Der Link ist unvollständig.' }).min(10, 'Der Link ist unvollständig.').max(200),
    email: emailField,
    password: newPasswordField,
    password_confirmation: confirmationField,
  })
  .superRefine(confirmed)
  .meta({ id: 'PasswordResetBody' })

/** PUT /api/users/{id}: the push id (SPEC one_signal_id) and profile fields; all optional. */
export const UserUpdateBody = z
  .object({
    one_signal_id: optionalText('Die Push-ID', 200),
    firstname: requiredText('Deinen Vornamen', 'Der Vorname', 100).optional(),
    lastname: requiredText('Deinen Nachnamen', 'Der Nachname', 100).optional(),
    gender: z
      .enum(['Frau', 'Herr', 'Divers'], { error: 'Das Geschlecht ist Frau, Herr oder Divers.' })
      .nullable()
      .optional(),
    birthdate: dateField.nullable().optional(),
    phone_number: phoneField.nullable().optional(),
    onboarding_completed: flagField.optional(),
  })
  .meta({ id: 'UserUpdateBody' })

export const EmailChangeRequestBody = z.object({ email: emailField }).meta({ id: 'EmailChangeRequestBody' })

/** SPEC §7 POST /api/v2/auth/email_change (user_id, email, code). */
export const EmailChangeBody = z
  .object({ user_id: idField('Die Nutzer-ID'), email: emailField, code: otpCodeField })
  .meta({ id: 'EmailChangeBody' })

export const DeactivationBody = z
  .object({ reason: requiredText('einen Grund', 'Der Grund', 2000) })
  .meta({ id: 'DeactivationBody' })

export const NotificationSettingsBody = z
  .object({
    allows_chat_notification: flagField.optional(),
    allows_newsletter: flagField.optional(),
    allows_application_notification: flagField.optional(),
    allows_recommendations: flagField.optional(),
  })
  .meta({ id: 'NotificationSettingsBody' })

export const UserAliasBody = z
  .object({ is_unread_messages_mail_active: flagField.optional(), is_job_interest_mail_active: flagField.optional() })
  .meta({ id: 'UserAliasBody' })

/** A tutorial step name (SPEC §3 Tutorial step per user), e.g. "schulnetzwerk". */
export const tutorialStepField = z
  .string({ error: 'Bitte gib einen Tutorial-Schritt an.' })
  .trim()
  .regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/i, 'Ein Tutorial-Schritt besteht aus Buchstaben, Ziffern, _ . und -.')

export const TutorialStepBody = z.object({ tutorial_step: tutorialStepField })
