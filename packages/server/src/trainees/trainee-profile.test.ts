import fs from 'node:fs'
import path from 'node:path'
import type { ApplicantProfile, AuthToken, OwnJob, Trainee, TraineeDocument, TraineeInterest } from '@oabat/core'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { linkIn, loginAs, outboxFor, request } from '../accounts/account-test-support.ts'
import type { Answer } from '../chat/chat-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { APPLICANT_HIDDEN, NOT_OWN_PROFILE } from './trainee-access.ts'

const server = useTestServer()
let trainee: AuthToken
let other: AuthToken
let business: AuthToken
let school: AuthToken
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

function call<T = unknown>(method: string, url: string, body?: unknown, token?: string | null) {
  return server().json<Answer<T>>(url, request(method, body, token))
}
const me = (login: AuthToken) => `/api/trainee/${login.user.id}`

async function upload<T>(url: string, fields: Record<string, Blob | string>, name: string, token: string) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.set(key, value)
    else form.set(key, value, name)
  }
  const response = await fetch(`${server().url}${url}`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  })
  return { status: response.status, body: (await response.json()) as Answer<T> }
}

async function newTrainee(email: string, firstname: string): Promise<AuthToken> {
  const registered = await call('POST', '/api/register', {
    email,
    password: 'sicher-2026',
    firstname,
    lastname: 'Profil',
  })
  expect(registered.status).toBe(201)
  const [mail] = await outboxFor(server(), email)
  const token = linkIn(mail?.text ?? '').searchParams.get('token') ?? ''
  return (await server().json<AuthToken>(`/api/activate/${token}`)).body
}

