import { describe, expect, it } from 'vitest'
import { PASSWORD_MESSAGES, passwordProblem } from './password-rule.ts'

describe('password rule (docs/accounts.md: at least 8 characters with a letter and a digit)', () => {
  it.each<[string, string | null]>([
    ['oabat-demo-2026', null],
    ['abcdefg1', null],
    ['Übung123', null],
    ['', PASSWORD_MESSAGES.missing],
    ['abc1', PASSWORD_MESSAGES.tooShort],
    ['abcdefgh', PASSWORD_MESSAGES.letterAndDigit],
    ['12345678', PASSWORD_MESSAGES.letterAndDigit],
    ['a1'.repeat(101), PASSWORD_MESSAGES.tooLong],
  ])('%j → %j', (password, expected) => {
    expect(passwordProblem(password)).toBe(expected)
  })
})
