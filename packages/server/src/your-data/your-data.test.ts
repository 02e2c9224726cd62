import fs from 'node:fs'
import type { AuthToken, ChatMessage, Image, StoredFile, YourDataExport } from '@oabat/core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { codeIn, loginAs, outboxFor, request } from '../accounts/account-test-support.ts'
import { articlesSection } from '../articles/article-data-section.ts'
import { filePath, imageDir } from '../media/media-store.ts'
import { createTestClock } from '../test-support/test-clock.ts'
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts'
import { startOnDatabase, type TestServer } from '../test-support/test-server.ts'
import { DELETED_ACCOUNT_NAME, DELETION_PERIOD_MS } from './personal-data-deletion.ts'
import { PERSONAL_DATA_SECTIONS } from './personal-data-sections.ts'
import { OWN_DATA_ONLY } from './your-data-routes.ts'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')
const PASSWORD = 'sicher-2026'
const clock = createTestClock()
let database: TestDatabase
let server: TestServer
let business: AuthToken
let demoTrainee: AuthToken

const call = <T>(method: string, path: string, body?: unknown, token?: string | null) =>
  server.json<T & { message?: string }>(path, request(method, body, token))

async function newTrainee(email: string, firstname: string): Promise<AuthToken> {
  await call('POST', '/api/auth/verify/send-otp', { mode: 'email', identifier: email })
  const [mail] = await outboxFor(server, email)
  const answer = await call<AuthToken>('POST', '/api/auth/register/trainee', {
    email,
    password: PASSWORD,
    firstname,
    lastname: 'Schmidt',
    birthdate: '2008-03-04',
    code: codeIn(mail?.text ?? ''),
  })
  expect(answer.status).toBe(201)
  return answer.body
}

/** A multipart upload as the given account; the answer's data. */
async function upload<T>(token: string, path: string, form: FormData): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: T }).data
}

function uploadPdf(token: string, name: string): Promise<StoredFile> {
  const form = new FormData()
  form.set('file', new Blob([PDF], { type: 'application/pdf' }), name)
  return upload(token, '/api/file', form)
}

/** A trainee with something in every section on main: an interest, a chat with a CV attached, a setting. */
async function activeTrainee(email: string, firstname: string) {
  const login = await newTrainee(email, firstname)
  const job = await server.database.db
    .selectFrom('jobs')
    .select('id')
    .where('business_id', '=', business.user.business?.id ?? 0)
    .executeTakeFirstOrThrow()
  const interest = await call(
    'POST',
    '/api/job_interests',
    { job_id: job.id, message: `${firstname} fragt an` },
    login.token,
  )
  expect(interest.status).toBe(201)
  const cv = await uploadPdf(login.token, `Lebenslauf ${firstname}.pdf`)
  const sent = await call<{ data: ChatMessage }>(
    'POST',
    '/api/chat/messages/',
    { receiver_id: business.user.id, body: `Hallo, hier mein Lebenslauf – ${firstname}`, file_id: cv.id },
    login.token,
  )
  expect(sent.status).toBe(201)
  const answer = await call<{ data: ChatMessage }>(
    'POST',
    '/api/chat/messages/',
    { conversation_id: sent.body.data.conversation_id, body: `Danke ${firstname}, wir melden uns.` },
    business.token,
  )
  expect(answer.status).toBe(201)
  expect(
    (await call('POST', `/api/user/${login.user.id}/tutorials`, { tutorial_step: 'first_like' }, login.token)).status,
  ).toBeLessThan(300)
  const rated = await call(
    'POST',
    '/api/v2/jobs/ratings/',
    { job_id: job.id, user_id: login.user.id, rating: 90 },
    login.token,
  )
  expect(rated.status).toBeLessThan(300)
  const favourite = await call(
    'POST',
    '/api/v2/businesses/likes',
    { business_id: business.user.business?.id, user_id: login.user.id },
    login.token,
  )
  expect(favourite.status).toBe(201)
  const reviewed = await call(
    'POST',
    '/api/v2/reviews',
    { rating: 4, message: `${firstname} findet oabat gut`, type: 'general' },
    login.token,
  )
  expect(reviewed.status).toBeLessThan(300)
  // A browser that receives push notifications (the push API itself is tested in push/push.test.ts).
  await server.database.db
    .insertInto('push_subscriptions')
    .values({
      user_id: login.user.id,
      endpoint: `https://push.example.net/send/${firstname}`,
      p256dh: `schluessel-${firstname}`,
      auth: `geheim-${firstname}`,
      created_at: new Date(clock.now()).toISOString(),
    })
    .execute()
  return { login, cv, conversationId: sent.body.data.conversation_id }
}