const count = async (table: 'files' | 'images' | 'trainee_documents') =>
  Number(
    (
      await server()
        .database.db.selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

beforeAll(async () => {
  trainee = await newTrainee('profil@azubi.example', 'Paula')
  other = await newTrainee('andere@azubi.example', 'Otto')
  business = await loginAs(server(), 'business')
  school = await loginAs(server(), 'school')
})

describe('trainee profile (SPEC §7 Trainee): only the trainee reads and writes it', () => {
  it('starts empty at 0 % and rises section by section to 100 %', async () => {
    const start = await call<{ data: Trainee }>('GET', me(trainee), undefined, trainee.token)
    expect(start.status).toBe(200)
    expect(start.body.data).toMatchObject({
      id: trainee.user.id,
      firstname: 'Paula',
      primary_address: null,
      interests: [],
      profile_picture: null,
      completeness: { percentage: 0 },
    })

    const step1 = await call<{ data: Trainee }>(
      'PUT',
      me(trainee),
      { about_me: 'Ich repariere gern Fahrräder.', location: ' 94032 ', highest_graduation: 'mittel' },
      trainee.token,
    )
    expect(step1.status).toBe(200)
    // SPEC §5: all digits → postal code, with coordinates from the imported postal codes.
    expect(step1.body.data.primary_address).toMatchObject({ city: null, postal_code: '94032' })
    expect(step1.body.data.completeness).toEqual({
      percentage: 33,
      missing: ['hobbies', 'education', 'experience', 'picture'],
    })

    const city = await call<{ data: Trainee }>('PUT', me(trainee), { location: 'Passau' }, trainee.token)
    expect(city.body.data.primary_address).toMatchObject({ city: 'Passau', postal_code: null })

    const hobby = await call<{ data: TraineeInterest }>(
      'POST',
      `/api/interests/${trainee.user.id}`,
      { name: 'Fußball' },
      trainee.token,
    )
    expect(hobby.status).toBe(201)
    const renamed = await call<{ data: TraineeInterest }>(
      'PUT',
      `${me(trainee)}/interests/${hobby.body.data.id}`,
      { name: 'Fußball im Verein' },
      trainee.token,
    )
    expect(renamed.body.data).toEqual({ id: hobby.body.data.id, name: 'Fußball im Verein' })
    const twice = await call('POST', `/api/interests/${trainee.user.id}`, { name: 'fußball im verein' }, trainee.token)
    expect(twice.status).toBe(422)

    const more = await call<{ data: Trainee }>(
      'PUT',
      me(trainee),
      {
        school_base: 'Realschule Passau',
        number_trialwork: 2,
        interest: 'craft',
        birthdate: '2009-05-01',
        allows_newsletter: true,
        onboarding_completed: true,
      },
      trainee.token,
    )
    expect(more.body.data).toMatchObject({
      interest: 'craft',
      birthdate: '2009-05-01',
      allows_newsletter: true,
      onboarding_completed: true,
      completeness: { percentage: 83, missing: ['picture'] },
    })

    const picture = await upload<{ data: Trainee }>(
      `${me(trainee)}/upload_profile`,
      {
        avatar: new Blob(
          [
            await sharp({ create: { width: 60, height: 60, channels: 3, background: '#c33' } })
              .jpeg()
              .toBuffer(),
          ],
          { type: 'image/jpeg' },
        ),
      },
      'ich.jpg',
      trainee.token,
    )
    expect(picture.status, JSON.stringify(picture.body)).toBe(201)
    expect(picture.body.data.completeness).toEqual({ percentage: 100, missing: [] })
    // Private: the URL carries a signature.
    expect(picture.body.data.profile_picture?.is_private).toBe(true)
    expect(picture.body.data.profile_picture?.urls.small.jpg).toContain('signature=')

    // The user's own answer knows about the finished onboarding.
    const user = await call<{ user: { trainee: { onboarding_completed: boolean } } }>(
      'GET',
      '/api/auth/user',
      undefined,
      trainee.token,
    )
    expect(JSON.stringify(user.body)).toContain('"onboarding_completed":true')
  })

  it('refuses another trainee, companies and schools with a German 403, and changes nothing', async () => {
    for (const caller of [other, business, school]) {
      const read = await call('GET', me(trainee), undefined, caller.token)
      expect(read.status).toBe(403)
      expect(read.body.message).toMatch(/[äöüß]|Profil|nicht/)
      const write = await call('PUT', me(trainee), { about_me: 'gehackt' }, caller.token)
      expect(write.status).toBe(403)
      const hobby = await call('POST', `/api/interests/${trainee.user.id}`, { name: 'Einbruch' }, caller.token)
      expect(hobby.status).toBe(403)
    }
    expect((await call('GET', me(trainee), undefined, other.token)).body.message).toBe(NOT_OWN_PROFILE)
    expect((await call('GET', me(trainee))).status).toBe(401)
    const mine = await call<{ data: Trainee }>('GET', me(trainee), undefined, trainee.token)
    expect(mine.body.data.about_me).toBe('Ich repariere gern Fahrräder.')
    expect(mine.body.data.interests).toHaveLength(1)
    // Another trainee's hobby id is not found from one's own profile.
    const foreign = await call(
      'PUT',
      `${me(other)}/interests/${mine.body.data.interests[0]?.id}`,
      { name: 'x' },
      other.token,
    )
    expect(foreign.status).toBe(404)
  })

  it('answers bad input with German field errors', async () => {
    const bad = await call(
      'PUT',
      me(trainee),
      {
        location: '940',
        highest_graduation: 'doktor',
        interest: 'zauberei',
        number_trialwork: -1,
        about_me: '<b>fett</b>',
        birthdate: '2999-01-01',
      },
      trainee.token,
    )
    expect(bad.status).toBe(422)
    expect(bad.body.errors?.location).toEqual(['Eine Postleitzahl hat 5 Ziffern.'])
    expect(bad.body.errors?.highest_graduation?.[0]).toMatch(/Abschluss/)
    expect(bad.body.errors?.interest?.[0]).toMatch(/Bereich/)
    expect(bad.body.errors?.number_trialwork?.[0]).toMatch(/negativ/)
    expect(bad.body.errors?.about_me?.[0]).toMatch(/HTML/)
    const future = await call('PUT', me(trainee), { birthdate: '2999-01-01' }, trainee.token)
    expect(future.status).toBe(422)
    expect(future.body.errors?.birthdate?.[0]).toMatch(/Vergangenheit/)
  })

  it('refuses a 50 MB avatar and a text file as avatar; nothing is stored', async () => {
    const images = await count('images')
    const huge = await upload(
      `${me(trainee)}/upload_profile`,
      { avatar: new Blob([new Uint8Array(50 * 1024 * 1024)], { type: 'image/jpeg' }) },
      'riesig.jpg',
      trainee.token,
    )
    expect(huge.status).toBe(422)
    expect(huge.body.message).toMatch(/zu groß/)
    const text = await upload(
      `${me(trainee)}/upload_profile`,
      { avatar: new Blob(['kein Bild'], { type: 'image/jpeg' }) },
      'bild.jpg',
      trainee.token,
    )
    expect(text.status).toBe(422)
    expect(await count('images')).toBe(images)
    const foreign = await upload(
      `${me(trainee)}/upload_profile`,
      { avatar: new Blob([PDF], { type: 'image/jpeg' }) },
      'x.jpg',
      other.token,
    )
    expect(foreign.status).toBe(403)
  })
})

describe('documents (/i/dokumente) and what a company sees', () => {
  let cv: TraineeDocument
  let interestId: number

  it('uploads a CV, renames it, refuses a "PDF" that is none', async () => {
    const files = await count('files')
    const fake = await upload(
      `${me(trainee)}/documents`,
      { file: new Blob(['Das ist Text, kein PDF.'], { type: 'application/pdf' }), kind: 'cv' },
      'lebenslauf.pdf',
      trainee.token,
    )
    expect(fake.status).toBe(422)
    expect(fake.body.errors?.file?.[0]).toMatch(/Dateityp|Inhalt/)
    expect(await count('files')).toBe(files)

    const stored = await upload<{ data: TraineeDocument }>(
      `${me(trainee)}/documents`,
      { file: new Blob([PDF], { type: 'application/pdf' }), kind: 'cv' },
      'lebenslauf.pdf',
      trainee.token,
    )
    expect(stored.status, JSON.stringify(stored.body)).toBe(201)
    cv = stored.body.data
    expect(cv).toMatchObject({ kind: 'cv', original_filename: 'lebenslauf.pdf', job_interest_ids: [] })
    const renamed = await call<{ data: TraineeDocument }>(
      'PUT',
      `${me(trainee)}/documents/${cv.id}`,
      { original_filename: 'Lebenslauf Paula.pdf' },
      trainee.token,
    )
    expect(renamed.body.data.original_filename).toBe('Lebenslauf Paula.pdf')
    const list = await call<{ data: TraineeDocument[] }>('GET', `${me(trainee)}/documents`, undefined, trainee.token)
    expect(list.body.data.map((d) => d.id)).toEqual([cv.id])
    expect((await call('GET', `${me(trainee)}/documents`, undefined, other.token)).status).toBe(403)
    expect((await call('DELETE', `${me(other)}/documents/${cv.id}`, undefined, other.token)).status).toBe(404)
  })

  it('a company sees neither profile nor CV before the trainee turns to it', async () => {
    const hidden = await call('GET', `${me(trainee)}/applicant`, undefined, business.token)
    expect(hidden.status).toBe(404)
    expect(hidden.body.message).toBe(APPLICANT_HIDDEN)
    expect((await call('GET', `/api/file/${cv.id}`, undefined, business.token)).status).toBe(403)
    expect((await call('GET', `${me(trainee)}/applicant`, undefined, other.token)).status).toBe(403)
  })

  it('after an interest the company sees profile and CV; the CV attaches to the interest', async () => {
    const jobs = (await call<{ data: OwnJob[] }>('GET', '/api/v2/jobs?status=published', undefined, business.token))
      .body.data
    const interest = await call<{ data: { id: number } }>(
      'POST',
      '/api/job_interests',
      { job_id: (jobs[0] as OwnJob).id, message: 'Ich interessiere mich sehr.' },
      trainee.token,
    )
    expect(interest.status).toBe(201)
    interestId = interest.body.data.id
    const attached = await call<{ data: TraineeDocument }>(
      'PUT',
      `${me(trainee)}/documents/${cv.id}/job_interests/${interestId}`,
      { attached: true },
      trainee.token,
    )
    expect(attached.body.data.job_interest_ids).toEqual([interestId])
    const seen = await call<{ data: Array<{ id: number; file_ids: number[] }> }>(
      'GET',
      '/api/job_interests',
      undefined,
      business.token,
    )
    expect(seen.body.data.find((i) => i.id === interestId)?.file_ids).toEqual([cv.id])
    // Another trainee cannot attach to this interest.
    expect(
      (
        await call(
          'PUT',
          `${me(other)}/documents/${cv.id}/job_interests/${interestId}`,
          { attached: true },
          other.token,
        )
      ).status,
    ).toBe(404)

    const profile = await call<{ data: ApplicantProfile }>('GET', `${me(trainee)}/applicant`, undefined, business.token)
    expect(profile.status).toBe(200)
    expect(profile.body.data).toMatchObject({
      firstname: 'Paula',
      about_me: 'Ich repariere gern Fahrräder.',
      school_base: 'Realschule Passau',
      interests: [{ name: 'Fußball im Verein' }],
      documents: [{ id: cv.id, original_filename: 'Lebenslauf Paula.pdf', kind: 'cv' }],
    })
    // No birthdate, phone or settings for the company.
    expect(JSON.stringify(profile.body.data)).not.toContain('2009-05-01')
    expect(JSON.stringify(profile.body.data)).not.toContain('allows_')
    const pictureUrl = profile.body.data.profile_picture?.urls.small.jpg ?? ''
    expect((await fetch(`${server().url}${new URL(pictureUrl, server().url).pathname}`)).status).toBe(404)
    expect((await fetch(new URL(pictureUrl, server().url))).status).toBe(200)
    const file = await fetch(`${server().url}/api/file/${cv.id}`, {
      headers: { Authorization: `Bearer ${business.token}` },
    })
    expect(file.status).toBe(200)
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })

  it('a company a trainee wrote to in the chat sees the profile too', async () => {
    const slug = business.user.business?.slug as string
    const contact = await call<{ data: { id: number } }>('GET', `/api/chat/business/${slug}`, undefined, other.token)
    expect((await call('GET', `${me(other)}/applicant`, undefined, business.token)).status).toBe(404)
    const receiver = contact.body.data.id
    const sent = await call(
      'POST',
      '/api/chat/messages/',
      { receiver_id: receiver, body: 'Hallo, habt Ihr Praktika?' },
      other.token,
    )
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    expect((await call('GET', `${me(other)}/applicant`, undefined, business.token)).status).toBe(200)
  })

  it('the data export of the trainee lists the profile, hobbies and documents (docs/your-data.md)', async () => {
    const answer = await call<{ data: { sections: Array<{ name: string; rows: Array<Record<string, unknown>> }> } }>(
      'GET',
      `/api/users/${trainee.user.id}/data_export`,
      undefined,
      trainee.token,
    )
    expect(answer.status).toBe(200)
    const rows = answer.body.data.sections.find((s) => s.name === 'trainee_profile')?.rows ?? []
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entry: 'profile', about_me: 'Ich repariere gern Fahrräder.' }),
        expect.objectContaining({ entry: 'hobby', name: 'Fußball im Verein' }),
        expect.objectContaining({ entry: 'document', file_id: cv.id, kind: 'cv' }),
      ]),
    )
  })

  it('deleting the CV removes it from the interest, the database and the disk', async () => {
    const row = await server()
      .database.db.selectFrom('files')
      .select('uuid')
      .where('id', '=', cv.id)
      .executeTakeFirstOrThrow()
    const removed = await call('DELETE', `${me(trainee)}/documents/${cv.id}`, undefined, trainee.token)
    expect(removed.status).toBe(200)
    expect(
      await server().database.db.selectFrom('trainee_documents').selectAll().where('file_id', '=', cv.id).execute(),
    ).toEqual([])
    const interest = await server()
      .database.db.selectFrom('job_interests')
      .select('file_ids')
      .where('id', '=', interestId)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(interest.file_ids)).toEqual([])
    const onDisk = fs.readdirSync(path.join(server().dataDir, 'media'), { recursive: true }).map(String)
    expect(onDisk.some((name) => name.includes(row.uuid))).toBe(false)
  })
})
