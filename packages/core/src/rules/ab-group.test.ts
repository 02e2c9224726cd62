import { describe, expect, it } from 'vitest'
import { abGroupOf } from './ab-group.ts'

describe('abGroupOf (SPEC §9: parity of the first character code)', () => {
  it.each([
    ['b3f…', 'a'], // "b" = 98
    ['a3f…', 'b'], // "a" = 97
    ['0abc', 'a'], // "0" = 48
    ['1abc', 'b'], // "1" = 49
    ['', 'a'],
  ])('%j → %s', (id, group) => {
    expect(abGroupOf(id)).toBe(group)
  })
})
