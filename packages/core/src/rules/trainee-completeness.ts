/**
 * The sections of a trainee profile that count for its completeness (SPEC §5), in the order the
 * edit page shows them. Birthdate and phone are not among them: they are nobody's business until
 * the trainee chooses to share them.
 */
export const TRAINEE_PROFILE_SECTIONS = [
  'about_me',
  'contact',
  'hobbies',
  'education',
  'experience',
  'picture',
] as const
export type TraineeProfileSection = (typeof TRAINEE_PROFILE_SECTIONS)[number]

/** German section names, used by the edit page's list of missing sections and its headings. */
export const TRAINEE_SECTION_LABELS: Record<TraineeProfileSection, string> = {
  about_me: 'Über mich',
  contact: 'Kontakt',
  hobbies: 'Hobbys',
  education: 'Schule und Abschluss',
  experience: 'Erfahrung',
  picture: 'Profilbild',
}

/** What the completeness looks at; the trainee answer carries all of it. */
export interface TraineeCompletenessInput {
  about_me: string | null
  primary_address: { city: string | null; postal_code: string | null } | null
  interests: readonly unknown[]
  school_base: string | null
  highest_graduation: string | null
  experience: string | null
  number_trialwork: number
  profile_picture: unknown | null
}

export interface TraineeCompleteness {
  /** Whole percent of filled sections, 0–100. */
  percentage: number
  missing: TraineeProfileSection[]
}

const filled = (text: string | null) => text !== null && text.trim() !== ''

function isFilled(profile: TraineeCompletenessInput, section: TraineeProfileSection): boolean {
  switch (section) {
    case 'about_me':
      return filled(profile.about_me)
    case 'contact':
      return Boolean(profile.primary_address && (profile.primary_address.city || profile.primary_address.postal_code))
    case 'hobbies':
      return profile.interests.length > 0
    case 'education':
      return filled(profile.school_base) && profile.highest_graduation !== null
    case 'experience':
      // Written experience or at least one trial work („Praktikum“) counts.
      return filled(profile.experience) || profile.number_trialwork > 0
    case 'picture':
      return profile.profile_picture !== null
  }
}

/** SPEC §5 trainee profile completeness: the percentage of filled sections and the missing ones. */
export function traineeCompleteness(profile: TraineeCompletenessInput): TraineeCompleteness {
  const missing = TRAINEE_PROFILE_SECTIONS.filter((section) => !isFilled(profile, section))
  const done = TRAINEE_PROFILE_SECTIONS.length - missing.length
  return { percentage: Math.round((done / TRAINEE_PROFILE_SECTIONS.length) * 100), missing }
}
