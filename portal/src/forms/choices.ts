import type { SelectOption } from '@oabat/ui'

/** The genders the server accepts (Frau, Herr, Divers). */
export const GENDER_OPTIONS: readonly SelectOption[] = [
  { value: 'Frau', label: 'Frau' },
  { value: 'Herr', label: 'Herr' },
  { value: 'Divers', label: 'Divers' },
]

export type Gender = 'Frau' | 'Herr' | 'Divers'

export function asGender(value: string): Gender | null {
  return value === 'Frau' || value === 'Herr' || value === 'Divers' ? value : null
}
