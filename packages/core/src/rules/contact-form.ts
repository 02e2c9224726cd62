/** SPEC §5: the answer of POST /api/contact-us when the message is empty. */
export const NO_CONTENT_PROVIDED = 'No content provided'
/** The German field error that comes with it. */
export const MESSAGE_MISSING = 'Bitte schreib uns eine Nachricht.'
export const CONTACT_MESSAGE_MAX = 5000
