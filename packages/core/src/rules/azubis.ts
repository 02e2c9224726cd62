/**
 * @module azubis — a company's apprentices on /betriebe/{slug}/azubis (issue #15 item 5,
 * docs/company-pages.md). The numbers are ours; SPEC names none.
 */

/** Training years an apprenticeship has at most. */
export const AZUBI_TRAINING_YEARS = 4

/** „A few sentences“: the longest text an apprentice's card holds. */
export const AZUBI_ABOUT_MAX = 800

/** Most apprentices one company shows. */
export const AZUBIS_MAX = 30

/** SPEC §2 /betriebe/{slug}/azubis. */
export function azubiPagePath(businessSlug: string): string {
  return `/betriebe/${encodeURIComponent(businessSlug)}/azubis`
}

/** „2. Ausbildungsjahr“. */
export function trainingYearLabel(year: number): string {
  return `${year}. Ausbildungsjahr`
}
