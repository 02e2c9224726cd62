import { slugify } from './slugify.ts'

/** SPEC §2 location slug forms: "nearby", "zip-{name}-{digits}" and "{name}-{digits}". */
export type LocationSlug =
  | { kind: 'nearby' }
  | { kind: 'zip'; name: string; zip: string }
  | { kind: 'id'; name: string; id: number }

export const NEARBY_SLUG = 'nearby'
export const NEARBY_LABEL = 'Umgebung'

const ZIP_FORM = /^zip-([a-z0-9]+(?:-[a-z0-9]+)*)-(\d{5})$/
const ID_FORM = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(\d{1,12})$/

/** Parses a location slug; null when it has none of the three forms. */
export function parseLocationSlug(slug: string): LocationSlug | null {
  if (slug === NEARBY_SLUG) return { kind: 'nearby' }
  const zip = ZIP_FORM.exec(slug)
  if (zip) return { kind: 'zip', name: zip[1] as string, zip: zip[2] as string }
  const id = ID_FORM.exec(slug)
  if (id) {
    const value = Number(id[2])
    return Number.isSafeInteger(value) && value > 0 ? { kind: 'id', name: id[1] as string, id: value } : null
  }
  return null
}

/** The "{name}-{id}" slug of a place. */
export function locationIdSlug(name: string, id: number): string {
  return `${slugify(name) || 'ort'}-${id}`
}

/** The "zip-{name}-{zip}" slug of a postal code area. */
export function locationZipSlug(name: string, zip: string): string {
  return `zip-${slugify(name) || 'ort'}-${zip}`
}
