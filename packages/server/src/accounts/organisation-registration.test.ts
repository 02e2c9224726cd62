import type { AuthToken, User } from '@oabat/core'
import { describe, expect, it } from 'vitest'
import { useTestServer } from '../test-support/use-test-server.ts'
import { countRows, linkIn, outboxFor, request } from './account-test-support.ts'

const server = useTestServer()

const contact = (email: string) => ({
  email,
  password: 'sicher-2026',
  firstname: 'Petra',
  lastname: 'Lang',
  gender: 'Frau',
})

describe('employer registration (POST /api/businesses)', () => {
  it('creates business, main site at the postal code, channel memberships and the account in one step, and logs in', async () => {
    const email = 'petra.lang@baeckerei-lang.de'
    const answer = await server().json<AuthToken>(
      '/api/businesses',
      request('POST', {
        newBusiness: { name: 'Bäckerei Lang', street: 'Ludwigstraße 3', postal_code: '94032', ...contact(email) },
        channel: 'oabat',
        product: 'mail2chat',
        employees: 12,
        size: '10-49',
      }),
    )
    expect(answer.status).toBe(201)
    const user = answer.body.user
    expect(user).toMatchObject({ email, scope: 'business', email_verified: false, permissions: [] })
    expect(user.business).toMatchObject({ slug: 'baeckerei-lang', name: 'Bäckerei Lang' })
    expect(user.business?.business_sites).toHaveLength(1)
    expect(user.profile_path).toBe('/betriebe/baeckerei-lang')

    const db = server().database.db
    const business = await db
      .selectFrom('businesses')
      .selectAll()
      .where('slug', '=', 'baeckerei-lang')
      .executeTakeFirstOrThrow()
    expect(business).toMatchObject({
      employees: 12,
      size: '10-49',
      registration_product: 'mail2chat',
      contact_firstname: 'Petra',
    })
    const site = await db
      .selectFrom('business_sites')
      .selectAll()
      .where('business_id', '=', business.id)
      .executeTakeFirstOrThrow()
    expect(site).toMatchObject({ is_main: 1, postal_code: '94032', city: 'Passau', street: 'Ludwigstraße 3' })
    const channels = await db
      .selectFrom('business_site_channels as bc')
      .innerJoin('channels as c', 'c.id', 'bc.channel_id')
      .select('c.slug')
      .where('bc.business_site_id', '=', site.id)
      .execute()
    // The oabat channel plus the Passau region whose circle holds the site.
    expect(channels.map((c) => c.slug)).toEqual(expect.arrayContaining(['oabat', 'passau']))

    // The account confirms its address by the link; the portal can continue at once with the token.
    const [mail] = await outboxFor(server(), email)
    const token = linkIn(mail?.text ?? '').searchParams.get('token')
    const activated = await server().json<AuthToken>(`/api/activate/${token}`)
    expect(activated.body.user.email_verified).toBe(true)
    const me = await server().json<{ data: User }>('/api/auth/user', request('GET', undefined, answer.body.token))
    expect(me.body.data.business?.slug).toBe('baeckerei-lang')
  })

  it('places the main site by a place slug too, and gives a second business of the same name its own slug', async () => {
    const answer = await server().json<AuthToken>(
      '/api/businesses',
      request('POST', {
        newBusiness: { name: 'Bäckerei Lang', location: 'passau-2855328', ...contact('zweite@lang.de') },
      }),
    )
    expect(answer.status).toBe(201)
    expect(answer.body.user.business?.slug).toBe('baeckerei-lang-2')
  })

  it('refuses bad input with German field messages and creates nothing', async () => {
    const counts = async () =>
      Promise.all((['users', 'businesses', 'business_sites'] as const).map((t) => countRows(server(), t)))
    const before = await counts()
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [
        { newBusiness: { name: 'Lang GmbH', postal_code: '00000', ...contact('plz@lang.de') } },
        { 'newBusiness.postal_code': ['Diese Postleitzahl kennen wir nicht.'] },
      ],
      [
        { newBusiness: { name: 'Lang GmbH', postal_code: '94032', ...contact('betrieb@demo.oabat.de') } },
        { 'newBusiness.email': ['Zu dieser E-Mail-Adresse gibt es schon ein Konto. Melde Dich an.'] },
      ],
      [
        {
          newBusiness: { name: 'Lang GmbH', postal_code: '94032', ...contact('channel@lang.de') },
          channel: 'gibt-es-nicht',
        },
        { channel: ['Diesen Channel gibt es nicht.'] },
      ],
      [
        { newBusiness: { name: '', postal_code: '94032', ...contact('lang@'), password: 'kurz' } },
        {
          'newBusiness.name': ['Bitte gib den Namen des Unternehmens ein.'],
          'newBusiness.email': ['Bitte gib eine gültige E-Mail-Adresse ein.'],
          'newBusiness.password': ['Das Passwort muss mindestens 8 Zeichen lang sein.'],
        },
      ],
      [{}, { newBusiness: ['Bitte gib die Daten des Unternehmens an.'] }],
    ]
    for (const [body, errors] of cases) {
      const answer = await server().json<{ errors: Record<string, string[]> }>('/api/businesses', request('POST', body))
      expect(answer.status).toBe(422)
      expect(answer.body.errors).toEqual(errors)
    }
    expect(await counts()).toEqual(before)
  })
})

