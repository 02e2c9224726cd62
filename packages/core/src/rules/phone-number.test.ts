import { describe, expect, it } from 'vitest'
import { normalizePhoneNumber } from './phone-number.ts'

describe('normalizePhoneNumber', () => {
  it.each<[string, string | null]>([
    ['0851 123456', '+49851123456'],
    ['+49 (851) 12-34-56', '+49851123456'],
    ['0049 851 123456', '+49851123456'],
    ['+43 664 1234567', '+436641234567'],
    ['0171/1234567', '+491711234567'],
    ['851123456', null],
    ['+49 12', null],
    ['Telefon', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(normalizePhoneNumber(input)).toBe(expected)
  })
})
