import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type MigratedTestDatabase, openMigratedTestDatabase } from './open-test-database.ts'
import { importPlaces } from './places.ts'
import { detectPostalCodeFormat } from './postal-code-file.ts'
import { importPostalCodes } from './postal-codes.ts'
import { importBaseDataOnFirstStart, SHIPPED_POSTAL_CODES_FILE } from './shipped-postal-codes.ts'

// Lines in the layout of GeoNames' DE.txt: tab-separated, no header, accuracy in the last column.
const GEONAMES_SAMPLE = [
  [
    'DE',
    '94032',
    'Passau',
    'Bayern',
    'BY',
    'Regierungsbezirk Niederbayern',
    '092',
    'Passau',
    '09262',
    '48.5732',
    '13.4506',
    '4',
  ],
  [
    'DE',
    '94078',
    'Freyung',
    'Bayern',
    'BY',
    'Regierungsbezirk Niederbayern',
    '092',
    'Freyung-Grafenau',
    '09272',
    '48.8095',
    '13.5477',
    '4',
  ],
  [
    'AT',
    '4780',
    'Schärding',
    'Oberösterreich',
    '04',
    'Politischer Bezirk Schärding',
    '414',
    '',
    '',
    '48.4567',
    '13.4319',
    '4',
  ],
  ['DE', '87491', 'Jungholz', '', '', '', '', '', '', '47.5741', '10.4472', '4'],
]
  .map((fields) => fields.join('\t'))
  .join('\n')

// The zauberware CSV conversion of the same dump, with a quoted district that holds a comma.
const ZAUBERWARE_SAMPLE = [
  'country_code,zipcode,place,state,state_code,province,province_code,community,community_code,latitude,longitude',
  'DE,94032,Passau,Bayern,BY,Lower Bavaria,092,Passau,09262,48.5732,13.4506',
  'DE,10115,Berlin,Berlin,BE,"",00,"Berlin, Stadt",11000,52.5323,13.3846',
].join('\n')

describe('importPostalCodes', () => {
  let database: MigratedTestDatabase
  let dir: string

  beforeAll(async () => {
    database = await openMigratedTestDatabase()
    await importPlaces(database.handle.db)
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oabat-postal-'))
  })
  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true })
    await database?.drop()
  })

  const zip = (value: string) =>
    database.handle.db
      .selectFrom('postal_codes as p')
      .leftJoin('locations as l', 'l.id', 'p.location_id')
      .select(['p.zip', 'p.place', 'p.state', 'p.state_code', 'p.district', 'p.district_code', 'l.slug'])
      .where('p.zip', '=', value)
      .orderBy('p.id')
      .execute()

  test('tells the CSV from the GeoNames dump by its first line', () => {
    expect(
      detectPostalCodeFormat(
        'country_code,zipcode,place,state,state_code,province,province_code,community,community_code,latitude,longitude',
      ),
    ).toBe('csv')
    expect(detectPostalCodeFormat('zip,place,state,state_code,district,district_code,latitude,longitude')).toBe(
      'compact',
    )
    expect(detectPostalCodeFormat(GEONAMES_SAMPLE.split('\n')[0] as string)).toBe('geonames')
    expect(detectPostalCodeFormat('PLZ;Ort')).toBeNull()
  })

  test('imports the zauberware CSV conversion, quoted fields included', async () => {
    const file = path.join(dir, 'zipcodes.de.csv')
    fs.writeFileSync(file, `${ZAUBERWARE_SAMPLE}\n`)
    expect(await importPostalCodes(database.handle.db, file)).toBe(2)
    expect((await zip('10115'))[0]).toMatchObject({
      district: 'Berlin, Stadt',
      district_code: '11000',
      state: 'Berlin',
    })
    expect((await zip('94032'))[0]).toMatchObject({ place: 'Passau', slug: 'passau-2855328' })
  })

  test('imports the postal codes shipped with the server and ties 94032 to Passau', async () => {
    expect(await importPostalCodes(database.handle.db, SHIPPED_POSTAL_CODES_FILE)).toBe(16477)
    expect(await zip('94032')).toEqual([
      {
        zip: '94032',
        place: 'Passau',
        state: 'Bayern',
        state_code: 'BY',
        district: 'Passau',
        district_code: '09262',
        slug: 'passau-2855328',
      },
    ])
    // Quoted fields with commas survive; Berlin's postal codes belong to a Berlin place.
    const [berlin] = await zip('10115')
    expect(berlin).toMatchObject({ district: 'Berlin, Stadt', district_code: '11000', state_code: 'BE' })
    expect(berlin?.slug).toMatch(/-\d+$/)
  })

  test('imports the tab-separated GeoNames dump, German rows only, replacing what was there', async () => {
    const file = path.join(dir, 'DE.txt')
    fs.writeFileSync(file, `${GEONAMES_SAMPLE}\n`)
    expect(await importPostalCodes(database.handle.db, file)).toBe(3)
    const rows = await database.handle.db.selectFrom('postal_codes').select('zip').orderBy('zip').execute()
    expect(rows.map((r) => r.zip)).toEqual(['87491', '94032', '94078'])
    expect((await zip('94078'))[0]).toMatchObject({ place: 'Freyung', district_code: '09272', slug: 'freyung-2924850' })
    // Jungholz has no district: it takes the nearest place within 15 km.
    expect((await zip('87491'))[0]).toMatchObject({ state: null, district_code: null, slug: expect.any(String) })
  })

  test('refuses a missing file or one without German rows and keeps the table', async () => {
    await expect(importPostalCodes(database.handle.db, path.join(dir, 'missing.txt'))).rejects.toThrow(/not found/)
    const austria = path.join(dir, 'AT.txt')
    fs.writeFileSync(austria, `${GEONAMES_SAMPLE.split('\n')[2]}\n`)
    await expect(importPostalCodes(database.handle.db, austria)).rejects.toThrow(/no German \(DE\) postal codes/)
    const { count } = await database.handle.db
      .selectFrom('postal_codes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow()
    expect(Number(count)).toBe(3)
  })
})

describe('importBaseDataOnFirstStart', () => {
  let database: MigratedTestDatabase

  beforeAll(async () => {
    database = await openMigratedTestDatabase()
  })
  afterAll(() => database?.drop())

  test('fills an empty database with places, the shipped postal codes and the reference data, once', async () => {
    expect(await importBaseDataOnFirstStart(database.handle, SHIPPED_POSTAL_CODES_FILE)).toBe(16477)
    const passau = await database.handle.db
      .selectFrom('postal_codes as p')
      .innerJoin('locations as l', 'l.id', 'p.location_id')
      .select('l.slug')
      .where('p.zip', '=', '94032')
      .executeTakeFirst()
    expect(passau?.slug).toBe('passau-2855328')
    // Registration needs the oabat channel and the fixed regions even without the demo data.
    const channels = await database.handle.db.selectFrom('channels').select('slug').execute()
    expect(channels.map((c) => c.slug)).toEqual(expect.arrayContaining(['oabat', 'passau', 'inn-salzach']))
    expect(await importBaseDataOnFirstStart(database.handle, SHIPPED_POSTAL_CODES_FILE)).toBe(0)
  })
})
