/** The widgets' attribute checks and their German messages (the elements show these texts). */
import { describe, expect, test } from 'vitest'
import { businessListAttributes } from '../../widgets/src/business-list/business-list-attributes.ts'
import { jobCardAttributes } from '../../widgets/src/job-card/job-card-attributes.ts'
import { jobListAttributes } from '../../widgets/src/job-list/job-list-attributes.ts'
import { livestreamAttributes } from '../../widgets/src/livestream/livestream-attributes.ts'
import { type AttributeSchema, parseAttributes } from '../../widgets/src/shared/attribute-schema.ts'

function parse(schema: AttributeSchema, attributes: Record<string, string>) {
  return parseAttributes(schema, (name) => attributes[name] ?? null)
}

describe('job list attributes', () => {
  test('defaults fill what is absent', () => {
    expect(parse(jobListAttributes, { location: 'passau-2855328' })).toEqual({
      ok: true,
      values: {
        location: 'passau-2855328',
        radius: 50,
        type: 'ausbildung',
        infinite: false,
        'page-size': 12,
        ratings: false,
      },
    })
  })

  test.each([
    [{ radius: '30' }, { radius: 30 }],
    [{ radius: ' 12.5 ' }, { radius: 12.5 }],
    [
      { latitude: '48.5732', longitude: '13.4506' },
      { latitude: 48.5732, longitude: 13.4506 },
    ],
    [{ type: 'praktikum' }, { type: 'praktikum' }],
    [{ 'page-size': '50' }, { 'page-size': 50 }],
    [{ location: 'zip-passau-94032' }, { location: 'zip-passau-94032' }],
    [{ location: 'nearby' }, { location: 'nearby' }],
    [{ api: 'https://oabat.example/' }, { api: 'https://oabat.example' }],
  ])('%o is read as %o', (attributes, values) => {
    const result = parse(jobListAttributes, attributes)
    expect(result.ok && result.values).toMatchObject(values)
  })

  test.each([
    [{ radius: 'abc' }, 'Ungültiges Attribut radius: erlaubt sind 1 bis 200 km.'],
    [{ radius: '0' }, 'Ungültiges Attribut radius: erlaubt sind 1 bis 200 km.'],
    [{ radius: '201' }, 'Ungültiges Attribut radius: erlaubt sind 1 bis 200 km.'],
    [{ radius: '1e2' }, 'Ungültiges Attribut radius: erlaubt sind 1 bis 200 km.'],
    [{ 'page-size': '2.5' }, 'Ungültiges Attribut page-size: erlaubt sind ganze Zahlen von 1 bis 50.'],
    [{ 'page-size': '51' }, 'Ungültiges Attribut page-size: erlaubt sind ganze Zahlen von 1 bis 50.'],
    [{ type: 'job' }, 'Ungültiges Attribut type: erlaubt sind alle, ausbildung, praktikum.'],
    [
      { location: 'Passau City' },
      'Ungültiges Attribut location: erlaubt sind Kleinbuchstaben, Ziffern und Bindestriche, z. B. passau-2855328.',
    ],
    [{ latitude: '91' }, 'Ungültiges Attribut latitude: erlaubt sind -90 bis 90.'],
    [{ api: 'javascript:alert(1)' }, 'Ungültiges Attribut api: erlaubt ist eine http(s)-Adresse wie https://oabat.de.'],
  ])('%o is refused with its message', (attributes, message) => {
    expect(parse(jobListAttributes, attributes)).toEqual({
      ok: false,
      attribute: Object.keys(attributes)[0],
      message,
    })
  })
})

describe('job card attributes', () => {
  test('job is required and says what to give', () => {
    const result = parse(jobCardAttributes, {})
    expect(result.ok).toBe(false)
    expect(!result.ok && result.message).toMatch(/^Attribut job fehlt\. Gib den Slug einer Stelle an/)
  })

  test('an empty job attribute counts as missing', () => {
    expect(parse(jobCardAttributes, { job: '  ' }).ok).toBe(false)
  })
})

describe('livestream attributes', () => {
  test('livestream is a positive whole number', () => {
    expect(parse(livestreamAttributes, { livestream: ' 12 ' })).toEqual({ ok: true, values: { livestream: 12 } })
    expect(parse(livestreamAttributes, { livestream: '12', api: 'https://oabat.example/' })).toEqual({
      ok: true,
      values: { livestream: 12, api: 'https://oabat.example' },
    })
  })

  test('a missing livestream says what to give', () => {
    expect(parse(livestreamAttributes, {})).toEqual({
      ok: false,
      attribute: 'livestream',
      message: 'Attribut livestream fehlt. Gib die Nummer des Livestreams an, z. B. livestream="12".',
    })
  })

  test.each(['0', '-3', '1.5', 'abc', 'die-buehne', '2147483648'])('livestream="%s" is refused', (value) => {
    expect(parse(livestreamAttributes, { livestream: value })).toEqual({
      ok: false,
      attribute: 'livestream',
      message: 'Ungültiges Attribut livestream: erlaubt sind ganze Zahlen von 1 bis 2.147.483.647.',
    })
  })
})

describe('business list attributes', () => {
  test("business names one company: its card (the Einblick builder's „Betriebskarte“)", () => {
    const result = parse(businessListAttributes, { business: 'schreinerei-holzwerk', 'page-size': '1' })
    expect(result.ok && result.values.business).toBe('schreinerei-holzwerk')
    expect(result.ok && result.values['page-size']).toBe(1)
  })

  test('a business that is no slug is refused with its message', () => {
    expect(parse(businessListAttributes, { business: 'Schreinerei Holzwerk' })).toEqual({
      ok: false,
      attribute: 'business',
      message:
        'Ungültiges Attribut business: erlaubt sind Kleinbuchstaben, Ziffern und Bindestriche, z. B. schreinerei-holzwerk.',
    })
  })
})
