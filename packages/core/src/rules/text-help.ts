/**
 * @module text-help — „Textvorschlag“ (issue #15 item 7, docs/company-pages.md): POST
 * /api/v2/magic/generate fills a job ad's sections from templates, the occupation catalogue and
 * the company's own words. No AI service: nothing is sent anywhere, and the answer says so.
 */

/** SPEC §6 business permission of the text help. */
export const TEXT_HELP_PERMISSION = 'job_ai'

/** The templates: which kind of ad the text is for. */
export const TEXT_HELP_TEMPLATES = ['ausbildung', 'praktikum'] as const
export type TextHelpTemplate = (typeof TEXT_HELP_TEMPLATES)[number]

/** The longest „Was macht Euch besonders?“ the template takes. */
export const TEXT_HELP_HIGHLIGHTS_MAX = 600

/** What every answer says, so nobody takes the text for more than it is. */
export const TEXT_HELP_NOTICE =
  'Das ist ein Textvorschlag aus einer Vorlage – keine KI, es wurden keine Daten weitergegeben. Bitte lies ihn und passe ihn an Euren Betrieb an.'
