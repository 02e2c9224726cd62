import { z } from 'zod'
import { CONTACT_MESSAGE_MAX, CONTACT_PAGE_KINDS } from '../rules/contact-form.ts'
import { emailField, optionalText, phoneField } from './account-fields.ts'

/** SPEC §5/§9: without a receiver a message goes to the product itself (the platform's inbox). */
export const CONTACT_RECEIVERS = ['oabat'] as const
export const DEFAULT_CONTACT_RECEIVER = 'oabat'

/** Where a message was written: the contact page, the idea page, or a contact form block elsewhere. */
export const CONTACT_CONTEXTS = [...CONTACT_PAGE_KINDS, 'seite'] as const
export type ContactContext = (typeof CONTACT_CONTEXTS)[number]

/**
 * SPEC §7 Contact: POST /api/contact-us. The message is optional in the schema so that an empty one
 * gets SPEC's own answer ("No content provided") with a German field error, not a generic one.
 */
export const ContactBody = z
  .object({
    context: z.enum(CONTACT_CONTEXTS, { error: 'Der Kontext ist kontakt, idee oder seite.' }).default('kontakt'),
    email: emailField,
    name: optionalText('Dein Name', 120),
    message: optionalText('Die Nachricht', CONTACT_MESSAGE_MAX),
    // An empty field counts as not given; anything else must be a phone number.
    phone: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      phoneField.nullish(),
    ),
    /** With context `seite`: the path of the content page whose contact form block sent it. */
    page: z
      .string({ error: 'Die Seite muss ein Pfad sein.' })
      .trim()
      .max(200, 'Die Seite darf höchstens 200 Zeichen lang sein.')
      .regex(/^\/[a-z0-9/-]*$/, 'Die Seite muss ein Pfad dieser Website sein, z. B. /messe-passau.')
      .nullish(),
    receiver: z
      .enum(CONTACT_RECEIVERS, { error: 'Nachrichten gehen an oabat.' })
      .nullish()
      .transform((value) => value ?? DEFAULT_CONTACT_RECEIVER),
  })
  .meta({ id: 'ContactBody' })
export type ContactBody = z.input<typeof ContactBody>

/** POST /api/util/app_link: the address that gets a link to the portal. */
export const AppLinkBody = z.object({ email: emailField }).meta({ id: 'AppLinkBody' })
export type AppLinkBody = z.input<typeof AppLinkBody>
