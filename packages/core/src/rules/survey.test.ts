import { describe, expect, it } from 'vitest'
import { users } from './rule-users.test-support.ts'
import { confirmedPrompts, surveyPlan, surveyWaitMs } from './survey.ts'

describe('survey card (SPEC §4, §9)', () => {
  it('nobody logged in and the admin see no card', () => {
    expect(surveyPlan(null, [])).toBeNull()
    expect(surveyPlan(users.admin, [])).toBeNull()
  })

  it('a trainee sees the general prompt after 1 s + 120 s, once', () => {
    expect(surveyPlan(users.trainee, [])).toEqual({ prompt: 'general', delayMs: 121_000 })
    expect(surveyPlan(users.trainee, ['general'])).toBeNull()
  })

  it('a business with its first steps done is asked about its profile after 1 s + 20 s, then the general one', () => {
    const done = { ...users.business, tutorial_steps: ['erste-schritte'] }
    expect(surveyPlan(done, [])).toEqual({ prompt: 'business_profile_completed', delayMs: 21_000 })
    expect(surveyPlan(done, ['business_profile_completed'])).toEqual({ prompt: 'general', delayMs: 121_000 })
    expect(surveyPlan(users.business, [])).toEqual({ prompt: 'general', delayMs: 121_000 })
  })

  it('reads the confirmed list from local storage, ignoring anything else', () => {
    expect(confirmedPrompts('["general","foo",3]')).toEqual(['general'])
    expect(confirmedPrompts('kaputt')).toEqual([])
    expect(confirmedPrompts(null)).toEqual([])
  })

  it('counts the delay from the portal’s init, not from when the card’s code arrived', () => {
    const plan = { prompt: 'general' as const, delayMs: 121_000 }
    expect(surveyWaitMs(plan, 1_000, 1_000)).toBe(121_000)
    expect(surveyWaitMs(plan, 1_000, 101_000)).toBe(21_000)
    expect(surveyWaitMs(plan, 1_000, 500_000)).toBe(0)
  })
})
