import type { AuthToken } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { countRows, linkIn, loginAs, outboxFor, request } from '../accounts/account-test-support.ts'
import { removedAddress } from '../accounts/organisation-users.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()

let school: AuthToken
let otherSchool: AuthToken
let schoolId: number
let otherSchoolId: number

type Person = { id: number; email: string; invitation_pending: boolean }

function call<T = unknown>(method: string, path: string, body?: unknown, token?: string | null) {
  return server().json<T & { message?: string; errors?: Record<string, string[]> }>(path, request(method, body, token))
}

const usersOf = async (id: number, token: string) =>
  (await call<{ data: Person[] }>('GET', `/api/schools/${id}/users`, undefined, token)).body.data

beforeAll(async () => {
  school = await loginAs(server(), 'school')
  schoolId = school.user.school?.id as number
  const registered = await call<AuthToken>('POST', '/api/schools/register', {
    school: { name: 'Realschule Nebenan', type: 'Realschule', postal_code: '94036' },
    firstname: 'Nora',
    lastname: 'Nebenan',
    gender: 'Frau',
    email: 'rektorat@realschule-nebenan.de',
    password: 'sicher-2026',
  })
  expect(registered.status).toBe(201)
  otherSchool = registered.body
  otherSchoolId = otherSchool.user.school?.id as number
})

describe('school user management (SPEC §2 /schule/nutzerverwaltung)', () => {
  it('a school invites a colleague, who accepts on the invitation page and runs the school with it', async () => {
    const invited = await call<{ data: Person }>(
      'POST',
      `/api/schools/${schoolId}/users`,
      { email: 'Lehrerin@Demo-Schule.de', firstname: 'Lena' },
      school.token,
    )
    expect(invited).toMatchObject({
      status: 201,
      body: { data: { email: 'lehrerin@demo-schule.de', firstname: 'Lena', invitation_pending: true } },
    })
    const [mail] = await outboxFor(server(), 'lehrerin@demo-schule.de')
    expect(mail?.text).toContain(`die Schule „${school.user.school?.name ?? ''}“`)
    const link = linkIn(mail?.text ?? '')
    expect(link.pathname).toBe('/arbeitgeber/einladung')
    const token = link.searchParams.get('token') ?? ''
    const email = link.searchParams.get('email') ?? ''

    const details = await call('POST', '/api/auth/invitation', { token, email })
    expect(details.body).toMatchObject({
      data: { organisation_kind: 'school', organisation_name: school.user.school?.name, business_name: null },
    })
    const accepted = await call<AuthToken>('POST', '/api/auth/invitation/accept', {
      token,
      email,
      firstname: 'Lena',
      lastname: 'Lehrer',
      password: 'eingeladen-2026',
      password_confirmation: 'eingeladen-2026',
    })
    expect(accepted.status).toBe(200)
    expect(accepted.body.user).toMatchObject({ scope: 'school', email_verified: true })
    expect(accepted.body.user.school?.id).toBe(schoolId)
    const list = await usersOf(schoolId, school.token)
    expect(list.find((p) => p.email === email)?.invitation_pending).toBe(false)

    // The colleague may manage the users too, and remove the first account, but not herself.
    const self = await call(
      'DELETE',
      `/api/schools/${schoolId}/users/${accepted.body.user.id}`,
      undefined,
      accepted.body.token,
    )
    expect(self).toMatchObject({ status: 422, body: { message: 'Du kannst Dich nicht selbst entfernen.' } })
    const removed = await call(
      'DELETE',
      `/api/schools/${schoolId}/users/${accepted.body.user.id}`,
      undefined,
      school.token,
    )
    expect(removed).toMatchObject({ status: 200, body: { message: 'Die Person wurde aus Eurer Schule entfernt.' } })
    expect((await call('GET', '/api/auth/user', undefined, accepted.body.token)).status).toBe(401)
    const row = await server()
      .database.db.selectFrom('users')
      .select(['email', 'school_id'])
      .where('id', '=', accepted.body.user.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ email: removedAddress(accepted.body.user.id), school_id: null })
  })

  it('an open invitation can be sent again; taken addresses are refused in German', async () => {
    const invited = await call<{ data: Person }>(
      'POST',
      `/api/schools/${schoolId}/users`,
      { email: 'sekretariat@demo-schule.de' },
      school.token,
    )
    const again = await call(
      'POST',
      `/api/schools/${schoolId}/users`,
      { email: 'sekretariat@demo-schule.de' },
      school.token,
    )
    expect(again).toMatchObject({
      status: 422,
      body: {
        errors: { email: ['Diese Person ist schon eingeladen. Mit „Erneut senden“ bekommt sie einen neuen Link.'] },
      },
    })
    const colleague = await call('POST', `/api/schools/${schoolId}/users`, { email: school.user.email }, school.token)
    expect(colleague.body.errors?.email).toEqual(['Diese Person verwaltet Eure Schule schon mit.'])
    const foreign = await call(
      'POST',
      `/api/schools/${schoolId}/users`,
      { email: otherSchool.user.email },
      school.token,
    )
    expect(foreign.body.errors?.email).toEqual(['Für diese E-Mail-Adresse gibt es schon ein Konto.'])

    const resent = await call(
      'POST',
      `/api/schools/${schoolId}/users/${invited.body.data.id}/invitation`,
      undefined,
      school.token,
    )
    expect(resent).toMatchObject({
      status: 200,
      body: { message: 'Die Einladung an sekretariat@demo-schule.de ist erneut unterwegs.' },
    })
    expect(await outboxFor(server(), 'sekretariat@demo-schule.de', 2)).toHaveLength(2)
    const html = await call(
      'POST',
      `/api/schools/${schoolId}/users`,
      { email: 'x@demo-schule.de', lastname: '<b>x</b>' },
      school.token,
    )
    expect(html.status).toBe(422)
    expect(html.body.errors?.lastname).toHaveLength(1)
  })

  it('a school manages only its own users: another school, another id and other roles are refused, nothing changes', async () => {
    const before = await countRows(server(), 'users')
    const mine = await usersOf(schoolId, school.token)
    const owner = mine.find((p) => p.email === school.user.email) as Person
    const attempts = [
      { method: 'GET', path: `/api/schools/${schoolId}/users`, token: otherSchool.token },
      {
        method: 'POST',
        path: `/api/schools/${schoolId}/users`,
        body: { email: 'fremd@example.de' },
        token: otherSchool.token,
      },
      { method: 'DELETE', path: `/api/schools/${schoolId}/users/${owner.id}`, token: otherSchool.token },
      { method: 'POST', path: `/api/schools/${schoolId}/users/${owner.id}/invitation`, token: otherSchool.token },
      // The own token with the other school's id.
      { method: 'DELETE', path: `/api/schools/${otherSchoolId}/users/${otherSchool.user.id}`, token: school.token },
      { method: 'GET', path: '/api/schools/999999/users', token: school.token },
    ]
    for (const attempt of attempts) {
      const answer = await call(attempt.method, attempt.path, attempt.body, attempt.token)
      expect(answer.status, attempt.path).toBe(403)
      expect(answer.body).toEqual({ message: 'Das ist nicht Deine Schule.' })
    }
    // The other school's person is not one of ours, even through our own school's path.
    const notOurs = await call(
      'DELETE',
      `/api/schools/${schoolId}/users/${otherSchool.user.id}`,
      undefined,
      school.token,
    )
    expect(notOurs).toMatchObject({ status: 404, body: { message: 'Diese Person gehört nicht zu Eurer Schule.' } })
    for (const role of ['business', 'trainee', 'region'] as const) {
      const other = await loginAs(server(), role)
      expect((await call('GET', `/api/schools/${schoolId}/users`, undefined, other.token)).status).toBe(403)
    }
    expect((await call('GET', `/api/schools/${schoolId}/users`)).status).toBe(401)
    expect(await countRows(server(), 'users')).toBe(before)
    expect((await call('GET', '/api/auth/user', undefined, otherSchool.token)).status).toBe(200)
  })
})

