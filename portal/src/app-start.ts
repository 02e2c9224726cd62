/**
 * When the portal started in this tab. Timers that SPEC counts "from init" (the survey card, §9)
 * measure from here, not from when their lazily loaded code arrives.
 */
let startedAt: number | null = null

export function markAppStart(now: number = Date.now()): void {
  startedAt ??= now
}

export function appStartedAt(): number {
  return startedAt ?? Date.now()
}