describe('school and region registration', () => {
  it('POST /api/schools/register creates the school in the region channel and a logged-in school account', async () => {
    const answer = await server().json<AuthToken>(
      '/api/schools/register',
      request('POST', {
        school: { name: 'Mittelschule Neustift', type: 'Mittelschule', postal_code: '94036' },
        ...contact('rektorat@ms-neustift.de'),
      }),
    )
    expect(answer.status).toBe(201)
    expect(answer.body.user).toMatchObject({
      scope: 'school',
      school: { slug: 'mittelschule-neustift', name: 'Mittelschule Neustift' },
    })
    expect(answer.body.user.school?.channel?.slug).toBe('passau')
    expect(answer.body.user.profile_path).toBe('/schule/mittelschule-neustift')
    expect((await outboxFor(server(), 'rektorat@ms-neustift.de'))[0]?.subject).toBe(
      'Bitte bestätige Deine E-Mail-Adresse',
    )
  })

  it('POST /api/regions/register creates region and channel and a logged-in region account', async () => {
    const answer = await server().json<AuthToken>(
      '/api/regions/register',
      request('POST', {
        region: { name: 'Dreiländereck', postal_code: '94107', radius_km: 30 },
        ...contact('info@dreilaendereck.de'),
      }),
    )
    expect(answer.status).toBe(201)
    expect(answer.body.user).toMatchObject({
      scope: 'region',
      profile_path: '/region',
      region: { slug: 'dreilaendereck', name: 'Dreiländereck', is_v2: false, channel: { slug: 'dreilaendereck' } },
    })
  })

  it('refuses a school without a place and a region with a radius out of range, creating nothing', async () => {
    const schools = await countRows(server(), 'schools')
    const regions = await countRows(server(), 'regions')
    const school = await server().json(
      '/api/schools/register',
      request('POST', { school: { name: 'Schule', type: 'Gymnasium' }, ...contact('s@x.de') }),
    )
    expect(school).toMatchObject({
      status: 422,
      body: { errors: { 'school.postal_code': ['Bitte gib eine Postleitzahl oder einen Ort an.'] } },
    })
    const region = await server().json(
      '/api/regions/register',
      request('POST', { region: { name: 'Weit', postal_code: '94032', radius_km: 500 }, ...contact('r@x.de') }),
    )
    expect(region).toMatchObject({
      status: 422,
      body: { errors: { 'region.radius_km': ['Der Radius muss zwischen 1 und 200 km liegen.'] } },
    })
    expect(await countRows(server(), 'schools')).toBe(schools)
    expect(await countRows(server(), 'regions')).toBe(regions)
  })
})
