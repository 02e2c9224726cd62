import { NEARBY_LABEL } from './location-slug.ts'
import { excerpt } from './page-texts.ts'

/**
 * The public pages of a school (SPEC §2 Schools). The invitation page is oabat's trainee
 * invitation link (SPEC §3 School, its address is not shown in SPEC): it opens the trainee
 * registration with the school preset.
 */
export function schoolProfilePath(slug: string): string {
  return `/schule/${encodeURIComponent(slug)}`
}

export function schoolBoardPath(slug: string): string {
  return `${schoolProfilePath(slug)}/schwarzes-brett`
}

export function schoolInvitationPath(slug: string): string {
  return `${schoolProfilePath(slug)}/einladung`
}

/** The realtime channel of a school's own users (SPEC §7 `school.{id}`, event BulletinBoardUnlocked). */
export function schoolChannel(schoolId: number): string {
  return `private-school.${schoolId}`
}

/** The public school pages: the profile, the Schwarzes Brett (also /minibat) and the invitation. */
export type SchoolSection = 'profile' | 'board' | 'invitation'

/** Title, description and canonical path of a school page (SPEC §1 head), the same on server and browser. */
export function schoolPageHead(
  section: SchoolSection,
  school: { slug: string; name: string; city: string; about_us: string | null },
): { title: string; description: string; canonicalPath: string } {
  switch (section) {
    case 'profile':
      return {
        title: school.name,
        description:
          excerpt(school.about_us) ||
          `${school.name} in ${school.city}: Schulprofil, Events und Partnerbetriebe auf oabat.`,
        canonicalPath: schoolProfilePath(school.slug),
      }
    case 'board':
      return {
        title: `Schwarzes Brett – ${school.name}`,
        description: `Praktika, Ausbildungsmessen, Neuigkeiten und Events für die Schülerinnen und Schüler von ${school.name}.`,
        canonicalPath: schoolBoardPath(school.slug),
      }
    case 'invitation':
      return {
        title: `Einladung von ${school.name}`,
        description: `${school.name} lädt Dich zu oabat ein: Registriere Dich und finde Praktika und Ausbildungsplätze in Deiner Region.`,
        canonicalPath: schoolInvitationPath(school.slug),
      }
  }
}

/** SPEC §2 /schule/suche/{locationSlug?}: schools near a place (docs/schools.md „Schulsuche“). */
export function schoolSearchPath(locationSlug?: string | null): string {
  return locationSlug ? `/schule/suche/${encodeURIComponent(locationSlug)}` : '/schule/suche'
}

/** How many schools the search shows around a place, nearest first. */
export const SCHOOL_SEARCH_LIMIT = 50

/** The school search's call for a place (GET /api/search/school), the same inputs on server and browser. */
export function schoolSearchQuery(place: { latitude: number; longitude: number }) {
  return { latitude: place.latitude, longitude: place.longitude, limit: SCHOOL_SEARCH_LIMIT }
}

/** Title and description of the school search (SPEC §1 head), without or with a place („Umgebung“: the visitor's). */
export function schoolSearchHead(placeName: string | null): { title: string; description: string } {
  if (placeName === NEARBY_LABEL)
    return {
      title: 'Schulen in Deiner Umgebung',
      description: 'Schulen in Deiner Umgebung auf oabat: Schulprofile, Schwarze Bretter und Partnerbetriebe.',
    }
  return placeName
    ? {
        title: `Schulen in ${placeName} und Umgebung`,
        description: `Schulen in ${placeName} und Umgebung auf oabat: Schulprofile, Schwarze Bretter und Partnerbetriebe.`,
      }
    : {
        title: 'Schulen finden',
        description: 'Finde Schulen in Deiner Nähe auf oabat: Schulprofile, Schwarze Bretter und Partnerbetriebe.',
      }
}
