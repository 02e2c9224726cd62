import { type ChatPartyRole, chatStartDecision, decideAccess, ROLES, type Role, type RuleUser } from '@oabat/core'
import { contract, type Route } from '@oabat/core/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import type { DemoRole } from '../seed/demo-accounts.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()

interface Caller {
  role: Role
  token: string | null
  userId: number
  user: RuleUser | null
}

const callers = new Map<Role, Caller>()

beforeAll(async () => {
  callers.set('guest', { role: 'guest', token: null, userId: 1, user: null })
  for (const role of ROLES.filter((r): r is DemoRole => r !== 'guest')) {
    const { token, user } = await loginAs(server(), role)
    callers.set(role, { role, token, userId: user.id, user })
  }
})

/** A path parameter that passes the route's schema; ids are the caller's own, so only the access gate decides. */
function paramValue(name: string, caller: Caller): string {
  switch (name) {
    case 'id':
      return String(caller.userId)
    case 'zip':
      return '94032'
    case 'token':
      return 'x'.repeat(43)
    case 'provider':
      return 'unbekannt'
    default:
      return 'gibt-es-nicht'
  }
}

/**
 * Content pages are numbered from the seeded legal pages on, so a caller's user id would name one of
 * them (the admin would delete it, a region be refused it as another's): they get an id no page has,
 * and their owner checks are tested in content-pages/content-pages.test.ts.
 */
const NO_CONTENT_PAGE = '999999'

function pathFor(route: Route, caller: Caller): string {
  if (route.path.startsWith('/api/admin/content-pages/'))
    return route.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'id' ? NO_CONTENT_PAGE : '1'))
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => paramValue(name, caller))
}

const routes = Object.entries(contract) as Array<[string, Route]>

describe('authorization matrix: every contract route for guest, trainee, business, school, region and admin', () => {
  it('every route declares its access', () => {
    for (const [key, route] of routes) expect(route.access, key).toBeDefined()
  })

  for (const [key, route] of routes) {
    it.each(ROLES.map((role) => [role]))(`${route.method} ${route.path} (${key}) as %s`, async (role) => {
      const caller = callers.get(role) as Caller
      let token = caller.token
      // Logging out would end the shared session of this role; that call gets a session of its own.
      if (key === 'authLogout' && role !== 'guest') token = (await loginAs(server(), role as DemoRole)).token
      // An empty body: allowed calls stop at validation (422) and change nothing.
      const init = request(route.method, route.body ? {} : undefined, token)
      const { status, body } = await server().json<Record<string, unknown>>(pathFor(route, caller), init)
      expect(body.message, 'the route is in the contract but the server does not serve it').not.toBe(
        'Diese Schnittstelle gibt es nicht.',
      )
      const decision = decideAccess(route.access, caller.user)
      if (decision === 'allow') {
        expect(status, JSON.stringify(body)).not.toBe(401)
        expect(status, JSON.stringify(body)).not.toBe(403)
        expect(status).toBeLessThan(500)
      } else {
        expect(status).toBe(decision === 'login' ? 401 : 403)
        // Refused means no data: a German message and nothing else.
        expect(Object.keys(body)).toEqual(['message'])
        expect(body.message).toMatch(/[a-zäöü]/)
      }
    })
  }
})

describe('tokens at the gate', () => {
  it('an unknown or malformed token is a 401 on a protected route, with a German message', async () => {
    for (const header of ['Bearer abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', 'Basic dXNlcjpwYXNz', 'Bearer']) {
      const response = await fetch(`${server().url}/api/auth/user`, { headers: { Authorization: header } })
      expect(response.status).toBe(401)
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/)
      expect(await response.json()).toEqual({ message: 'Deine Anmeldung ist abgelaufen. Bitte melde Dich erneut an.' })
    }
    const none = await server().json('/api/auth/user')
    expect(none).toMatchObject({ status: 401, body: { message: 'Bitte melde Dich an.' } })
  })

  it('public reads still work with an unknown token', async () => {
    const response = await fetch(`${server().url}/api/job_categories`, {
      headers: { Authorization: 'Bearer abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' },
    })
    expect(response.status).toBe(200)
  })

  it('guest-only routes refuse a logged-in caller with 403', async () => {
    const trainee = callers.get('trainee') as Caller
    const { status, body } = await server().json(
      '/api/auth/check',
      request('POST', { mode: 'email', identifier: 'neu@example.de' }, trainee.token),
    )
    expect(status).toBe(403)
    expect(body).toEqual({ message: 'Du bist bereits angemeldet. Melde Dich zuerst ab.' })
  })
})

