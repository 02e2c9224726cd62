import { geoCell, slugify } from '@oabat/core'
import type { Insertable } from 'kysely'
import type { BusinessesTable, BusinessSiteChannelsTable, BusinessSitesTable } from '../db/schema.ts'
import { BUSINESS_KINDS, type BusinessKind } from './business-kinds.ts'
import { fillNamePattern, SlugRegistry } from './business-names.ts'
import { type DemoGeography, type DemoPlace, regionsContaining, spreadAround } from './demo-geography.ts'
import { demoResponseHours } from './demo-search-values.ts'
import { between, daysBefore } from './demo-time.ts'
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, STREETS, SURNAMES } from './german-names.ts'
import { logoDataUrl } from './logo.ts'
import type { ReferenceData } from './reference-data.ts'
import type { Rng } from './rng.ts'

/** A generated business with what its jobs need to know about it. */
export interface DemoBusiness {
  row: Insertable<BusinessesTable> & { id: number }
  kind: BusinessKind
  sites: Array<Insertable<BusinessSitesTable> & { id: number }>
}

export interface BusinessBatch {
  businesses: DemoBusiness[]
  siteChannels: Array<Insertable<BusinessSiteChannelsTable>>
}

/** Which part of the country each business's main site is drawn from, in order. */
export function businessSlices(total: number, refs: ReferenceData): string[] {
  const slices: string[] = []
  const passau = Math.min(total, Math.max(45, Math.round(total * 0.04)))
  for (let i = 0; i < passau; i++) slices.push('passau')
  const perRegion = Math.max(6, Math.round(total * 0.008))
  for (const region of refs.regions) {
    if (region.slug === 'passau') continue
    for (let i = 0; i < perRegion && slices.length < total; i++) slices.push(region.slug)
  }
  while (slices.length < total) slices.push('national')
  return slices
}

const KIND_WEIGHTS = BUSINESS_KINDS.map((kind) => [kind, kind.weight] as const)
/** The demo business account shows a typical training company: industry with many occupations. */
const FEATURED_KIND = BUSINESS_KINDS.find((kind) => kind.key === 'machinery') as BusinessKind

function logUniform(rng: Rng, [min, max]: readonly [number, number]): number {
  return Math.round(Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min))))
}

function aboutUs(kind: BusinessKind, town: string, employees: number, rng: Rng): string {
  const founded = rng.int(1898, 2015)
  const sentences = [
    rng.pick([
      `Seit ${founded} sind wir in ${town} und Umgebung für unsere Kundinnen und Kunden da.`,
      `Unser Familienbetrieb wurde ${founded} in ${town} gegründet.`,
      `Von ${town} aus arbeiten wir für Kundschaft in der ganzen Region.`,
    ]),
    rng.pick(kind.about),
  ]
  if (rng.chance(0.7)) sentences.push(`Heute gehören rund ${employees} Menschen zu unserem Team.`)
  if (rng.chance(0.5)) {
    sentences.push(
      rng.pick([
        'Ausbildung hat bei uns Tradition: viele unserer Meisterinnen und Meister haben bei uns gelernt.',
        'Junge Menschen bilden wir mit viel Zeit und Geduld aus.',
        'Wir legen Wert auf ein gutes Miteinander und kurze Wege.',
      ]),
    )
  }
  return sentences.join(' ')
}

/**
 * Generates businesses with 1–3 sites each. The first business lies in Passau with two sites:
 * it is the one the demo business account manages.
 */
export function generateBusinesses(
  count: number,
  firstIds: { business: number; site: number },
  geography: DemoGeography,
  refs: ReferenceData,
  rng: Rng,
  existingSlugs: { businesses: string[]; sites: string[] },
): BusinessBatch {
  const businessSlugs = new SlugRegistry(existingSlugs.businesses)
  const siteSlugs = new SlugRegistry(existingSlugs.sites)
  const oabatChannel = refs.channelIds.get('oabat')
  const businesses: DemoBusiness[] = []
  const siteChannels: Array<Insertable<BusinessSiteChannelsTable>> = []
  let siteId = firstIds.site

  businessSlices(count, refs).forEach((slice, i) => {
    const picker =
      slice === 'passau' ? geography.passau : slice === 'national' ? undefined : geography.regionPicker(slice)
    const main = i === 0 ? geography.passauTown : (picker ?? geography.national).pick(rng)
    const kind = i === 0 ? FEATURED_KIND : rng.weighted(KIND_WEIGHTS)
    const name = fillNamePattern(rng.pick(kind.names), rng, main.name)
    const slug = businessSlugs.claim(name)
    const employees = logUniform(rng, kind.employees)
    const female = rng.chance(0.55)
    const createdAt = daysBefore(rng, 120, 1500)
    const row = {
      id: firstIds.business + i,
      slug,
      name,
      motto: rng.pick(kind.mottos),
      about_us: aboutUs(kind, main.name, employees, rng),
      website: `https://${slug}.example`,
      employees,
      logo_url: logoDataUrl(name),
      is_visible: 1,
      is_job_fair_participant: rng.chance(0.2) ? 1 : 0,
      has_pro_portal: rng.chance(0.1) ? 1 : 0,
      avg_response_hours: demoResponseHours(firstIds.business + i),
      contact_firstname: rng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES),
      contact_lastname: rng.pick(SURNAMES),
      contact_gender: female ? 'Frau' : 'Herr',
      created_at: createdAt,
      updated_at: between(rng, createdAt),
    }

    const siteCount =
      i === 0
        ? 2
        : rng.weighted([
            [1, 70],
            [2, 22],
            [3, 8],
          ] as const)
    const places: DemoPlace[] = [main]
    for (let s = 1; s < siteCount; s++) {
      const place =
        i === 0 || slice === 'passau' || rng.chance(0.6)
          ? geography.nearby(main, i === 0 ? 20 : 40, rng)
          : geography.national.pick(rng)
      if (!places.some((p) => p.id === place.id)) places.push(place)
    }

    const sites = places.map((place, s) => {
      const point = spreadAround(place, rng)
      const id = siteId++
      const site = {
        id,
        business_id: row.id,
        slug: siteSlugs.claim(`${slug}-${slugify(place.name)}`),
        name: s === 0 ? name : `${name} – Standort ${place.name}`,
        street: `${rng.pick(STREETS)} ${rng.int(1, 120)}`,
        postal_code: geography.postalCode(place, id),
        city: place.name,
        location_id: place.id,
        latitude: point.latitude,
        longitude: point.longitude,
        geo_cell: geoCell(point.latitude, point.longitude),
        is_main: s === 0 ? 1 : 0,
      }
      if (oabatChannel !== undefined)
        siteChannels.push({ business_site_id: site.id, channel_id: oabatChannel, is_active: 1 })
      for (const region of regionsContaining(refs.regions, site.latitude, site.longitude)) {
        siteChannels.push({ business_site_id: site.id, channel_id: region.channelId, is_active: 1 })
      }
      return site
    })
    businesses.push({ row, kind, sites })
  })
  return { businesses, siteChannels }
}
