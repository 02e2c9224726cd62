import { describe, expect, it } from 'vitest'
import { isGermanPostalCode, parseTraineeLocation } from './trainee-location.ts'

describe('parseTraineeLocation (SPEC §5)', () => {
  it('stores an all-digit input as postal code', () => {
    expect(parseTraineeLocation('94032')).toEqual({ city: null, postal_code: '94032' })
    expect(parseTraineeLocation('  94032 ')).toEqual({ city: null, postal_code: '94032' })
  })

  it('stores anything else as city', () => {
    expect(parseTraineeLocation('Passau')).toEqual({ city: 'Passau', postal_code: null })
    expect(parseTraineeLocation('94032 Passau')).toEqual({ city: '94032 Passau', postal_code: null })
    expect(parseTraineeLocation('Neustadt a.d. Donau')).toEqual({ city: 'Neustadt a.d. Donau', postal_code: null })
  })

  it('clears both for an empty input', () => {
    expect(parseTraineeLocation('   ')).toEqual({ city: null, postal_code: null })
  })

  it('knows a German postal code by its five digits', () => {
    expect(isGermanPostalCode('94032')).toBe(true)
    expect(isGermanPostalCode('9403')).toBe(false)
    expect(isGermanPostalCode('940321')).toBe(false)
  })
})
