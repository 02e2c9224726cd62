/**
 * One rule for text shown as a name, the same answer on every route (rules/shown-text.ts): markup
 * is a 422 with the same German message; a website must be an absolute http(s) address.
 */
import { type AuthToken, MARKUP_REFUSED, URL_REFUSED } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()
let business: AuthToken
let admin: AuthToken

beforeAll(async () => {
  business = await loginAs(server(), 'business')
  admin = await loginAs(server(), 'admin')
})

const person = { email: 'neu@markup.de', password: 'sicher-2026', firstname: 'Petra', lastname: 'Lang', gender: 'Frau' }

type Call = [string, string, string, (markup: string) => unknown, () => string | null]

const CALLS: Call[] = [
  ['trainee first name', 'POST', '/api/auth/register/trainee', (m) => ({ ...person, firstname: m }), () => null],
  [
    'company name',
    'POST',
    '/api/businesses',
    (m) => ({ newBusiness: { ...person, name: m, postal_code: '94032' }, channel: 'oabat' }),
    () => null,
  ],
  [
    'school name',
    'POST',
    '/api/schools/register',
    (m) => ({ ...person, school: { name: m, type: 'Gymnasium', postal_code: '94032' } }),
    () => null,
  ],
  [
    'region name',
    'POST',
    '/api/regions/register',
    (m) => ({ ...person, region: { name: m, postal_code: '94032', radius_km: 20 } }),
    () => null,
  ],
  ['job list name', 'POST', '/api/job_lists', (m) => ({ name: m }), () => admin.token],
  [
    'site name',
    'POST',
    '/api/business/{business}/business_sites',
    (m) => ({ name: m, postal_code: '94032' }),
    () => business.token,
  ],
  [
    'invited person',
    'POST',
    '/api/business/{business}/users',
    (m) => ({ email: 'x@markup.de', lastname: m }),
    () => business.token,
  ],
]

function fieldErrors(body: unknown): string[] {
  return Object.values((body as { errors?: Record<string, string[]> }).errors ?? {}).flat()
}

describe('text shown as a name refuses markup the same way on every route', () => {
  it.each(CALLS)('%s', async (_, method, path, body, token) => {
    const url = path.replace('{business}', String(business.user.business?.id))
    for (const markup of ['<b>Fett</b>', 'A<B', 'Tom &amp; Jerry', '<!-- x -->']) {
      const answer = await server().json(url, request(method, body(markup), token()))
      expect(answer.status, `${markup} on ${path}`).toBe(422)
      expect(fieldErrors(answer.body)).toContain(MARKUP_REFUSED)
    }
  })

  it('accepts a plain name with & and a lone <', async () => {
    const answer = await server().json('/api/job_lists', request('POST', { name: 'Müller & Söhne < 3' }, admin.token))
    expect(answer.status).toBe(201)
  })

  it('refuses a file upload whose name holds markup', async () => {
    const form = new FormData()
    form.append('file', new Blob(['%PDF-1.4\n'], { type: 'application/pdf' }), '<img src=x onerror=alert(1)>.pdf')
    const response = await fetch(`${server().url}/api/file`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${business.token}` },
      body: form,
    })
    expect(response.status).toBe(422)
    expect(fieldErrors(await response.json())).toEqual([
      'Der Dateiname darf kein HTML enthalten. Bitte benenne die Datei um.',
    ])
  })
})

describe('a website is an absolute http(s) address', () => {
  it.each(['javascript:alert(1)', 'data:text/html,x', '/pfad', 'www.example.de', 'ftp://example.de'])(
    'refuses %j',
    async (website) => {
      const answer = await server().json(
        '/api/businesses',
        request('POST', {
          newBusiness: { ...person, email: 'web@markup.de', name: 'Webfirma', postal_code: '94032', website },
          channel: 'oabat',
        }),
      )
      expect(answer.status).toBe(422)
      expect(fieldErrors(answer.body)).toEqual([URL_REFUSED])
    },
  )

  it('accepts https://', async () => {
    const answer = await server().json(
      '/api/businesses',
      request('POST', {
        newBusiness: {
          ...person,
          email: 'web2@markup.de',
          name: 'Webfirma Zwei',
          postal_code: '94032',
          website: 'https://webfirma.example',
        },
        channel: 'oabat',
      }),
    )
    expect(answer.status).toBe(201)
  })
})
