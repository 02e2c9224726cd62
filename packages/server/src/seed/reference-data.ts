import { CRAFT_LABELS, CRAFTS, type Craft, DEFAULT_SEARCH_CHANNEL, type FIXED_REGIONS } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { countRows, insertRows, nextId } from './batch-insert.ts'

type FixedRegion = (typeof FIXED_REGIONS)[number]

export interface RegionSeed {
  slug: FixedRegion
  name: string
  description: string
  latitude: number
  longitude: number
  radiusKm: number
  isV2: boolean
}

/** The fixed regions of SPEC §2 with their area: centre and radius decide which business sites join their channel. */
export const REGION_SEEDS: readonly RegionSeed[] = [
  {
    slug: 'altmuehlfranken',
    name: 'Altmühlfranken',
    description:
      'Ausbildung und Praktikum im Landkreis Weißenburg-Gunzenhausen: Betriebe aus dem Fränkischen Seenland stellen sich vor.',
    latitude: 49.03,
    longitude: 10.85,
    radiusKm: 25,
    isV2: false,
  },
  {
    slug: 'freyung-grafenau',
    name: 'Freyung-Grafenau',
    description:
      'Der Landkreis Freyung-Grafenau im Bayerischen Wald: finde Deinen Ausbildungsplatz direkt vor der Haustür.',
    latitude: 48.81,
    longitude: 13.55,
    radiusKm: 25,
    isV2: false,
  },
  {
    slug: 'hauzenberg',
    name: 'Hauzenberg',
    description: 'Ausbildungsbetriebe rund um Hauzenberg im Passauer Land – vom Handwerk bis zur Industrie.',
    latitude: 48.65,
    longitude: 13.63,
    radiusKm: 12,
    isV2: false,
  },
  {
    slug: 'inn-salzach',
    name: 'Inn-Salzach',
    description:
      'Die Region Inn-Salzach mit Altötting, Burghausen und Neuötting: Chemiedreieck, Handwerk und Handel suchen Nachwuchs.',
    latitude: 48.25,
    longitude: 12.68,
    radiusKm: 25,
    isV2: false,
  },
  {
    slug: 'passau',
    name: 'Passau',
    description:
      'Stadt und Landkreis Passau: Ausbildungsplätze, Praktika und Jobs in der Dreiflüssestadt und im Passauer Land.',
    latitude: 48.5665,
    longitude: 13.43122,
    radiusKm: 30,
    isV2: true,
  },
  {
    slug: 'lernen-vor-ort-muhldorf-speeddating',
    name: 'Lernen vor Ort Mühldorf – Speeddating',
    description:
      'Beim Ausbildungs-Speeddating im Landkreis Mühldorf am Inn lernst Du Betriebe aus Deiner Region in kurzen Gesprächen kennen.',
    latitude: 48.25,
    longitude: 12.52,
    radiusKm: 20,
    isV2: false,
  },
  {
    slug: 'lkr-r',
    name: 'Landkreis Regensburg',
    description:
      'Ausbildung im Landkreis Regensburg: Betriebe rund um die Oberpfälzer Metropole zeigen Dir ihre Berufe.',
    latitude: 49.02,
    longitude: 12.1,
    radiusKm: 30,
    isV2: true,
  },
]

export interface ReferenceData {
  channelIds: Map<string, number>
  regions: Array<RegionSeed & { id: number; channelId: number }>
  categoryIds: Map<Craft, number>
}

/**
 * Channels (oabat plus one per fixed region), the regions and the six job categories. Inserted
 * once; when present already, the existing rows are read back so the seed can link to them.
 */
export async function seedReferenceData(db: Kysely<Database>): Promise<ReferenceData> {
  if ((await countRows(db, 'channels')) === 0) {
    const firstChannel = await nextId(db, 'channels')
    const channelRows = [
      { id: firstChannel, slug: DEFAULT_SEARCH_CHANNEL, name: 'oabat' },
      ...REGION_SEEDS.map((region, i) => ({ id: firstChannel + 1 + i, slug: region.slug, name: region.name })),
    ]
    await insertRows(db, 'channels', channelRows)
  }
  const channels = await db.selectFrom('channels').select(['id', 'slug']).orderBy('id').execute()
  const channelIds = new Map(channels.map((c) => [c.slug, c.id]))

  if ((await countRows(db, 'regions')) === 0) {
    const firstRegion = await nextId(db, 'regions')
    await insertRows(
      db,
      'regions',
      REGION_SEEDS.map((region, i) => ({
        id: firstRegion + i,
        slug: region.slug,
        name: region.name,
        description: region.description,
        channel_id: requireId(channelIds, region.slug),
        is_v2: region.isV2 ? 1 : 0,
        latitude: region.latitude,
        longitude: region.longitude,
        radius_km: region.radiusKm,
      })),
    )
  }
  const regionRows = await db.selectFrom('regions').select(['id', 'slug', 'channel_id']).execute()
  const regions = REGION_SEEDS.flatMap((seed) => {
    const row = regionRows.find((r) => r.slug === seed.slug)
    return row ? [{ ...seed, id: row.id, channelId: row.channel_id }] : []
  })

  if ((await countRows(db, 'job_categories')) === 0) {
    const firstCategory = await nextId(db, 'job_categories')
    await insertRows(
      db,
      'job_categories',
      CRAFTS.map((craft, i) => ({ id: firstCategory + i, slug: craft, name: CRAFT_LABELS[craft], sort_order: i + 1 })),
    )
  }
  const categories = await db.selectFrom('job_categories').select(['id', 'slug']).execute()
  const categoryIds = new Map<Craft, number>()
  for (const c of categories) if ((CRAFTS as readonly string[]).includes(c.slug)) categoryIds.set(c.slug as Craft, c.id)

  return { channelIds, regions, categoryIds }
}

function requireId(ids: Map<string, number>, slug: string): number {
  const id = ids.get(slug)
  if (id === undefined) throw new Error(`channel ${slug} is missing`)
  return id
}
