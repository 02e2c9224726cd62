/**
 * The heading of a company's contact person on its public page, addressed to the pupil: the female
 * or male form for „Frau“ and „Herr“, the neutral „Ansprechperson“ for „Divers“ or no salutation.
 */
export function contactPersonTitle(gender: string | null | undefined): string {
  if (gender === 'Frau') return 'Deine Ansprechpartnerin'
  if (gender === 'Herr') return 'Dein Ansprechpartner'
  return 'Deine Ansprechperson'
}
