import type { AppContext } from '../app-context.ts'

/** The app context with its clock settled; what the account and auth modules work with. */
export type AccountContext = AppContext & { now: () => number }

export function withClock(context: AppContext): AccountContext {
  return { ...context, now: context.now ?? Date.now }
}
