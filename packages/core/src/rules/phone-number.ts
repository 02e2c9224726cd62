/**
 * A phone number in international form (+49…), or null when it cannot be one. A leading 0 is a
 * German number; spaces, dashes, slashes and brackets are dropped.
 */
export function normalizePhoneNumber(input: string): string | null {
  const compact = input.trim().replace(/[\s\-/().]/g, '')
  let international: string
  if (compact.startsWith('+')) international = compact
  else if (compact.startsWith('00')) international = `+${compact.slice(2)}`
  else if (compact.startsWith('0')) international = `+49${compact.slice(1)}`
  else return null
  return /^\+[1-9]\d{6,14}$/.test(international) ? international : null
}