describe('school bases (SPEC §7 GET /api/schoolbases, POST /api/school_bases/)', () => {
  it('a region lists its schools with a profile and the named school bases; a region names one only in its own region', async () => {
    const region = await loginAs(server(), 'region')
    const regionSlug = region.user.region?.slug as string
    const created = await call<{ data: { id: number; region_slug: string } }>(
      'POST',
      '/api/school_bases/',
      { name: 'Grundschule Am Bach' },
      region.token,
    )
    expect(created).toMatchObject({
      status: 201,
      body: { data: { name: 'Grundschule Am Bach', region_slug: regionSlug, school_slug: null } },
    })
    const list = await call<{ data: Array<{ name: string; school_slug: string | null }> }>(
      'GET',
      `/api/schoolbases?region_slug=${regionSlug}`,
    )
    expect(list.status).toBe(200)
    expect(list.body.data.map((e) => e.name)).toContain('Grundschule Am Bach')
    const names = list.body.data.map((e) => e.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')))

    // Another region's slug: refused; the same school spelled differently: already listed.
    const foreignRegion = await call(
      'POST',
      '/api/school_bases/',
      { name: 'Fremde Schule', region_slug: 'lkr-r' },
      region.token,
    )
    expect(foreignRegion.status).toBe(403)
    const twice = await call('POST', '/api/school_bases/', { name: 'grundschule am bach' }, region.token)
    expect(twice).toMatchObject({
      status: 422,
      body: { errors: { name: ['Diese Schule steht schon in der Liste. Wähle sie dort aus.'] } },
    })
  })

  it('a pupil names a missing school; parallel requests of the same name store it once', async () => {
    const trainee = await loginAs(server(), 'trainee')
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/api/school_bases/', { name: 'Förderzentrum Ilzstadt' }, trainee.token)),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422])
    const rows = await server()
      .database.db.selectFrom('school_bases')
      .select('id')
      .where('folded', '=', 'foerderzentrum ilzstadt')
      .execute()
    expect(rows).toHaveLength(1)
  })

  it('bad input: unknown region, HTML, too short; companies and guests may not name schools', async () => {
    const trainee = await loginAs(server(), 'trainee')
    expect((await call('GET', '/api/schoolbases?region_slug=gibt-es-nicht')).status).toBe(404)
    const unknown = await call(
      'POST',
      '/api/school_bases/',
      { name: 'Schule X', region_slug: 'gibt-es-nicht' },
      trainee.token,
    )
    expect(unknown).toMatchObject({ status: 404, body: { errors: { region_slug: ['Diese Region gibt es nicht.'] } } })
    const html = await call('POST', '/api/school_bases/', { name: '<script>x</script>' }, trainee.token)
    expect(html.status).toBe(422)
    const short = await call('POST', '/api/school_bases/', { name: 'ab' }, trainee.token)
    expect(short.body.errors?.name).toEqual(['Der Name der Schule muss mindestens 3 Zeichen lang sein.'])
    const business = await loginAs(server(), 'business')
    expect((await call('POST', '/api/school_bases/', { name: 'Schule Y' }, business.token)).status).toBe(403)
    expect((await call('POST', '/api/school_bases/', { name: 'Schule Y' })).status).toBe(401)
    const stored = await server()
      .database.db.selectFrom('school_bases')
      .select('name')
      .where('name', 'in', ['Schule X', 'Schule Y', 'ab'])
      .execute()
    expect(stored).toEqual([])
  })
})
