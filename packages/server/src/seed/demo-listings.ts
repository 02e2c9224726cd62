import { type Craft, distanceKm, geoCellRanges, slugify } from '@oabat/core'
import type { Insertable, Kysely } from 'kysely'
import type { Database, PostsTable } from '../db/schema.ts'
import { seedDemoLivestreams } from './demo-livestreams.ts'
import { DEMO_REFERENCE_TIME } from './demo-time.ts'
import type { ReferenceData } from './reference-data.ts'

/*
 * Demo listings: a few posts (Neuigkeiten) and events per region, job fairs (Messen) in three
 * regions and three job lists. Everything derives from the seeded businesses, schools and jobs,
 * deterministically, with dates counted from the demo reference time.
 */

const DAY_MS = 86_400_000

function at(days: number, hour = 9): string {
  const day = new Date(DEMO_REFERENCE_TIME + days * DAY_MS)
  day.setUTCHours(hour, 0, 0, 0)
  return day.toISOString()
}

export interface DemoListingsResult {
  posts: number
  events: number
  jobFairs: number
  jobLists: number
}

type Region = ReferenceData['regions'][number]

/** Visible businesses with a site in the region's channel, each once, the first few by id. */
async function regionBusinesses(db: Kysely<Database>, region: Region, limit: number) {
  const rows = await db
    .selectFrom('business_site_channels as sc')
    .innerJoin('business_sites as s', 's.id', 'sc.business_site_id')
    .innerJoin('businesses as b', 'b.id', 's.business_id')
    .select(['b.id', 'b.name', 'b.is_job_fair_participant', 's.city', 's.latitude', 's.longitude'])
    .where('sc.channel_id', '=', region.channelId)
    .where('b.is_visible', '=', 1)
    .orderBy('b.id')
    .orderBy('s.id')
    .execute()
  const seen = new Set<number>()
  return rows.filter((row) => !seen.has(row.id) && seen.add(row.id)).slice(0, limit)
}

/** The most populous place within 15 km of a point: the fair's location page. */
async function mainPlace(db: Kysely<Database>, latitude: number, longitude: number) {
  const ranges = geoCellRanges(latitude, longitude, 15)
  const places = await db
    .selectFrom('locations')
    .select(['slug', 'name', 'latitude', 'longitude', 'population'])
    .where((eb) => eb.or(ranges.map(([from, to]) => eb('geo_cell', '>=', from).and('geo_cell', '<=', to))))
    .execute()
  return (
    places
      .filter((p) => distanceKm(latitude, longitude, p.latitude, p.longitude) <= 15)
      .sort((a, b) => (b.population ?? 0) - (a.population ?? 0))[0] ?? null
  )
}

