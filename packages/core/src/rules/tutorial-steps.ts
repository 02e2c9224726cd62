/**
 * @module tutorial-steps — the tutorial step names (SPEC §3 Tutorial step per user) that the portal
 * sets and reads and the demo seed stores, in one place so they always agree, and the company's
 * „Erste Schritte“ checklist on /betrieb.
 */

export const TUTORIAL_STEPS = {
  /** Unlocks „Schulnetzwerk“ in the business menu after the school network's introduction. */
  schoolNetwork: 'schulnetzwerk',
  /** The company finished or dismissed „Erste Schritte“: unlocks „Standorte“ and „Benutzerverwaltung“. */
  firstSteps: 'erste-schritte',
  /** The company opened its sites from the checklist to check them. */
  sitesChecked: 'standorte-geprueft',
} as const

export type TutorialStep = (typeof TUTORIAL_STEPS)[keyof typeof TUTORIAL_STEPS]

export type FirstStepKey = 'profile' | 'job' | 'sites' | 'colleagues'

export interface FirstStep {
  key: FirstStepKey
  /** What to do, addressed to the company („Ihr/Euch“ as on /betrieb). */
  label: string
  /** Where the company does it. */
  href: string
  done: boolean
}

export interface FirstStepsFacts {
  businessSlug: string
  profileComplete: boolean
  publishedJobs: number
  /** The company's accounts including the signed-in one and open invitations. */
  businessUsers: number
  tutorialSteps: readonly string[]
}

/** The four first steps of a new company in the order it usually takes them, each with its page and whether it is done. */
export function firstSteps(facts: FirstStepsFacts): FirstStep[] {
  const slug = encodeURIComponent(facts.businessSlug)
  return [
    {
      key: 'profile',
      label: 'Profil vervollständigen',
      href: `/betriebe/${slug}/bearbeiten`,
      done: facts.profileComplete,
    },
    {
      key: 'job',
      label: 'Erste Stelle veröffentlichen',
      href: `/betriebe/${slug}/jobs/uebersicht`,
      done: facts.publishedJobs > 0,
    },
    {
      key: 'sites',
      label: 'Standorte prüfen',
      href: '/betrieb/standorte',
      done: facts.tutorialSteps.includes(TUTORIAL_STEPS.sitesChecked),
    },
    {
      key: 'colleagues',
      label: 'Kolleginnen und Kollegen einladen',
      href: '/betrieb/benutzer',
      done: facts.businessUsers > 1,
    },
  ]
}
