import { describe, expect, it } from 'vitest'
import { type TraineeCompletenessInput, traineeCompleteness } from './trainee-completeness.ts'

const empty: TraineeCompletenessInput = {
  about_me: null,
  primary_address: null,
  interests: [],
  school_base: null,
  highest_graduation: null,
  experience: null,
  number_trialwork: 0,
  profile_picture: null,
}

describe('traineeCompleteness (SPEC §5)', () => {
  it('an empty profile misses every section in page order', () => {
    expect(traineeCompleteness(empty)).toEqual({
      percentage: 0,
      missing: ['about_me', 'contact', 'hobbies', 'education', 'experience', 'picture'],
    })
  })

  it('counts each filled section as a sixth, rounded', () => {
    expect(traineeCompleteness({ ...empty, about_me: 'Ich schraube gern.' }).percentage).toBe(17)
    expect(
      traineeCompleteness({ ...empty, about_me: 'Hallo', primary_address: { city: 'Passau', postal_code: null } })
        .percentage,
    ).toBe(33)
  })

  it('blank text does not count; education needs school and graduation', () => {
    const result = traineeCompleteness({ ...empty, about_me: '   ', school_base: 'Mittelschule Passau' })
    expect(result.missing).toContain('about_me')
    expect(result.missing).toContain('education')
    expect(
      traineeCompleteness({ ...empty, school_base: 'Gymnasium', highest_graduation: 'abi' }).missing,
    ).not.toContain('education')
  })

  it('a trial work counts as experience; birthdate and phone are not asked', () => {
    expect(traineeCompleteness({ ...empty, number_trialwork: 1 }).missing).not.toContain('experience')
  })

  it('a full profile is 100 % with nothing missing', () => {
    expect(
      traineeCompleteness({
        about_me: 'Hallo',
        primary_address: { city: null, postal_code: '94032' },
        interests: [{ id: 1 }],
        school_base: 'Realschule',
        highest_graduation: 'mittel',
        experience: 'Praktikum beim Bäcker',
        number_trialwork: 0,
        profile_picture: { id: 1 },
      }),
    ).toEqual({ percentage: 100, missing: [] })
  })
})
