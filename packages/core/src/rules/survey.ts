/**
 * @module survey — the survey card of SPEC §4/§5/§9: which prompt a user sees, after which delay.
 */
import { isAdmin, type RuleUser, userRoles } from './roles.ts'
import { TUTORIAL_STEPS } from './tutorial-steps.ts'

export const SURVEY_PROMPTS = ['general', 'business_profile_completed'] as const
export type SurveyPrompt = (typeof SURVEY_PROMPTS)[number]
/** Longest message of a platform review (characters); SPEC does not say, docs/ratings.md. */
export const REVIEW_MESSAGE_MAX = 2000

/** SPEC §9: the survey timer starts 1 s after init. */
export const SURVEY_START_MS = 1_000
/** SPEC §9: default delay 120 s. */
export const SURVEY_DEFAULT_DELAY_MS = 120_000
/** SPEC §9: 20 s for a business with the tutorial step (its „Erste Schritte“ are done). */
export const SURVEY_BUSINESS_DELAY_MS = 20_000

export interface SurveyPlan {
  prompt: SurveyPrompt
  /** From init: the 1 s start plus the prompt's delay. */
  delayMs: number
}

/**
 * The card to show, or null: only a logged-in non-admin, once per prompt name (the confirmed list in
 * local storage). A company that finished its first steps is asked about its profile first.
 */
export function surveyPlan(
  user: (RuleUser & { tutorial_steps?: readonly string[] }) | null,
  confirmed: readonly string[],
): SurveyPlan | null {
  if (!user || isAdmin(user)) return null
  const business = userRoles(user).includes('business')
  const stepDone = (user.tutorial_steps ?? []).includes(TUTORIAL_STEPS.firstSteps)
  if (business && stepDone && !confirmed.includes('business_profile_completed'))
    return { prompt: 'business_profile_completed', delayMs: SURVEY_START_MS + SURVEY_BUSINESS_DELAY_MS }
  if (!confirmed.includes('general')) return { prompt: 'general', delayMs: SURVEY_START_MS + SURVEY_DEFAULT_DELAY_MS }
  return null
}

/** How long the card still waits: its delay counts from the portal's init, however late its code arrived. */
export function surveyWaitMs(plan: SurveyPlan, startedAt: number, now: number): number {
  return Math.max(0, startedAt + plan.delayMs - now)
}

/** The confirmed prompt names from local storage; anything unreadable counts as none. */
export function confirmedPrompts(stored: string | null): SurveyPrompt[] {
  if (!stored) return []
  try {
    const parsed: unknown = JSON.parse(stored)
    return Array.isArray(parsed)
      ? parsed.filter((name): name is SurveyPrompt => SURVEY_PROMPTS.includes(name as SurveyPrompt))
      : []
  } catch {
    return []
  }
}
