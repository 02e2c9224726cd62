import type { AuthToken } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import { EMAIL_TAKEN } from '../accounts/new-account.ts'
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts'
import { createTestClock } from '../test-support/test-clock.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { RATE_LIMITS, TOO_MANY_REQUESTS } from './rate-limiter.ts'

// Each case comes from its own client address (X-Forwarded-For, trusted here), so the per-address
// limits of one case do not spill into the next.
const clock = createTestClock()
const server = useTestServer({ TRUST_PROXY: '1' }, { clock })
const HOUR = 3_600_000
let trainee: AuthToken
let business: AuthToken

beforeAll(async () => {
  trainee = await loginAs(server(), 'trainee')
  business = await loginAs(server(), 'business')
})

type Answer = { status: number; headers: Headers; body: { message?: string; errors?: Record<string, string[]> } }

function from(address: string, init: RequestInit): RequestInit {
  return { ...init, headers: { ...(init.headers as Record<string, string>), 'X-Forwarded-For': address } }
}

/** Sends `count` requests; each must answer `status`. */
async function repeat(count: number, status: number, send: (n: number) => Promise<Answer>): Promise<void> {
  for (let n = 0; n < count; n++) {
    const answer = await send(n)
    if (answer.status !== status) throw new Error(`request ${n + 1} answered ${answer.status}, not ${status}`)
  }
}

function expectLimited(answer: Answer, maxSeconds: number): void {
  expect(answer.status).toBe(429)
  expect(answer.body.message).toBe(TOO_MANY_REQUESTS)
  const retryAfter = Number(answer.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds)
}

const PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'