async function seedPosts(db: Kysely<Database>, refs: ReferenceData): Promise<number> {
  const rows: Array<Insertable<PostsTable>> = []
  let n = 0
  const slug = (title: string) => `${slugify(title).slice(0, 60)}-${++n}`
  for (const [r, region] of refs.regions.entries()) {
    const businesses = await regionBusinesses(db, region, 2)
    const school = await db
      .selectFrom('schools')
      .select(['id', 'name', 'city', 'latitude', 'longitude'])
      .where('channel_id', '=', region.channelId)
      .orderBy('id')
      .executeTakeFirst()
    const base = { channel_id: region.channelId, created_at: at(-30 - r) }
    const regionTitle = `${region.name}: Jetzt für den Ausbildungsstart 2027 bewerben`
    rows.push({
      ...base,
      slug: slug(regionTitle),
      title: regionTitle,
      teaser: `Viele Betriebe in ${region.name} suchen noch Auszubildende für den Herbst 2027.`,
      body: `Viele Betriebe in ${region.name} suchen noch Auszubildende für den Ausbildungsstart im Herbst 2027. Schau Dir die offenen Stellen in Deiner Region an, vereinbare ein Praktikum und lerne Deinen künftigen Betrieb vorher kennen. Bei Fragen helfen Dir die Ausbildungsberaterinnen und -berater der Region gern weiter.`,
      author_type: 'region',
      region_id: region.id,
      city: region.name,
      latitude: region.latitude,
      longitude: region.longitude,
      published_at: at(-2 - r, 8),
    })
    for (const [i, business] of businesses.entries()) {
      const title =
        i === 0 ? `Tag der offenen Tür bei ${business.name}` : `${business.name}: So läuft Deine Ausbildung bei uns`
      rows.push({
        ...base,
        slug: slug(title),
        title,
        teaser:
          i === 0
            ? `Komm vorbei, schau uns über die Schulter und sprich mit unseren Azubis in ${business.city}.`
            : `Unsere Azubis erzählen, wie ihr erster Tag war und was sie im zweiten Lehrjahr lernen.`,
        body:
          i === 0
            ? `Am Samstag öffnen wir in ${business.city} unsere Türen. Du kannst Dir die Werkstatt und das Büro ansehen, unsere Azubis ausfragen und gleich einen Termin für ein Praktikum ausmachen. Bring gern Deine Eltern mit – wir freuen uns auf Dich!`
            : `Wie sieht eine Ausbildung bei ${business.name} aus? Unsere Azubis erzählen von ihrem ersten Tag, von der Berufsschule und von den Projekten, die sie im zweiten Lehrjahr schon selbst betreuen. Wenn Du neugierig geworden bist, melde Dich für ein Praktikum bei uns.`,
        author_type: 'business',
        business_id: business.id,
        city: business.city,
        latitude: business.latitude,
        longitude: business.longitude,
        published_at: at(-5 - 3 * i - r, 10),
      })
    }
    if (school) {
      const title = `${school.name} sucht Praktikumsbetriebe`
      rows.push({
        ...base,
        slug: slug(title),
        title,
        teaser: `Unsere neunten Klassen machen im Frühjahr ihr Betriebspraktikum – wir suchen Betriebe in ${school.city}.`,
        body: `Im Frühjahr gehen unsere neunten Klassen für eine Woche ins Betriebspraktikum. Wir suchen Betriebe in und um ${school.city}, die Schülerinnen und Schülern einen Einblick in ihren Beruf geben. Melde Dich gern über unser Schulprofil.`,
        author_type: 'school',
        school_id: school.id,
        city: school.city,
        latitude: school.latitude,
        longitude: school.longitude,
        published_at: at(-12 - r, 11),
      })
    }
  }
  if (rows.length > 0) await db.insertInto('posts').values(rows).execute()
  return rows.length
}

async function seedEvents(db: Kysely<Database>, refs: ReferenceData): Promise<number> {
  const rows = refs.regions.flatMap((region, r) => [
    {
      slug: `tag-der-ausbildung-${region.slug}`,
      title: `Tag der Ausbildung ${region.name}`,
      description: `Betriebe aus ${region.name} stellen ihre Ausbildungsberufe vor. Du kannst Dich direkt an den Ständen informieren und Praktika vereinbaren.`,
      start_at: at(20 + 7 * r, 9),
      end_at: at(20 + 7 * r, 15),
      city: region.name,
      channel_id: region.channelId,
      created_at: at(-20),
    },
    {
      slug: `elternabend-berufsorientierung-${region.slug}`,
      title: 'Elternabend Berufsorientierung',
      description: `Wie finden Jugendliche in ${region.name} den passenden Ausbildungsplatz? Ausbildungsberater und Betriebe beantworten die Fragen von Eltern.`,
      start_at: at(-10 - r, 18),
      end_at: at(-10 - r, 20),
      city: region.name,
      channel_id: region.channelId,
      created_at: at(-40),
    },
  ])
  if (rows.length > 0) await db.insertInto('events').values(rows).execute()
  return rows.length
}

const FAIRS = [
  { region: 'passau', name: 'Ausbildungsmesse Passau', days: 45 },
  { region: 'freyung-grafenau', name: 'Berufsinfotag Freyung-Grafenau', days: 60 },
  { region: 'lernen-vor-ort-muhldorf-speeddating', name: 'Azubi-Speeddating Mühldorf', days: 75 },
] as const