const exportOf = (login: AuthToken) =>
  call<{ data: YourDataExport }>('GET', `/api/users/${login.user.id}/data_export`, undefined, login.token)

const section = (data: YourDataExport, name: string) => data.sections.find((s) => s.name === name)?.rows ?? []

beforeAll(async () => {
  database = await createTestDatabase()
  server = await startOnDatabase(database, {}, { clock })
  business = await loginAs(server, 'business')
  demoTrainee = await loginAs(server, 'trainee')
})
afterAll(async () => {
  await server?.stop()
  await database?.drop()
})

describe('GET /api/users/{id}/data_export (GDPR Art. 15/20, docs/your-data.md)', () => {
  it('gives the trainee every section with their own data, no secrets and no one else’s address', async () => {
    const { login, cv, conversationId } = await activeTrainee('export.lea@example.de', 'Lea')
    const { status, body } = await exportOf(login)
    expect(status).toBe(200)
    const data = body.data
    expect(data.user_id).toBe(login.user.id)
    expect(data.deletion_due_at).toBeNull()
    expect(data.sections.map((s) => s.name)).toEqual(PERSONAL_DATA_SECTIONS.map((s) => s.name))
    for (const s of data.sections) expect(s.title).toMatch(/[A-Za-zäöü]/)

    expect(section(data, 'account')).toEqual([
      expect.objectContaining({
        id: login.user.id,
        email: 'export.lea@example.de',
        firstname: 'Lea',
        birthdate: '2008-03-04',
      }),
    ])
    expect(section(data, 'sessions').length).toBeGreaterThan(0)
    expect(section(data, 'settings')).toEqual([expect.objectContaining({ kind: 'tutorial_step', step: 'first_like' })])
    expect(section(data, 'job_interests')).toEqual([expect.objectContaining({ message: 'Lea fragt an' })])
    expect(section(data, 'chat_conversations')).toEqual([
      expect.objectContaining({ id: conversationId, partner_business: expect.any(String) }),
    ])
    // Only what Lea wrote (her interest arrives in the chat too); the company's answer is the company's.
    expect(section(data, 'chat_messages')).toEqual([
      expect.objectContaining({ type: 'action', body: 'Lea fragt an' }),
      expect.objectContaining({ body: 'Hallo, hier mein Lebenslauf – Lea', file_id: cv.id }),
    ])
    expect(section(data, 'uploads')).toEqual([
      expect.objectContaining({ kind: 'file', id: cv.id, original_filename: 'Lebenslauf Lea.pdf' }),
    ])

    expect(section(data, 'job_ratings')).toEqual([expect.objectContaining({ rating: 90 })])
    expect(section(data, 'business_likes')).toEqual([
      expect.objectContaining({ business_id: business.user.business?.id, business_name: expect.any(String) }),
    ])
    expect(section(data, 'platform_reviews')).toEqual([
      expect.objectContaining({ type: 'general', message: 'Lea findet oabat gut' }),
    ])
    expect(section(data, 'push_subscriptions')).toEqual([
      expect.objectContaining({ push_service: 'push.example.net', last_sent_at: null }),
    ])

    const text = JSON.stringify(data)
    expect(text).not.toContain('geheim-Lea')
    expect(text).not.toContain('/send/Lea')
    expect(text).not.toContain('Danke Lea')
    expect(text).not.toContain(business.user.email)
    expect(text).not.toContain(login.token)
    expect(text).not.toMatch(/password|token_hash|\$argon2/)
  })

  it('is only ever the caller’s own: another id is 403, a guest 401', async () => {
    const other = await call('GET', `/api/users/${business.user.id}/data_export`, undefined, demoTrainee.token)
    expect(other).toMatchObject({ status: 403, body: { message: OWN_DATA_ONLY } })
    expect((await call('GET', `/api/users/${demoTrainee.user.id}/data_export`)).status).toBe(401)
    const own = await exportOf(business)
    expect(own.status).toBe(200)
    expect(section(own.body.data, 'account')).toEqual([expect.objectContaining({ email: business.user.email })])
  })
})

