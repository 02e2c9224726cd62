import { atom } from 'nanostores'
import { onLogoutReset } from './logout-reset.ts'

/** The school of a trainee invitation link (SPEC §3 School), preset in the trainee registration. */
export interface RegistrationSchool {
  slug: string
  name: string
}

export const $registrationSchool = atom<RegistrationSchool | null>(null)

export function presetRegistrationSchool(school: RegistrationSchool | null): void {
  $registrationSchool.set(school)
}

onLogoutReset(() => presetRegistrationSchool(null))
