/** A clock for tests: starts at the real time (or a given one) and moves only when told. */
export interface TestClock {
  now(): number
  /** Moves time forward. */
  advance(milliseconds: number): void
}

export function createTestClock(start: number = Date.now()): TestClock {
  let current = start
  return {
    now: () => current,
    advance(milliseconds) {
      current += milliseconds
    },
  }
}
