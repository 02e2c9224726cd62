import type { JobTypeId } from '@oabat/core'

/*
 * Values the v2 search filters on (salary, answer time), derived from the row id alone: they draw
 * nothing from the random streams, so adding them left every other demo value as it was.
 */

function mix(id: number, salt: number): number {
  return Math.imul(id ^ salt, 0x9e3779b1) >>> 0
}

/** Monthly gross pay: apprenticeships 850–1,200 €, internships unpaid, jobs by employment. */
export function demoSalary(
  id: number,
  type: JobTypeId,
  employment: 'Vollzeit' | 'Teilzeit' | 'Minijob',
): number | null {
  const h = mix(id, 0x51a7)
  if (type === 1) return 850 + (h % 8) * 50
  if (type === 2) return null
  if (employment === 'Minijob') return 538
  const fullTime = 2200 + (h % 21) * 100
  return employment === 'Teilzeit' ? Math.round(fullTime / 200) * 100 : fullTime
}

const RESPONSE_HOURS = [4, 8, 12, 20, 30, 40, 60, 96, 150, 240] as const

/** Average hours until a business answers; about one in eight has no figure yet. */
export function demoResponseHours(id: number): number | null {
  const h = mix(id, 0x7e57)
  if (h % 8 === 0) return null
  return RESPONSE_HOURS[h % RESPONSE_HOURS.length] as number
}
