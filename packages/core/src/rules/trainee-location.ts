/** Where a trainee lives, as stored: a postal code or a city name, never both from one input. */
export interface TraineeLocationInput {
  city: string | null
  postal_code: string | null
}

/**
 * SPEC §5: a trainee's location input that is all digits is stored as postal code, otherwise as
 * city. Surrounding spaces do not count; an empty input clears both.
 */
export function parseTraineeLocation(input: string): TraineeLocationInput {
  const value = input.trim()
  if (value === '') return { city: null, postal_code: null }
  if (/^\d+$/.test(value)) return { city: null, postal_code: value }
  return { city: value, postal_code: null }
}

/** A German postal code has five digits; other digit strings are refused, not stored as a city. */
export function isGermanPostalCode(value: string): boolean {
  return /^\d{5}$/.test(value)
}