function uploadFile(address: string, bytes: number, token?: string): Promise<Answer> {
  const data = Buffer.alloc(bytes, 0x20)
  data.write(PDF)
  const form = new FormData()
  form.set('file', new Blob([data], { type: 'application/pdf' }), 'lebenslauf.pdf')
  return server().json('/api/file', {
    method: 'POST',
    body: form,
    headers: { 'X-Forwarded-For': address, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  })
}

describe('registration (every kind) per client address', () => {
  const registerTaken = (address: string) =>
    server().json(
      '/api/register',
      from(
        address,
        request('POST', {
          email: DEMO_ACCOUNTS.trainee.email,
          password: 'sicher-2026',
          firstname: 'Lena',
          lastname: 'Probe',
        }),
      ),
    ) as Promise<Answer>

  it('answers "already registered" only until the limit: no unlimited existence check', async () => {
    const address = '198.51.100.1'
    const first = await registerTaken(address)
    expect(first.status).toBe(422)
    expect(first.body.errors?.email).toEqual([EMAIL_TAKEN])
    await repeat(RATE_LIMITS.registration.limit - 1, 422, () => registerTaken(address))
    expectLimited(await registerTaken(address), 3600)

    // The same count covers the other registrations.
    const newBusiness = {
      name: 'Bäckerei Neu',
      postal_code: '94032',
      email: 'neu@baeckerei.example',
      password: 'sicher-2026',
      firstname: 'Petra',
      lastname: 'Neu',
      gender: 'Frau',
    }
    const registered = await server().json('/api/businesses', from(address, request('POST', { newBusiness })))
    expectLimited(registered as Answer, 3600)
    // Another address still gets its answer.
    expect((await registerTaken('198.51.100.2')).status).toBe(422)
  })

  it('allows a new hour, and at most the daily limit per day', async () => {
    const address = '198.51.100.3'
    const hourly = RATE_LIMITS.registration.limit
    let used = 0
    while (used + hourly <= RATE_LIMITS.registrationDaily.limit) {
      await repeat(hourly, 422, () => registerTaken(address))
      used += hourly
      clock.advance(HOUR + 1000)
    }
    await repeat(RATE_LIMITS.registrationDaily.limit - used, 422, () => registerTaken(address))
    const answer = await registerTaken(address)
    expectLimited(answer, 24 * 3600)
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(3600)
  })
})

describe('code sending per client address (besides the limit per recipient)', () => {
  it('refuses codes to ever new recipients from one address past the limit', async () => {
    const address = '198.51.100.20'
    const send = (n: number) =>
      server().json(
        '/api/auth/verify/send-otp',
        from(address, request('POST', { mode: 'email', identifier: `kandidat${n}@example.org` })),
      ) as Promise<Answer>
    await repeat(RATE_LIMITS.otpSendPerAddress.limit, 200, send)
    expectLimited(await send(999), 3600)
  })
})

describe('chat messages per sender', () => {
  const send = (n: number) =>
    server().json(
      '/api/chat/messages/',
      // A trainee may start a chat with a company (docs/chat.md), so only the limit can refuse.
      request('POST', { receiver_id: business.user.id, body: `Nachricht ${n}` }, trainee.token),
    ) as Promise<Answer>

  // 501 chat messages one after the other: 5–19 s, over 30 s on a slow machine under load.
  it('stops a burst, lets the sender go on after the burst window, and caps the hour', async () => {
    const burst = RATE_LIMITS.chatBurst
    await repeat(burst.limit, 201, send)
    expectLimited(await send(0), burst.windowMs / 1000)
    let sent = burst.limit
    while (sent + burst.limit <= RATE_LIMITS.chatHourly.limit) {
      clock.advance(burst.windowMs + 1000)
      await repeat(burst.limit, 201, send)
      sent += burst.limit
    }
    clock.advance(burst.windowMs + 1000)
    await repeat(RATE_LIMITS.chatHourly.limit - sent, 201, send)
    const answer = await send(0)
    expectLimited(answer, 3600)
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(burst.windowMs / 1000)
  }, 120_000)
})

describe('uploads', () => {
  it('limits the number of guest uploads per client address', async () => {
    const address = '198.51.100.30'
    await repeat(RATE_LIMITS.guestUploads.limit, 201, () => uploadFile(address, 2000))
    expectLimited(await uploadFile(address, 2000), 3600)
  })

  it('limits the bytes guests upload per client address', async () => {
    const address = '198.51.100.31'
    const size = 9 * 1024 * 1024
    const fits = Math.floor(RATE_LIMITS.guestUploadBytes.limit / size)
    await repeat(fits, 201, () => uploadFile(address, size))
    expectLimited(await uploadFile(address, size), 3600)
  })

  it('limits the uploads of a logged-in account, wherever it comes from', async () => {
    await repeat(RATE_LIMITS.uploads.limit, 201, (n) => uploadFile(`198.51.101.${n % 200}`, 2000, trainee.token))
    expectLimited(await uploadFile('198.51.100.33', 2000, trainee.token), 3600)
  })
})

describe('invitations per inviting account', () => {
  it('refuses further invitation mails past the limit', async () => {
    const businessId = business.user.business?.id as number
    const invite = (n: number) =>
      server().json(
        `/api/business/${businessId}/users`,
        request('POST', { email: `kollegin${n}@example.org`, firstname: 'Kim' }, business.token),
      ) as Promise<Answer>
    await repeat(RATE_LIMITS.invitations.limit, 201, invite)
    expectLimited(await invite(999), 3600)
  })
})

describe('job interests per trainee', () => {
  it('counts every interest sent, also a repeated one, and refuses past the hourly limit', async () => {
    const search = await server().json<{ result: { data: Array<{ id: number }> } }>(
      '/api/search?latitude=48.5667&longitude=13.4319&category=Ausbildung&per_page=1',
    )
    const jobId = search.body.result.data[0]?.id as number
    const send = () =>
      server().json('/api/job_interests', request('POST', { job_id: jobId }, trainee.token)) as Promise<Answer>
    // The first is stored; the same job again is a 409, and counts all the same.
    expect((await send()).status).toBe(201)
    await repeat(RATE_LIMITS.jobInterests.limit - 1, 409, send)
    expectLimited(await send(), 3600)
  })
})