describe('own-slug rules over real HTTP (SPEC §6 editBusiness, editSchool)', () => {
  /** Registers a second organisation of the kind and returns its login. */
  async function register(path: string, body: Record<string, unknown>) {
    const { status, body: answer } = await server().json<{ token: string; user: RuleUser & { id: number } }>(
      path,
      request('POST', {
        ...body,
        firstname: 'Bea',
        lastname: 'Beispiel',
        gender: 'Frau',
        password: 'sicher-2026',
      }),
    )
    expect(status).toBe(201)
    return answer
  }

  it('business A cannot change business B, school A cannot change school B: 403, only a message', async () => {
    const businessB = await register('/api/businesses', {
      newBusiness: {
        name: 'Zweitbetrieb Matrix',
        postal_code: '94469',
        email: 'b@zweitbetrieb-matrix.de',
        password: 'sicher-2026',
        firstname: 'Bea',
        lastname: 'Beispiel',
      },
    })
    const schoolB = await register('/api/schools/register', {
      school: { name: 'Zweitschule Matrix', type: 'Mittelschule', postal_code: '94036' },
      email: 'rektorat@zweitschule-matrix.de',
    })
    const business = callers.get('business') as Caller
    const school = callers.get('school') as Caller
    const attempts = [
      {
        path: `/api/business/${businessB.user.business?.slug}`,
        body: { about_us: 'Übernommen' },
        token: business.token,
      },
      { path: `/api/schools/${schoolB.user.school?.slug}`, body: { about_us: 'Übernommen' }, token: school.token },
      // And the other way round.
      {
        path: `/api/business/${business.user?.business?.slug}`,
        body: { about_us: 'Übernommen' },
        token: businessB.token,
      },
      { path: `/api/schools/${school.user?.school?.slug}`, body: { about_us: 'Übernommen' }, token: schoolB.token },
    ]
    for (const attempt of attempts) {
      const { status, body } = await server().json<Record<string, unknown>>(
        attempt.path,
        request('PUT', attempt.body, attempt.token),
      )
      expect(status, attempt.path).toBe(403)
      expect(Object.keys(body)).toEqual(['message'])
    }
  })
})

describe('who may start a chat with whom, over real HTTP (SPEC §6 chat and network, docs/chat.md)', () => {
  const parties = ROLES.filter((role): role is ChatPartyRole => role !== 'guest')

  it('a first message by receiver_id follows chatStartDecision for every pair of roles; refusals name no one', async () => {
    // Conversations made by allowed starts count as contact for the pairs after them, as on the server;
    // the organisations write first, so their refusals towards the trainee are reached.
    const conversations = new Set<string>()
    const refused: string[] = []
    const pair = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`)
    for (const senderRole of [...parties].reverse())
      for (const receiverRole of parties) {
        if (senderRole === receiverRole) continue
        const sender = callers.get(senderRole) as Caller
        const receiver = callers.get(receiverRole) as Caller
        const expected = chatStartDecision({ role: senderRole, emailVerified: true }, receiverRole, {
          hasConversation: conversations.has(pair(sender.userId, receiver.userId)),
          receiverApplied: false,
        })
        const { status, body } = await server().json<Record<string, unknown>>(
          '/api/chat/messages/',
          request('POST', { receiver_id: receiver.userId, body: 'Hallo' }, sender.token),
        )
        const label = `${senderRole} → ${receiverRole}`
        if (expected === 'allow') {
          expect(status, label).toBe(201)
          conversations.add(pair(sender.userId, receiver.userId))
        } else {
          expect(status, label).toBe(403)
          expect(Object.keys(body), label).toEqual(['message'])
          refused.push(label)
        }
      }
    expect(refused).toEqual(['region → trainee', 'school → trainee', 'business → trainee'])
  })
})
