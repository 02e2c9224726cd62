import { describe, expect, test } from 'vitest'
import { type FirstStepsFacts, firstSteps, TUTORIAL_STEPS } from './tutorial-steps.ts'

const fresh: FirstStepsFacts = {
  businessSlug: 'müller & söhne',
  profileComplete: false,
  publishedJobs: 0,
  businessUsers: 1,
  tutorialSteps: [],
}

describe('firstSteps („Erste Schritte“ on /betrieb)', () => {
  test('a new company has every step open, each linked to its page', () => {
    expect(firstSteps(fresh)).toEqual([
      {
        key: 'profile',
        label: 'Profil vervollständigen',
        href: '/betriebe/m%C3%BCller%20%26%20s%C3%B6hne/bearbeiten',
        done: false,
      },
      {
        key: 'job',
        label: 'Erste Stelle veröffentlichen',
        href: '/betriebe/m%C3%BCller%20%26%20s%C3%B6hne/jobs/uebersicht',
        done: false,
      },
      { key: 'sites', label: 'Standorte prüfen', href: '/betrieb/standorte', done: false },
      { key: 'colleagues', label: 'Kolleginnen und Kollegen einladen', href: '/betrieb/benutzer', done: false },
    ])
  })

  test('each step is done by its own fact', () => {
    const done = (facts: Partial<FirstStepsFacts>) =>
      firstSteps({ ...fresh, ...facts })
        .filter((step) => step.done)
        .map((step) => step.key)
    expect(done({ profileComplete: true })).toEqual(['profile'])
    expect(done({ publishedJobs: 3 })).toEqual(['job'])
    expect(done({ tutorialSteps: [TUTORIAL_STEPS.sitesChecked] })).toEqual(['sites'])
    // Another step name does not count as checked sites.
    expect(done({ tutorialSteps: [TUTORIAL_STEPS.firstSteps] })).toEqual([])
    expect(done({ businessUsers: 2 })).toEqual(['colleagues'])
  })
})
