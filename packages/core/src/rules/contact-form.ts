/** SPEC §5: the answer of POST /api/contact-us when the message is empty. */
export const NO_CONTENT_PROVIDED = 'No content provided'
/** The German field error that comes with it. */
export const MESSAGE_MISSING = 'Bitte schreib uns eine Nachricht.'
export const CONTACT_MESSAGE_MAX = 5000

/**
 * The forms of /kontakt and /idee (SPEC §2), content pages since issue 18 (docs/contact.md): the
 * contact form block with this `kind` sends what the dedicated pages sent (context, phone or not).
 */
export const CONTACT_PAGE_KINDS = ['kontakt', 'idee'] as const
export type ContactPageKind = (typeof CONTACT_PAGE_KINDS)[number]

/** The contact and idea pages, seeded as content pages, in footer order. */
export const CONTACT_PAGES = [
  { path: '/kontakt', label: 'Kontakt' },
  { path: '/idee', label: 'Deine Idee für oabat' },
] as const
