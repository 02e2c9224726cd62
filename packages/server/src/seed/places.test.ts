import { geoCell } from '@oabat/core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type MigratedTestDatabase, openMigratedTestDatabase } from './open-test-database.ts'
import { importPlaces } from './places.ts'

describe('importPlaces', () => {
  let database: MigratedTestDatabase
  let inserted: number

  beforeAll(async () => {
    database = await openMigratedTestDatabase()
    inserted = await importPlaces(database.handle.db)
  })
  afterAll(() => database?.drop())

  test('imports every German place of at least 1000 inhabitants', async () => {
    expect(inserted).toBe(7241)
    const small = await database.handle.db.selectFrom('locations').select('id').where('population', '<', 1000).execute()
    expect(small).toEqual([])
  })

  test('Passau has its GeoNames id slug, coordinates, state, district and grid cell', async () => {
    const passau = await database.handle.db
      .selectFrom('locations')
      .selectAll()
      .where('slug', '=', 'passau-2855328')
      .executeTakeFirstOrThrow()
    expect(passau).toMatchObject({
      id: 2855328,
      name: 'Passau',
      name_search: 'passau',
      state: 'Bayern',
      district_code: '09262',
      population: 50560,
      latitude: 48.5665,
      longitude: 13.43122,
      geo_cell: geoCell(48.5665, 13.43122),
    })
  })

  test('folds umlauts for autocomplete and names the state from the district code', async () => {
    const rows = await database.handle.db
      .selectFrom('locations')
      .select(['id', 'name', 'name_search', 'state'])
      .where('id', 'in', [2868506, 2950159, 2817783])
      .orderBy('id')
      .execute()
    expect(rows).toEqual([
      // Vegesack has no district code in GeoNames: its state comes from the admin1 code.
      { id: 2817783, name: 'Vegesack', name_search: 'vegesack', state: 'Bremen' },
      { id: 2868506, name: 'Mühldorf', name_search: 'muehldorf', state: 'Bayern' },
      { id: 2950159, name: 'Berlin', name_search: 'berlin', state: 'Berlin' },
    ])
  })

  test('shows German names where GeoNames has an English one', async () => {
    const munich = await database.handle.db
      .selectFrom('locations')
      .select(['name', 'slug', 'name_search'])
      .where('id', '=', 2867714)
      .executeTakeFirstOrThrow()
    expect(munich).toEqual({ name: 'München', slug: 'muenchen-2867714', name_search: 'muenchen' })
  })

  test('a second import changes nothing', async () => {
    expect(await importPlaces(database.handle.db)).toBe(0)
  })
})
