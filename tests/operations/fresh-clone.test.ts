/**
 * A fresh clone works on its own (issue #10): the built server, started without POSTAL_CODES_FILE
 * and without anything beside the repository, imports the postal codes it ships on first start,
 * so an employer registers in 94032 and the postal-code pages and searches find Passau — with the
 * demo data and without it (SEED=none), since the channels and regions are imported in both cases.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type ServedProduct, startServer } from '../support/server.ts'

async function call<T>(
  server: ServedProduct,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as T }
}

/** Registers a company in 94032 through the API and checks that its main site lies in Passau. */
async function expectCompanyRegisteredInPassau(server: ServedProduct, name: string): Promise<void> {
  const answer = await call<{ user: { business: { business_sites: Array<{ slug: string }> } } }>(
    server,
    'POST',
    '/api/businesses',
    {
      newBusiness: {
        name: `Schreinerei ${name}`,
        street: 'Innstraße 1',
        postal_code: '94032',
        email: `inhaber@${name}.de`,
        password: 'sicher-2026',
        firstname: 'Franz',
        lastname: 'Frisch',
        gender: 'Herr',
      },
    },
  )
  expect(answer.status).toBe(201)
  const [site] = answer.body.user.business.business_sites
  const stored = await call<{ data: { postal_code: string; city: string; location_slug: string } }>(
    server,
    'GET',
    `/api/business_sites/${site?.slug}`,
  )
  expect(stored.status).toBe(200)
  expect(stored.body.data).toMatchObject({ postal_code: '94032', city: 'Passau', location_slug: 'passau-2855328' })
}

describe('the built server with the postal codes it ships (no POSTAL_CODES_FILE)', () => {
  let server: ServedProduct

  beforeAll(async () => {
    // Empty counts as unset, and it overrides a POSTAL_CODES_FILE the test run's environment might carry.
    server = await startServer({ POSTAL_CODES_FILE: '' })
  })
  afterAll(() => server?.stop())

  test('registers a company in 94032: its main site lies in Passau', async () => {
    await expectCompanyRegisteredInPassau(server, 'frisch-geklont')
  })

  test('the location of /ausbildung/zip-passau-94032 resolves, by slug and by postal code', async () => {
    const bySlug = await call<{ data: { name: string; zip: string } }>(
      server,
      'GET',
      '/api/v2/locations/zip-passau-94032',
    )
    expect(bySlug.status).toBe(200)
    expect(bySlug.body.data).toMatchObject({ name: 'Passau', zip: '94032' })
    const byZip = await call<{ data: { name: string } }>(server, 'GET', '/api/v2/locations/zip/94032')
    expect(byZip.status).toBe(200)
    expect(byZip.body.data.name).toBe('Passau')

    const page = await fetch(`${server.url}/ausbildung/zip-passau-94032`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<title>Ausbildungsplätze in Passau | oabat</title>')
  })

  test('typing 94032 into the place search suggests Passau', async () => {
    const answer = await call<{ items: Array<{ name: string }> }>(server, 'POST', '/api/search/autocomplete_city', {
      search: '94032',
    })
    expect(answer.status).toBe(200)
    expect(answer.body.items.map((place) => place.name)).toContain('Passau')
  })
})

describe('the built server without the demo data (SEED=none)', () => {
  let server: ServedProduct

  beforeAll(async () => {
    server = await startServer({ POSTAL_CODES_FILE: '', SEED: 'none' })
  })
  afterAll(() => server?.stop())

  test('still imports places and postal codes on first start', async () => {
    const byZip = await call<{ data: { name: string } }>(server, 'GET', '/api/v2/locations/zip/94032')
    expect(byZip.status).toBe(200)
    expect(byZip.body.data.name).toBe('Passau')
  })

  test('a company registers in 94032: the oabat channel and the regions exist without the demo data', async () => {
    await expectCompanyRegisteredInPassau(server, 'ohne-demodaten')
  })
})
