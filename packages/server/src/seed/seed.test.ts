import { verify } from '@node-rs/argon2'
import { distanceKm, geoCell, TUTORIAL_STEPS } from '@oabat/core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts'
import { PASSAU } from './demo-geography.ts'
import { type MigratedTestDatabase, openMigratedTestDatabase } from './open-test-database.ts'
import { type SeedResult, seedDatabase } from './seed.ts'
import { SHIPPED_POSTAL_CODES_FILE } from './shipped-postal-codes.ts'

describe('seedDatabase', () => {
  const ADMIN_PASSWORD = 'admin-passwort-dieser-instanz-7'
  let database: MigratedTestDatabase
  let result: SeedResult
  const logged: string[] = []

  beforeAll(async () => {
    database = await openMigratedTestDatabase()
    result = await seedDatabase(database.handle, {
      postalCodesFile: SHIPPED_POSTAL_CODES_FILE,
      adminPassword: ADMIN_PASSWORD,
      log: (line) => logged.push(line),
    })
  })
  afterAll(() => database?.drop())

  const db = () => database.handle.db

  test('fills places, postal codes, reference data, demo content and accounts', async () => {
    expect(result).toMatchObject({
      seeded: true,
      places: 7241,
      postalCodes: 16477,
      businesses: 300,
      schools: 60,
      users: 5,
    })
    expect(result.jobs).toBeGreaterThan(600)
    expect(logged.at(-1)).toMatch(/^seed finished in \d+\.\d s$/)
    const channels = await db().selectFrom('channels').select('slug').orderBy('id').execute()
    expect(channels.map((c) => c.slug)).toEqual([
      'oabat',
      'altmuehlfranken',
      'freyung-grafenau',
      'hauzenberg',
      'inn-salzach',
      'passau',
      'lernen-vor-ort-muhldorf-speeddating',
      'lkr-r',
    ])
    const categories = await db().selectFrom('job_categories').select(['slug', 'name']).orderBy('sort_order').execute()
    expect(categories.map((c) => c.slug)).toEqual(['it', 'craft', 'office', 'social', 'sales', 'art'])
    const v2 = await db().selectFrom('regions').select('slug').where('is_v2', '=', 1).orderBy('slug').execute()
    expect(v2.map((r) => r.slug)).toEqual(['lkr-r', 'passau'])
  })

  test('produces all three job types, mostly apprenticeships, with valid JSON texts', async () => {
    const jobs = await db().selectFrom('jobs').selectAll().orderBy('id').execute()
    const byType = [1, 2, 3].map((type) => jobs.filter((j) => j.type_id === type).length)
    expect(byType.every((n) => n > 0)).toBe(true)
    expect(byType[0]).toBeGreaterThan(byType[1] as number)
    expect(byType[0]).toBeGreaterThan(byType[2] as number)
    expect(new Set(jobs.map((j) => j.slug)).size).toBe(jobs.length)
    for (const job of jobs) {
      expect(JSON.parse(job.tasks).length).toBeGreaterThanOrEqual(3)
      const blocks = JSON.parse(job.content_blocks) as Array<{ component: string }>
      if (job.version === 2) expect(blocks.some((b) => b.component === 'text')).toBe(true)
      if (job.type_id === 3) expect(blocks.some((b) => b.component === 'legacy')).toBe(true)
      if (job.type_id === 1) expect([24, 36, 42]).toContain(job.duration_months)
      expect(job.status === 'published').toBe(job.published_at !== null)
    }
    expect(jobs.filter((j) => j.status === 'draft').length).toBeGreaterThan(0)
    expect(jobs.filter((j) => j.version === 1).length).toBeGreaterThan(0)
  })

  test("every job's geo_cell matches its coordinates, copied from its site", async () => {
    const rows = await db()
      .selectFrom('jobs as j')
      .innerJoin('business_sites as s', 's.id', 'j.business_site_id')
      .select([
        'j.latitude',
        'j.longitude',
        'j.geo_cell',
        'j.city',
        's.city as site_city',
        's.latitude as site_latitude',
      ])
      .execute()
    for (const row of rows) {
      expect(row.geo_cell).toBe(geoCell(row.latitude, row.longitude))
      expect(row.city).toBe(row.site_city)
      expect(row.latitude).toBe(row.site_latitude)
    }
  })

  test('at least 40 businesses have a site within 30 km of Passau, with real postal codes', async () => {
    const sites = await db()
      .selectFrom('business_sites')
      .select(['business_id', 'latitude', 'longitude', 'postal_code'])
      .execute()
    const near = sites.filter((s) => distanceKm(PASSAU.latitude, PASSAU.longitude, s.latitude, s.longitude) <= 30)
    expect(new Set(near.map((s) => s.business_id)).size).toBeGreaterThanOrEqual(40)
    expect(near.every((s) => s.postal_code !== null && /^\d{5}$/.test(s.postal_code))).toBe(true)
  })

  test('every site is in channel oabat, and sites inside a region are in its channel', async () => {
    const memberships = await db()
      .selectFrom('business_site_channels as bc')
      .innerJoin('channels as c', 'c.id', 'bc.channel_id')
      .select(['bc.business_site_id', 'c.slug'])
      .execute()
    const sites = await db().selectFrom('business_sites').select(['id']).execute()
    const inOabat = new Set(memberships.filter((m) => m.slug === 'oabat').map((m) => m.business_site_id))
    expect(sites.every((s) => inOabat.has(s.id))).toBe(true)
    const perRegion = new Map<string, number>()
    for (const m of memberships) perRegion.set(m.slug, (perRegion.get(m.slug) ?? 0) + 1)
    for (const region of ['altmuehlfranken', 'freyung-grafenau', 'hauzenberg', 'inn-salzach', 'passau', 'lkr-r']) {
      expect(perRegion.get(region) ?? 0).toBeGreaterThan(0)
    }
  })

  test('demo accounts exist per role, linked, with argon2id hashes that verify', async () => {
    const users = await db().selectFrom('users').selectAll().execute()
    expect(users.map((u) => u.email).sort()).toEqual(
      Object.values(DEMO_ACCOUNTS)
        .map((a) => a.email)
        .sort(),
    )
    for (const user of users) {
      const admin = user.email === DEMO_ACCOUNTS.admin.email
      expect(user.password_hash).toMatch(/^\$argon2id\$/)
      // The demo admin has the instance's own password, never the published demo password.
      expect(await verify(user.password_hash, DEMO_PASSWORD)).toBe(!admin)
      expect(await verify(user.password_hash, ADMIN_PASSWORD)).toBe(admin)
      expect(await verify(user.password_hash, 'falsch')).toBe(false)
    }
    const business = users.find((u) => u.email === DEMO_ACCOUNTS.business.email)
    // The established demo company is past its „Erste Schritte“: the menu offers sites and users.
    const steps = await db()
      .selectFrom('tutorial_steps')
      .select('step')
      .where('user_id', '=', business?.id as number)
      .execute()
    expect(steps.map((s) => s.step).sort()).toEqual([TUTORIAL_STEPS.firstSteps, TUTORIAL_STEPS.sitesChecked].sort())
    const sites = await db()
      .selectFrom('business_sites')
      .select(['latitude', 'longitude'])
      .where('business_id', '=', business?.business_id as number)
      .execute()
    expect(sites.length).toBeGreaterThanOrEqual(2)
    for (const site of sites)
      expect(distanceKm(PASSAU.latitude, PASSAU.longitude, site.latitude, site.longitude)).toBeLessThan(30)
    const types = await db()
      .selectFrom('jobs')
      .select('type_id')
      .distinct()
      .where('business_id', '=', business?.business_id as number)
      .execute()
    expect(types.map((t) => t.type_id).sort()).toEqual([1, 2, 3])
    expect(users.find((u) => u.email === DEMO_ACCOUNTS.school.email)?.school_id).not.toBeNull()
    expect(users.find((u) => u.email === DEMO_ACCOUNTS.trainee.email)?.is_trainee).toBe(1)
    const region = users.find((u) => u.email === DEMO_ACCOUNTS.region.email)
    const passau = await db().selectFrom('regions').select('id').where('slug', '=', 'passau').executeTakeFirstOrThrow()
    expect(region?.region_id).toBe(passau.id)
  })

  test('a second run changes nothing', async () => {
    const again = await seedDatabase(database.handle, {})
    expect(again.seeded).toBe(false)
    const { count } = await db()
      .selectFrom('businesses')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow()
    expect(Number(count)).toBe(300)
  })

  test('new rows after the seed get fresh ids', async () => {
    const inserted = await db()
      .insertInto('channels')
      .values({ slug: 'nach-dem-seed', name: 'Nach dem Seed' })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(inserted.id).toBe(9)
  })

  test('is deterministic: a second fresh database gets the same content', async () => {
    const other = await openMigratedTestDatabase()
    try {
      await seedDatabase(other.handle, { postalCodesFile: SHIPPED_POSTAL_CODES_FILE })
      const slugs = (d: MigratedTestDatabase['handle']['db']) =>
        d.selectFrom('jobs').select(['slug', 'published_at']).orderBy('id').execute()
      const [mine, theirs] = [await slugs(db()), await slugs(other.handle.db)]
      expect(theirs[0]?.slug).toBe(mine[0]?.slug)
      expect(theirs).toEqual(mine)
    } finally {
      await other.drop()
    }
  })

  test('an exact total of jobs is split over the businesses', async () => {
    const other = await openMigratedTestDatabase()
    try {
      const exact = await seedDatabase(other.handle, { businesses: 70, jobs: 333 })
      expect(exact).toMatchObject({ businesses: 70, jobs: 333, postalCodes: 0 })
      const sites = await other.handle.db.selectFrom('business_sites').select('postal_code').execute()
      expect(sites.every((s) => s.postal_code === null)).toBe(true)
    } finally {
      await other.drop()
    }
  })
})
