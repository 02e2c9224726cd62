import { z } from 'zod'

/** Query-string number with a German message naming the allowed range. */
export function queryNumber(label: string, min: number, max: number) {
  return z.coerce
    .number({ error: `${label} muss eine Zahl sein.` })
    .refine((n) => Number.isFinite(n), `${label} muss eine Zahl sein.`)
    .refine((n) => n >= min && n <= max, `${label} muss zwischen ${min} und ${max} liegen.`)
}

/** Query-string whole number in a range. */
export function queryInteger(label: string, min: number, max: number) {
  return queryNumber(label, min, max).refine((n) => Number.isInteger(n), `${label} muss eine ganze Zahl sein.`)
}

export const latitudeField = queryNumber('Der Breitengrad', -90, 90)
export const longitudeField = queryNumber('Der Längengrad', -180, 180)
