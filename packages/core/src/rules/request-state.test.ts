import { describe, expect, it } from 'vitest'
import { requestStateFromStatus } from './request-state.ts'

describe('requestStateFromStatus (SPEC §4 request state)', () => {
  it.each([
    [200, 'success'],
    [201, 'success'],
    [202, 'warning'],
    [204, 'warning'],
    [299, 'warning'],
    [301, 'error'],
    [404, 'error'],
    [422, 'error'],
    [500, 'error'],
    [0, 'error'],
  ] as const)('%i → %s', (status, state) => {
    expect(requestStateFromStatus(status)).toBe(state)
  })
})
