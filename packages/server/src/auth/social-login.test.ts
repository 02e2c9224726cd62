import type { User } from '@oabat/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countRows, request } from '../accounts/account-test-support.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'
import { type OidcTestProvider, startOidcTestProvider, type TestPerson } from './testing/oidc-test-provider.ts'

/** The people the test provider knows, by subject. */
const PEOPLE: Record<string, TestPerson> = {
  'sub-neu': { email: 'Sonja.Sozial@Example.de', email_verified: true, given_name: 'Sonja', family_name: 'Sozial' },
  'sub-azubi': { email: 'azubi@demo.oabat.de', email_verified: true },
  'sub-unbestaetigt': { email: 'betrieb@demo.oabat.de', email_verified: false },
  'sub-ohne-mail': {},
}

const CLIENT_SECRET = 'geheim-fuer-den-test-0123456789abcdef'

let provider: OidcTestProvider
let server: TestServer

beforeAll(async () => {
  provider = await startOidcTestProvider(PEOPLE)
  server = await startTestServer({
    OIDC_PROVIDERS: JSON.stringify([
      { name: 'testid', issuer: provider.issuer, client_id: 'oabat', client_secret: CLIENT_SECRET, label: 'Test-ID' },
      { name: 'offline', issuer: 'http://127.0.0.1:9', client_id: 'oabat', client_secret: CLIENT_SECRET },
    ]),
  })
  provider.serve({
    clientId: 'oabat',
    clientSecret: CLIENT_SECRET,
    redirectUris: [`${server.publicUrl}/api/auth/social/testid/callback`],
  })
})

afterAll(async () => {
  await server?.stop()
  await provider?.stop()
})

/** A tiny browser: follows redirects by hand and keeps the provider's cookies. */
async function browse(start: string, subject: string): Promise<URL> {
  const cookies = new Map<string, string>()
  let url = new URL(start)
  for (let step = 0; step < 12; step++) {
    const onProvider = url.origin !== new URL(server.publicUrl).origin
    const headers: Record<string, string> = {}
    if (onProvider && cookies.size) headers.Cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    let response = await fetch(url, { redirect: 'manual', headers })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const [name, ...value] = (pair ?? '').split('=')
      if (name) cookies.set(name.trim(), value.join('='))
    }
    if (response.status === 200 && url.pathname.startsWith('/interaction/')) {
      // The provider's login form: any subject, any password (oidc-provider's development interactions).
      const form = new URLSearchParams({ prompt: 'login', login: subject, password: 'egal' })
      response = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form,
      })
    }
    const location = response.headers.get('location')
    if (!location) throw new Error(`no redirect from ${url} (${response.status}): ${await response.text()}`)
    url = new URL(location, url)
    if (url.pathname === '/social/login') return url
    // Our own callback is answered by the oabat server; the loop continues with its redirect.
  }
  throw new Error('too many redirects')
}

async function startLogin(name = 'testid'): Promise<string> {
  const { status, body } = await server.json<{ redirectURL: string }>(`/api/auth/social/${name}`)
  expect(status).toBe(200)
  return body.redirectURL
}

describe('the list of social login providers (GET /api/auth/social-providers)', () => {
  it('lists every configured provider with name and label, and nothing secret', async () => {
    const { status, body } = await server.json<{ data: unknown[] }>('/api/auth/social-providers')
    expect(status).toBe(200)
    // A provider without a label shows its name with a capital letter.
    expect(body).toEqual({
      data: [
        { name: 'testid', label: 'Test-ID' },
        { name: 'offline', label: 'Offline' },
      ],
    })
    expect(JSON.stringify(body)).not.toContain(CLIENT_SECRET)
  })

  it('is an empty list when no provider is configured', async () => {
    const plain = await startTestServer()
    try {
      expect(await plain.json('/api/auth/social-providers')).toMatchObject({ status: 200, body: { data: [] } })
    } finally {
      await plain.stop()
    }
  })
})

describe('social login with OpenID Connect (authorization code, PKCE, state, nonce)', () => {
  it('the redirect URL carries a PKCE challenge (S256), state and nonce', async () => {
    const redirect = new URL(await startLogin())
    expect(redirect.searchParams.get('code_challenge_method')).toBe('S256')
    expect(redirect.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(redirect.searchParams.get('state')).toBeTruthy()
    expect(redirect.searchParams.get('nonce')).toBeTruthy()
    expect(redirect.searchParams.get('redirect_uri')).toBe(`${server.publicUrl}/api/auth/social/testid/callback`)
  })

  it('a new person gets a trainee account and lands on /social/login?token=… with a working token', async () => {
    const users = await countRows(server, 'users')
    const landing = await browse(await startLogin(), 'sub-neu')
    expect(landing.origin).toBe(server.publicUrl)
    const token = landing.searchParams.get('token')
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const me = await server.json<{ data: User }>('/api/auth/user', request('GET', undefined, token))
    expect(me.body.data).toMatchObject({
      email: 'sonja.sozial@example.de',
      firstname: 'Sonja',
      lastname: 'Sozial',
      scope: 'trainee',
      email_verified: true,
    })
    expect(await countRows(server, 'users')).toBe(users + 1)

    // The second time the same person is recognised by the provider's subject.
    const again = await browse(await startLogin(), 'sub-neu')
    const second = await server.json<{ data: User }>(
      '/api/auth/user',
      request('GET', undefined, again.searchParams.get('token')),
    )
    expect(second.body.data.id).toBe(me.body.data.id)
    expect(await countRows(server, 'users')).toBe(users + 1)
  })

  it('a confirmed address of an existing account logs into that account', async () => {
    const landing = await browse(await startLogin(), 'sub-azubi')
    const me = await server.json<{ data: User }>(
      '/api/auth/user',
      request('GET', undefined, landing.searchParams.get('token')),
    )
    expect(me.body.data.email).toBe('azubi@demo.oabat.de')
  })

  it('an unconfirmed address of an existing account, or no address at all, ends with a German error', async () => {
    const taken = await browse(await startLogin(), 'sub-unbestaetigt')
    expect(taken.searchParams.get('token')).toBeNull()
    expect(taken.searchParams.get('error')).toBe('Zu dieser E-Mail-Adresse gibt es schon ein Konto. Melde Dich an.')
    const none = await browse(await startLogin(), 'sub-ohne-mail')
    expect(none.searchParams.get('error')).toMatch(/keine E-Mail-Adresse/)
  })

  it('a callback with an unknown or replayed state logs nobody in', async () => {
    const response = await fetch(`${server.url}/api/auth/social/testid/callback?code=abc&state=erfunden`, {
      redirect: 'manual',
    })
    expect(response.status).toBe(302)
    const landing = new URL(response.headers.get('location') ?? '')
    expect(landing.pathname).toBe('/social/login')
    expect(landing.searchParams.get('error')).toBe(
      'Die Anmeldung über den Anbieter hat nicht geklappt. Bitte versuche es noch einmal.',
    )
  })

  it('an unknown provider is a German 404; an unreachable one a German 502', async () => {
    const unknown = await server.json('/api/auth/social/unbekannt')
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Diesen Anmeldeanbieter gibt es nicht.' } })
    const callback = await server.json('/api/auth/social/unbekannt/callback?code=a&state=b')
    expect(callback).toMatchObject({ status: 404, body: { message: 'Diesen Anmeldeanbieter gibt es nicht.' } })
    const offline = await server.json('/api/auth/social/offline')
    expect(offline).toMatchObject({
      status: 502,
      body: { message: 'Der Anmeldeanbieter ist gerade nicht erreichbar. Bitte versuche es später noch einmal.' },
    })
  })
})