async function seedJobFairs(db: Kysely<Database>, refs: ReferenceData): Promise<number> {
  let count = 0
  for (const fair of FAIRS) {
    const region = refs.regions.find((r) => r.slug === fair.region)
    if (!region) continue
    const place = await mainPlace(db, region.latitude, region.longitude)
    if (!place) continue
    const [row] = await db
      .insertInto('job_fairs')
      .values({
        slug: slugify(fair.name),
        name: fair.name,
        title: `${fair.name} ${new Date(DEMO_REFERENCE_TIME + fair.days * DAY_MS).getUTCFullYear()}`,
        description: `Auf der ${fair.name} triffst Du Betriebe aus ${region.name} persönlich: Stell Deine Fragen, bring Deine Bewerbungsmappe mit und vereinbare gleich ein Praktikum.`,
        logo_file_path: null,
        channel_id: region.channelId,
        location_slug: place.slug,
        city: place.name,
        latitude: place.latitude,
        longitude: place.longitude,
        start_at: at(fair.days, 9),
        end_at: at(fair.days, 16),
      })
      .returning('id')
      .execute()
    if (!row) continue
    const businesses = await regionBusinesses(db, region, 200)
    const participants = businesses.filter((b) => b.is_job_fair_participant === 1).slice(0, 12)
    if (participants.length > 0) {
      await db
        .insertInto('job_fair_businesses')
        .values(
          participants.map((b, i) => ({ job_fair_id: row.id, business_id: b.id, is_published: i % 6 === 5 ? 0 : 1 })),
        )
        .execute()
    }
    // The first fair is also online: the portal's livestream pages need something to show.
    if (count === 0)
      await seedDemoLivestreams(db, { id: row.id, name: fair.name, start_at: at(fair.days, 9) }, participants)
    count++
  }
  return count
}

const LISTS: Array<{ slug: string; name: string; description: string; craft: Craft | null; type: 1 | 2 }> = [
  {
    slug: 'handwerk-mit-zukunft',
    name: 'Handwerk mit Zukunft',
    description: 'Ausbildungsplätze im Handwerk: vom Tischler bis zur Elektronikerin.',
    craft: 'craft',
    type: 1,
  },
  {
    slug: 'it-und-technik',
    name: 'IT und Technik',
    description: 'Ausbildungen rund um Computer, Netzwerke und Technik.',
    craft: 'it',
    type: 1,
  },
  {
    slug: 'praktikum-in-den-ferien',
    name: 'Praktikum in den Ferien',
    description: 'Schülerpraktika, die Du in den Ferien machen kannst.',
    craft: null,
    type: 2,
  },
]

async function seedJobLists(db: Kysely<Database>, refs: ReferenceData): Promise<number> {
  for (const list of LISTS) {
    const [row] = await db
      .insertInto('job_lists')
      .values({
        slug: list.slug,
        name: list.name,
        description: list.description,
        created_at: at(-60),
        updated_at: at(-60),
      })
      .returning('id')
      .execute()
    if (!row) continue
    let jobs = db.selectFrom('jobs').select('id').where('status', '=', 'published').where('type_id', '=', list.type)
    const categoryId = list.craft ? refs.categoryIds.get(list.craft) : undefined
    if (categoryId !== undefined) jobs = jobs.where('category_id', '=', categoryId)
    if (list.type === 2) jobs = jobs.where('name', 'like', 'Ferienpraktikum%')
    const ids = await jobs.orderBy('id').limit(300).execute()
    for (let start = 0; start < ids.length; start += 500) {
      await db
        .insertInto('job_list_jobs')
        .values(ids.slice(start, start + 500).map((j) => ({ job_list_id: row.id, job_id: j.id })))
        .execute()
    }
  }
  return LISTS.length
}

/** Posts, events, job fairs and job lists; runs after the businesses, schools and jobs exist. */
export async function seedDemoListings(db: Kysely<Database>, refs: ReferenceData): Promise<DemoListingsResult> {
  return {
    posts: await seedPosts(db, refs),
    events: await seedEvents(db, refs),
    jobFairs: await seedJobFairs(db, refs),
    jobLists: await seedJobLists(db, refs),
  }
}
