import { formatCount } from '../shared/format.ts'
import type { Place } from './resolve-place.ts'

export type JobListType = 'alle' | 'ausbildung' | 'praktikum'

const NOUNS: Record<JobListType, [one: string, many: string]> = {
  alle: ['Stelle', 'Stellen'],
  ausbildung: ['Ausbildungsplatz', 'Ausbildungsplätze'],
  praktikum: ['Praktikumsplatz', 'Praktikumsplätze'],
}

/** "37 Ausbildungsplätze im Umkreis von 50 km um Passau" */
export function jobListSummary(total: number, type: JobListType, radius: number, place: Place): string {
  const [one, many] = NOUNS[type]
  const count = `${formatCount(total)} ${total === 1 ? one : many}`
  if (place.latitude === undefined) return count
  const around = place.name ? ` um ${place.name}` : ''
  return `${count} im Umkreis von ${formatCount(radius)} km${around}`
}
