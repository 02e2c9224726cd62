/** SPEC §5: the answer of POST /api/contact-us when the message is empty. */
export const NO_CONTENT_PROVIDED = 'No content provided'
/** The German field error that comes with it. */
export const MESSAGE_MISSING = 'Bitte schreib uns eine Nachricht.'
export const CONTACT_MESSAGE_MAX = 5000

/** The two public pages with a form to the team (SPEC §2 /kontakt, /idee); server head and portal page share them. */
export const CONTACT_PAGES = {
  kontakt: {
    path: '/kontakt',
    title: 'Kontakt',
    description: 'Schreib dem oabat-Team: Fragen zu Ausbildung, Praktikum, Deinem Konto oder zu oabat für Betriebe.',
  },
  idee: {
    path: '/idee',
    title: 'Deine Idee für oabat',
    description: 'Was sollte oabat besser machen oder neu können? Schick uns Deine Idee.',
  },
} as const

export type ContactPageKind = keyof typeof CONTACT_PAGES
