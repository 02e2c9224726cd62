import { z } from 'zod'
import { confirmationField, confirmed } from './account.ts'
import { emailField, newPasswordField, requiredText } from './account-fields.ts'

const LINK_INCOMPLETE = 'Der Einladungslink ist unvollständig.'

/** The two values of the invitation link /arbeitgeber/einladung?token=…&email=…. */
const invitationLink = {
  token: z.string({ error: LINK_INCOMPLETE }).min(10, LINK_INCOMPLETE).max(200, LINK_INCOMPLETE),
  email: emailField,
}

/**
 * Checking an invitation link: a link whose e-mail got lost still learns whether it is unknown,
 * expired or used (the address is never answered without it).
 */
export const InvitationCheckBody = z
  .object({ token: invitationLink.token, email: emailField.optional() })
  .meta({ id: 'InvitationCheckBody' })

/** Accepting a company invitation: the link, the person's name and a new password twice. */
export const InvitationAcceptBody = z
  .object({
    ...invitationLink,
    firstname: requiredText('Deinen Vornamen', 'Der Vorname', 100),
    lastname: requiredText('Deinen Nachnamen', 'Der Nachname', 100),
    password: newPasswordField,
    password_confirmation: confirmationField,
  })
  .superRefine(confirmed)
  .meta({ id: 'InvitationAcceptBody' })

/** What the invitation page shows before the person accepts. */
export const Invitation = z
  .object({
    email: z.string(),
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
    /** The inviting company; null for a school's invitation (organisation_* name either). */
    business_name: z.string().nullable(),
    organisation_kind: z.enum(['business', 'school']),
    organisation_name: z.string(),
    expires_at: z.string(),
  })
  .meta({ id: 'Invitation' })