describe('articles in the export (docs/articles.md)', () => {
  it('lists the articles the person wrote; their deletion leaves the article to the company, without author', async () => {
    const writer = await loginAs(server, 'business')
    const created = await call<{ data: { id: number } }>(
      'POST',
      '/api/admin/articles',
      {
        title: 'Unser Azubi-Tag',
        slug: 'unser-azubi-tag',
        teaser: 'Ein Tag bei uns.',
        image_url: null,
        body: '<p>Hallo</p>',
      },
      writer.token,
    )
    expect(created.status).toBe(201)
    const { body } = await exportOf(writer)
    expect(section(body.data, 'articles')).toEqual([
      expect.objectContaining({
        id: created.body.data.id,
        title: 'Unser Azubi-Tag',
        status: 'draft',
        body: '<p>Hallo</p>',
      }),
    ])
    const db = server.database.db
    await db.transaction().execute((trx) => articlesSection.erase?.(trx, writer.user.id) ?? Promise.resolve([]))
    const kept = await db
      .selectFrom('articles')
      .select(['author_user_id', 'business_id'])
      .where('id', '=', created.body.data.id)
      .executeTakeFirstOrThrow()
    expect(kept).toEqual({ author_user_id: null, business_id: writer.user.business?.id })
  })
})

describe('deletion after deactivation (GDPR Art. 17)', () => {
  it('deletes the personal data and files once the period is over; other users keep theirs', async () => {
    const leaving = await activeTrainee('weg.tom@example.de', 'Tom')
    const staying = await activeTrainee('bleibt.ida@example.de', 'Ida')
    const db = () => server.database.db

    const asked = await call(
      'POST',
      '/api/user/request-deactivation',
      { reason: 'Ausbildung gefunden' },
      leaving.login.token,
    )
    expect(asked.status).toBe(200)
    const scheduled = await exportOf(leaving.login)
    const [account] = section(scheduled.body.data, 'account') as Array<{ deactivation_requested_at: string }>
    expect(Date.parse(scheduled.body.data.deletion_due_at ?? '')).toBe(
      Date.parse(account?.deactivation_requested_at ?? '') + DELETION_PERIOD_MS,
    )

    // Just before the end of the period a restart (which sweeps at once) deletes nothing.
    clock.advance(DELETION_PERIOD_MS - 60_000)
    await server.stop()
    server = await startOnDatabase(database, {}, { clock })
    expect((await exportOf(leaving.login)).status).toBe(200)

    clock.advance(120_000)
    await server.stop()
    server = await startOnDatabase(database, {}, { clock })
    await expect
      .poll(
        async () =>
          (
            await db()
              .selectFrom('users')
              .select('personal_data_deleted_at')
              .where('id', '=', leaving.login.user.id)
              .executeTakeFirstOrThrow()
          ).personal_data_deleted_at,
      )
      .not.toBeNull()

    const user = await db()
      .selectFrom('users')
      .selectAll()
      .where('id', '=', leaving.login.user.id)
      .executeTakeFirstOrThrow()
    expect(user).toMatchObject({ firstname: DELETED_ACCOUNT_NAME, lastname: null, birthdate: null, phone_number: null })
    expect(user.email).not.toContain('tom')
    // Logged out everywhere, and the old password opens nothing.
    expect((await exportOf(leaving.login)).status).toBe(401)
    expect((await call('POST', '/api/auth/login', { email: 'weg.tom@example.de', password: PASSWORD })).status).toBe(
      422,
    )

    const rowsOf = async (userId: number) => ({
      interests: await db().selectFrom('job_interests').select('id').where('trainee_user_id', '=', userId).execute(),
      files: await db().selectFrom('files').select('id').where('owner_user_id', '=', userId).execute(),
      steps: await db().selectFrom('tutorial_steps').select('step').where('user_id', '=', userId).execute(),
      requests: await db().selectFrom('deactivation_requests').select('id').where('user_id', '=', userId).execute(),
      pushes: await db().selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).execute(),
      ratings: await db().selectFrom('job_ratings').select('id').where('user_id', '=', userId).execute(),
      favourites: await db().selectFrom('business_likes').select('id').where('user_id', '=', userId).execute(),
      reviews: await db().selectFrom('platform_reviews').select('id').where('user_id', '=', userId).execute(),
      messages: await db()
        .selectFrom('chat_messages')
        .select(['body', 'is_deleted', 'file_id'])
        .where('sender_id', '=', userId)
        .execute(),
    })
    const gone = await rowsOf(leaving.login.user.id)
    expect(gone).toMatchObject({
      interests: [],
      files: [],
      steps: [],
      requests: [],
      pushes: [],
      ratings: [],
      favourites: [],
      reviews: [],
    })
    expect(gone.messages).toEqual([
      { body: '', is_deleted: 1, file_id: null },
      { body: '', is_deleted: 1, file_id: null },
    ])
    await expect
      .poll(() => fs.existsSync(filePath({ dataDir: database.dataDir } as never, leaving.cv.uuid as string)))
      .toBe(false)

    // The company's side of that chat stays, and so does everything of Ida.
    const companyLines = await db()
      .selectFrom('chat_messages')
      .select('body')
      .where('conversation_id', '=', leaving.conversationId)
      .where('sender_id', '=', business.user.id)
      .execute()
    expect(companyLines).toEqual([{ body: 'Danke Tom, wir melden uns.' }])
    const kept = await rowsOf(staying.login.user.id)
    expect(kept.interests).toHaveLength(1)
    expect(kept.files).toHaveLength(1)
    expect(kept.pushes).toHaveLength(1)
    expect(kept.ratings).toHaveLength(1)
    expect(kept.reviews).toHaveLength(1)
    expect(kept.messages).toEqual([
      { body: 'Ida fragt an', is_deleted: 0, file_id: null },
      { body: 'Hallo, hier mein Lebenslauf – Ida', is_deleted: 0, file_id: staying.cv.id },
    ])
    expect(fs.existsSync(filePath({ dataDir: database.dataDir } as never, staying.cv.uuid as string))).toBe(true)
    const ida = await loginAgain('bleibt.ida@example.de')
    expect(section((await exportOf(ida)).body.data, 'account')).toEqual([expect.objectContaining({ firstname: 'Ida' })])
  })

  it('a company member leaves: the company keeps the logo they uploaded, their other uploads go', async () => {
    const member = await loginAs(server, 'business')
    const logo = await uploadImage(member.token, 'logo.png')
    const snapshot = await uploadImage(member.token, 'privat.png')
    const businessId = member.user.business?.id ?? 0
    expect((await call('PUT', `/api/business/${businessId}`, { logo_image_id: logo.id }, member.token)).status).toBe(
      200,
    )
    expect((await call('POST', '/api/user/request-deactivation', { reason: 'Neue Stelle' }, member.token)).status).toBe(
      200,
    )
    const uuids = new Map(
      (await server.database.db.selectFrom('images').select(['id', 'uuid']).execute()).map((row) => [row.id, row.uuid]),
    )

    clock.advance(DELETION_PERIOD_MS + 60_000)
    await server.stop()
    server = await startOnDatabase(database, {}, { clock })
    const images = () =>
      server.database.db.selectFrom('images').select('id').where('owner_user_id', '=', member.user.id).execute()
    await expect.poll(async () => (await images()).map((row) => row.id)).toEqual([logo.id])
    const onDisk = (image: Image) =>
      fs.existsSync(imageDir({ dataDir: database.dataDir } as never, uuids.get(image.id) ?? ''))
    // The files leave the disk right after the transaction.
    await expect.poll(() => onDisk(snapshot)).toBe(false)
    expect(onDisk(logo)).toBe(true)
    const company = await server.database.db
      .selectFrom('businesses')
      .select(['name', 'logo_image_id'])
      .where('id', '=', businessId)
      .executeTakeFirstOrThrow()
    expect(company.logo_image_id).toBe(logo.id)
    expect((await call('GET', `/api/users/${member.user.id}/data_export`, undefined, member.token)).status).toBe(401)
  })
})

async function uploadImage(token: string, name: string): Promise<Image> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), name)
  form.set('public', '1')
  return upload(token, '/api/images', form)
}

async function loginAgain(email: string): Promise<AuthToken> {
  const answer = await call<AuthToken>('POST', '/api/auth/login', { email, password: PASSWORD })
  expect(answer.status).toBe(200)
  return answer.body
}
