import type { Insertable } from 'kysely'
import type { SchoolsTable } from '../db/schema.ts'
import { SlugRegistry } from './business-names.ts'
import { type DemoGeography, regionsContaining, spreadAround } from './demo-geography.ts'
import { daysBefore } from './demo-time.ts'
import type { ReferenceData } from './reference-data.ts'
import type { Rng } from './rng.ts'

type SchoolType = 'Mittelschule' | 'Realschule' | 'Gymnasium' | 'Berufsschule' | 'FOS/BOS'

const TYPE_WEIGHTS = [
  ['Mittelschule', 30],
  ['Realschule', 25],
  ['Gymnasium', 25],
  ['Berufsschule', 10],
  ['FOS/BOS', 10],
] as const

const NAMESAKES = [
  'Johannes-Kepler',
  'Sophie-Scholl',
  'Albert-Einstein',
  'Marie-Curie',
  'Gregor-Mendel',
  'Carl-Orff',
  'Clara-Schumann',
  'Alexander-von-Humboldt',
  'Hildegard-von-Bingen',
  'Leonardo-da-Vinci',
  'Lise-Meitner',
]

function schoolName(type: SchoolType, town: string, rng: Rng): string {
  const namesake = rng.pick(NAMESAKES)
  switch (type) {
    case 'Mittelschule':
      return rng.chance(0.5) ? `Mittelschule ${town}` : `${namesake}-Mittelschule ${town}`
    case 'Realschule':
      return rng.chance(0.5) ? `Staatliche Realschule ${town}` : `${namesake}-Realschule ${town}`
    case 'Gymnasium':
      return rng.chance(0.3) ? `Gymnasium ${town}` : `${namesake}-Gymnasium ${town}`
    case 'Berufsschule':
      return rng.chance(0.5) ? `Staatliche Berufsschule ${town}` : `Berufliches Schulzentrum ${town}`
    case 'FOS/BOS':
      return `Staatliche Fachoberschule und Berufsoberschule ${town}`
  }
}

const ABOUT: Record<SchoolType, string> = {
  Mittelschule:
    'Mit Praxisklassen, Berufsorientierung und vielen Betriebspraktika bereiten wir unsere Schülerinnen und Schüler gezielt auf die Ausbildung vor.',
  Realschule:
    'In den Wahlpflichtfächergruppen Technik, Wirtschaft und Sprachen legen wir die Grundlagen für Ausbildung und weiterführende Schulen.',
  Gymnasium:
    'Neben dem Abitur ist uns eine praxisnahe Studien- und Berufsorientierung mit Partnerbetrieben aus der Region wichtig.',
  Berufsschule: 'Wir unterrichten Auszubildende in gewerblichen, kaufmännischen und sozialen Berufen im dualen System.',
  'FOS/BOS':
    'Bei uns erwerben Schülerinnen und Schüler die Fachhochschul- oder Hochschulreife in den Zweigen Technik, Wirtschaft und Soziales.',
}

/** The first school lies in Passau: the demo school account belongs to it. */
export function generateSchools(
  count: number,
  firstId: number,
  geography: DemoGeography,
  refs: ReferenceData,
  rng: Rng,
  existingSlugs: string[],
): Array<Insertable<SchoolsTable> & { id: number }> {
  const slugs = new SlugRegistry(existingSlugs)
  const near = Math.min(count, 12)
  const perRegion = 3
  const slices: string[] = []
  for (let i = 0; i < near; i++) slices.push('passau')
  for (const region of refs.regions) {
    if (region.slug === 'passau') continue
    for (let i = 0; i < perRegion && slices.length < count; i++) slices.push(region.slug)
  }
  while (slices.length < count) slices.push('national')

  return slices.map((slice, i) => {
    const picker =
      slice === 'passau' ? geography.passau : slice === 'national' ? undefined : geography.regionPicker(slice)
    const place = i === 0 ? geography.passauTown : (picker ?? geography.national).pick(rng)
    const type: SchoolType = i === 0 ? 'Mittelschule' : rng.weighted(TYPE_WEIGHTS)
    const name = schoolName(type, place.name, rng)
    const point = spreadAround(place, rng)
    const region = regionsContaining(refs.regions, point.latitude, point.longitude)[0]
    return {
      id: firstId + i,
      slug: slugs.claim(name),
      name,
      type,
      city: place.name,
      location_id: place.id,
      latitude: point.latitude,
      longitude: point.longitude,
      about_us: `${ABOUT[type]} Unsere Schule in ${place.name} arbeitet eng mit Betrieben aus der Umgebung zusammen.`,
      channel_id: region?.channelId ?? null,
      is_minibat_unlocked: i === 0 || rng.chance(0.3) ? 1 : 0,
      created_at: daysBefore(rng, 60, 900),
    }
  })
}
