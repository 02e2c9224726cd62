import type { AuthToken, OwnJob, SearchResponse } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()

interface Answer<T = unknown> {
  status: number
  body: T & { message?: string; errors?: Record<string, string[]> }
}

let demo: AuthToken
let other: AuthToken
let trainee: AuthToken
let admin: AuthToken

function call<T = unknown>(method: string, path: string, body?: unknown, token?: string | null): Promise<Answer<T>> {
  return server().json<T & { message?: string }>(path, request(method, body, token))
}

const apprenticeship = {
  name: 'Ausbildung zum Bäcker (m/w/d)',
  type_id: 1,
  description: 'Du lernst bei uns alles über Brot, Brezen und Semmeln.\nMit Zeilenumbruch.',
  tasks: ['Teig herstellen', 'Backöfen bedienen'],
  requirements: ['Mittelschulabschluss'],
  benefits: ['30 Tage Urlaub'],
  duration_months: 36,
  positions: 2,
  graduation: 'main',
  start_date: '2027-09-01',
  category: 'craft',
}

async function jobCount(): Promise<number> {
  const row = await server()
    .database.db.selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

beforeAll(async () => {
  demo = await loginAs(server(), 'business')
  trainee = await loginAs(server(), 'trainee')
  admin = await loginAs(server(), 'admin')
  const registered = await call<AuthToken>('POST', '/api/businesses', {
    newBusiness: {
      name: 'Bäckerei Lang',
      street: 'Ludwigstraße 3',
      postal_code: '94032',
      email: 'petra@baeckerei-lang.de',
      password: 'sicher-2026',
      firstname: 'Petra',
      lastname: 'Lang',
      gender: 'Frau',
    },
  })
  expect(registered.status).toBe(201)
  other = registered.body
})

describe('creating jobs: SPEC §6 permissions', () => {
  it('the demo business publishes an apprenticeship at once; it is public and found by the search', async () => {
    const near = '/api/search?latitude=48.5665&longitude=13.43122&radius=30&per_page=50&sort=newest'
    const before = await call<SearchResponse>('GET', near)
    expect(before.status).toBe(200)

    const created = await call<{ data: OwnJob }>(
      'POST',
      '/api/v2/jobs/',
      { ...apprenticeship, status: 'published' },
      demo.token,
    )
    expect(created.status).toBe(201)
    const job = created.body.data
    expect(job).toMatchObject({ status: 'published', version: 2, type_id: 1, name: apprenticeship.name, review: null })
    expect(job.slug).toMatch(/^ausbildung-zum-baecker-m-w-d-[a-z0-9]+$/)
    expect(job.edit_path).toBe(`/betrieb/job/${job.slug}/bearbeiten`)
    expect(job.tasks).toEqual(apprenticeship.tasks)
    expect(job.business.slug).toBe(demo.user.business?.slug)

    const visible = await call('GET', `/api/jobs/${job.slug}`)
    expect(visible.status).toBe(200)
    // The ranked search cache was cleared: the newest list now starts with the new job.
    const after = await call<SearchResponse>('GET', near)
    expect(after.body.result.data.map((item) => item.id)).toContain(job.id)
  })

  it('a business without permissions may draft types 1/2 only in the legacy editor; type 3 needs job_v3', async () => {
    const v2 = await call('POST', '/api/v2/jobs/', apprenticeship, other.token)
    expect(v2.status).toBe(403)
    expect(v2.body.message).toBe('Dein Unternehmen darf diese Art von Stelle nicht anlegen.')
    const type3 = await call('POST', '/api/jobs/', { ...apprenticeship, type_id: 3 }, other.token)
    expect(type3.status).toBe(403)
    const v1 = await call<{ data: OwnJob }>('POST', '/api/jobs/', apprenticeship, other.token)
    expect(v1.status).toBe(201)
    expect(v1.body.data).toMatchObject({ status: 'draft', version: 1, edit_path: null })
  })

  it('an update changes only what it sends: a published job stays published with its texts', async () => {
    const created = await call<{ data: OwnJob }>(
      'POST',
      '/api/v2/jobs/',
      { ...apprenticeship, status: 'published' },
      demo.token,
    )
    const updated = await call<{ data: OwnJob }>(
      'PUT',
      `/api/v2/jobs/${created.body.data.id}`,
      { name: 'Ausbildung zur Bäckerin (m/w/d)' },
      demo.token,
    )
    expect(updated.body.data).toMatchObject({
      name: 'Ausbildung zur Bäckerin (m/w/d)',
      status: 'published',
      description: apprenticeship.description,
      positions: 2,
      tasks: apprenticeship.tasks,
    })
    const archived = await call<{ data: OwnJob }>(
      'PUT',
      `/api/jobs/${created.body.data.id}`,
      { status: 'archived' },
      demo.token,
    )
    expect(archived.body.data.status).toBe('archived')
    expect((await call('GET', `/api/jobs/${created.body.data.slug}`)).status).toBe(404)
  })

  it('trainees are refused (403), guests must log in (401)', async () => {
    expect((await call('POST', '/api/jobs/', apprenticeship, trainee.token)).status).toBe(403)
    expect((await call('POST', '/api/v2/jobs/', apprenticeship)).status).toBe(401)
  })

  it('bad input is a German 422 and nothing is saved', async () => {
    const count = await jobCount()
    const html = await call('POST', '/api/v2/jobs/', { ...apprenticeship, description: '<b>fett</b>' }, demo.token)
    expect(html.status).toBe(422)
    expect(html.body.errors?.description).toEqual(['HTML ist hier nicht erlaubt. Bitte schreibe einfachen Text.'])
    const short = await call('POST', '/api/v2/jobs/', { ...apprenticeship, name: 'AB' }, demo.token)
    expect(short.body.errors?.name).toEqual(['Der Titel muss mindestens 3 Zeichen lang sein.'])
    const foreignSite = await server()
      .database.db.selectFrom('business_sites')
      .select('id')
      .where('business_id', '=', other.user.business?.id as number)
      .executeTakeFirstOrThrow()
    const site = await call(
      'POST',
      '/api/v2/jobs/',
      { ...apprenticeship, business_site_id: foreignSite.id },
      demo.token,
    )
    expect(site.status).toBe(422)
    expect(site.body.errors?.business_site_id).toEqual(['Dieser Standort gehört nicht zu Deinem Unternehmen.'])
    const blockHtml = await call(
      'POST',
      '/api/v2/jobs/',
      { ...apprenticeship, content_blocks: [{ component: 'text', data: { text: '<script>alert(1)</script>' } }] },
      demo.token,
    )
    expect(blockHtml.status).toBe(422)
    expect(await jobCount()).toBe(count)
  })
})

describe('type 3 and the legacy block (SPEC §3, §4)', () => {
  it('a legacy block is refused on other types and may appear only once', async () => {
    const legacy = { component: 'legacy', data: { description: 'Neu' } }
    const onType1 = await call('POST', '/api/v2/jobs/', { ...apprenticeship, content_blocks: [legacy] }, demo.token)
    expect(onType1.status).toBe(422)
    expect(onType1.body.message).toBe('Ein Block „legacy“ ist nur bei Jobs (Typ 3) erlaubt.')
    const twice = await call(
      'POST',
      '/api/v2/jobs/',
      { ...apprenticeship, type_id: 3, content_blocks: [legacy, legacy] },
      demo.token,
    )
    expect(twice.status).toBe(422)
  })

  it('the v2 editor refuses jobs of types 1/2 below version 2; the legacy editor still edits them', async () => {
    const created = await call<{ data: OwnJob }>('POST', '/api/jobs/', apprenticeship, demo.token)
    const id = created.body.data.id
    const v2 = await call('PUT', `/api/v2/jobs/${id}`, { name: 'Ausbildung Konditor' }, demo.token)
    expect(v2.status).toBe(422)
    expect(v2.body.message).toBe('Diese Stelle kann nur im alten Editor bearbeitet werden.')
    const v1 = await call<{ data: OwnJob }>('PUT', `/api/jobs/${id}`, { name: 'Ausbildung Konditor' }, demo.token)
    expect(v1.status).toBe(200)
    expect(v1.body.data).toMatchObject({ name: 'Ausbildung Konditor', version: 1, status: 'draft' })
  })
})

describe('job review (SPEC §4: pending, approved, rejected)', () => {
  it('a type-3 job of a business without publish_regular_jobs goes to review; rejection and approval', async () => {
    const legacyData = { name: 'Verkäufer (m/w/d) in Teilzeit', description: 'Aus dem Legacy-Block.', tasks: ['Kasse'] }
    const created = await call<{ data: OwnJob }>(
      'POST',
      '/api/v2/jobs/',
      {
        ...apprenticeship,
        type_id: 3,
        duration_months: null,
        status: 'published',
        content_blocks: [
          { component: 'text', data: { title: 'Über den Job', text: 'Kurz.' } },
          { component: 'legacy', data: legacyData },
        ],
      },
      demo.token,
    )
    expect(created.status).toBe(201)
    const job = created.body.data
    // The legacy block overrides the fields of a type-3 job.
    expect(job).toMatchObject({ status: 'pending', name: legacyData.name, description: legacyData.description })
    expect(job.tasks).toEqual(['Kasse'])
    expect(job.review).toMatchObject({ status: 'pending', comment: null })
    const reviewId = job.review?.id as number
    expect((await call('GET', `/api/jobs/${job.slug}`)).status).toBe(404)

    expect((await call('GET', `/api/v2/job_reviews/${reviewId}`, undefined, demo.token)).status).toBe(200)
    expect((await call('GET', `/api/v2/job_reviews/${reviewId}`, undefined, other.token)).status).toBe(403)
    const queue = await call<{ data: Array<{ id: number }> }>('GET', '/api/v2/job_reviews', undefined, admin.token)
    expect(queue.body.data.map((r) => r.id)).toContain(reviewId)
    expect((await call('PUT', `/api/v2/job_reviews/${reviewId}`, { status: 'approved' }, demo.token)).status).toBe(403)

    const rejected = await call<{ data: { status: string; comment: string } }>(
      'PUT',
      `/api/v2/job_reviews/${reviewId}`,
      { status: 'rejected', comment: 'Bitte nenne das Gehalt.' },
      admin.token,
    )
    expect(rejected.body.data).toMatchObject({ status: 'rejected', comment: 'Bitte nenne das Gehalt.' })
    const again = await call('PUT', `/api/v2/job_reviews/${reviewId}`, { status: 'approved' }, admin.token)
    expect(again.status).toBe(409)
    const asDraft = await call<{ data: OwnJob }>('GET', `/api/job/${job.id}`, undefined, demo.token)
    expect(asDraft.body.data.status).toBe('draft')

    const resent = await call<{ data: OwnJob }>(
      'PUT',
      `/api/v2/jobs/${job.id}`,
      { salary: 2400, status: 'published' },
      demo.token,
    )
    expect(resent.body.data.status).toBe('pending')
    const newReview = resent.body.data.review?.id as number
    expect(newReview).not.toBe(reviewId)
    const approved = await call('PUT', `/api/v2/job_reviews/${newReview}`, { status: 'approved' }, admin.token)
    expect(approved.status).toBe(200)
    const live = await call<{ data: { name: string } }>('GET', `/api/jobs/${job.slug}`)
    expect(live.status).toBe(200)
    expect(live.body.data.name).toBe(legacyData.name)
  })
})

describe('own company only', () => {
  it('another company can neither change nor delete a job (403) and nothing changes', async () => {
    const { body } = await call<{ data: OwnJob[] }>('GET', '/api/v2/jobs', undefined, demo.token)
    const target = body.data.find((job) => job.status === 'published') as OwnJob
    const put = await call('PUT', `/api/jobs/${target.id}`, { name: 'Gekapert' }, other.token)
    expect(put).toMatchObject({ status: 403, body: { message: 'Diese Stelle gehört nicht zu Deinem Unternehmen.' } })
    expect((await call('DELETE', `/api/jobs/${target.slug}`, undefined, other.token)).status).toBe(403)
    expect((await call('DELETE', `/api/v2/jobs/${target.id}`, undefined, other.token)).status).toBe(403)
    expect((await call('GET', `/api/v2/jobs/${target.id}/statistics`, undefined, other.token)).status).toBe(403)
    expect((await call('GET', `/api/jobs/${target.slug}`)).body).toMatchObject({ data: { name: target.name } })
    expect((await call('DELETE', '/api/jobs/gibt-es-nicht-42', undefined, demo.token)).status).toBe(404)
  })

  it('lists: the owner sees drafts, everybody else only published jobs', async () => {
    const slug = demo.user.business?.slug as string
    const own = await call<{ data: OwnJob[] }>('GET', `/api/jobs?business=${slug}`, undefined, demo.token)
    const open = await call<{ data: OwnJob[] }>('GET', `/api/jobs?business=${slug}`)
    expect(own.body.data.some((job) => job.status === 'draft')).toBe(true)
    expect(open.body.data.length).toBeGreaterThan(0)
    expect(open.body.data.every((job) => job.status === 'published' && job.review === null)).toBe(true)
    const byId = await call<{ data: Array<{ slug: string }> }>(
      'GET',
      `/api/job/getbybusiness/${demo.user.business?.id}`,
    )
    expect(byId.body.data.map((job) => job.slug).sort()).toEqual(open.body.data.map((job) => job.slug).sort())
    const draft = own.body.data.find((job) => job.status === 'draft') as OwnJob
    expect((await call('GET', `/api/job/${draft.id}`)).status).toBe(404)
    expect((await call('GET', `/api/job/${draft.id}`, undefined, demo.token)).status).toBe(200)
  })

  it('deleting an own job removes it', async () => {
    const created = await call<{ data: OwnJob }>('POST', '/api/jobs/', apprenticeship, demo.token)
    const deleted = await call('DELETE', `/api/v2/jobs/${created.body.data.id}`, undefined, demo.token)
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Die Stelle wurde gelöscht.' } })
    expect((await call('GET', `/api/job/${created.body.data.id}`, undefined, demo.token)).status).toBe(404)
  })
})

describe('limits, features, statistics', () => {
  it('a business without subscription holds 3 active jobs; drafts stay possible', async () => {
    const limit = await call<{ data: { limit: number; used: number } }>(
      'GET',
      '/api/v2/jobs/check_limit',
      undefined,
      other.token,
    )
    expect(limit.body.data).toMatchObject({ limit: 3, used: 0 })
    for (let i = 0; i < 3; i++) {
      const sent = await call<{ data: OwnJob }>(
        'POST',
        '/api/jobs/',
        { ...apprenticeship, status: 'published' },
        other.token,
      )
      // No publish permission: each goes to review.
      expect(sent.body.data.status).toBe('pending')
    }
    const count = await jobCount()
    const fourth = await call('POST', '/api/jobs/', { ...apprenticeship, status: 'published' }, other.token)
    expect(fourth.status).toBe(422)
    expect(fourth.body.message).toMatch(/^Dein Stellenlimit ist erreicht/)
    expect(await jobCount()).toBe(count)
    expect((await call('POST', '/api/jobs/', apprenticeship, other.token)).status).toBe(201)
    const after = await call<{ data: { remaining: number; can_publish: boolean } }>(
      'GET',
      '/api/v2/jobs/check_limit',
      undefined,
      other.token,
    )
    expect(after.body.data).toMatchObject({ remaining: 0, can_publish: false })
  })

  it('features reflect the permissions', async () => {
    const features = await call<{ data: Record<string, unknown> }>(
      'GET',
      '/api/v2/jobs/features',
      undefined,
      demo.token,
    )
    expect(features.body.data).toMatchObject({
      create: { 1: true, 2: true, 3: true },
      publish_without_review: { 1: true, 2: true, 3: false },
      statistics: true,
      limit: { limit: 50 },
    })
    const plain = await call<{ data: Record<string, unknown> }>('GET', '/api/v2/jobs/features', undefined, other.token)
    expect(plain.body.data).toMatchObject({
      permissions: [],
      create: { 1: false, 2: false, 3: false },
      statistics: false,
    })
  })

  it('counts views per platform and day; statistics need the permission', async () => {
    const { body } = await call<{ data: OwnJob[] }>('GET', '/api/v2/jobs?status=published', undefined, demo.token)
    const job = body.data[0] as OwnJob
    for (const platform of ['oabat', 'oabat', 'oabat', 'widget']) {
      expect((await call('POST', `/api/v2/jobs/${job.id}/views`, { platform })).status).toBe(201)
    }
    const all = await call<{ data: { total_views: number; days: Array<{ views: number }> } }>(
      'GET',
      `/api/v2/jobs/${job.id}/statistics`,
      undefined,
      demo.token,
    )
    expect(all.body.data.total_views).toBe(4)
    expect(all.body.data.days).toHaveLength(30)
    expect(all.body.data.days.at(-1)?.views).toBe(4)
    const widget = await call<{ data: { total_views: number } }>(
      'GET',
      `/api/v2/jobs/${job.id}/statistics?platform=widget`,
      undefined,
      demo.token,
    )
    expect(widget.body.data.total_views).toBe(1)
    const otherJobs = await call<{ data: OwnJob[] }>('GET', '/api/v2/jobs', undefined, other.token)
    const own = otherJobs.body.data[0] as OwnJob
    const refused = await call('GET', `/api/v2/jobs/${own.id}/statistics`, undefined, other.token)
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'Statistiken sind in Deinem Paket nicht enthalten.' },
    })
  })
})

describe('job interests', () => {
  it('a trainee sends interest once; the company sees it; a guest must log in', async () => {
    const { body } = await call<{ data: OwnJob[] }>('GET', '/api/v2/jobs?status=published', undefined, demo.token)
    const job = body.data.find((j) => j.type_id === 1) as OwnJob
    expect((await call('POST', '/api/job_interests', { job_id: job.id })).status).toBe(401)
    const sent = await call<{ data: { id: number; message: string } }>(
      'POST',
      '/api/job_interests',
      { job_id: job.id, message: 'Ich würde gern ein Praktikum machen.' },
      trainee.token,
    )
    expect(sent.status).toBe(201)
    expect(sent.body.data.message).toBe('Ich würde gern ein Praktikum machen.')
    expect((await call('POST', '/api/job_interests', { job_id: job.id }, trainee.token)).status).toBe(409)
    expect((await call('POST', '/api/job_interests', { job_id: job.id, file_ids: [99] }, trainee.token)).status).toBe(
      422,
    )

    const seen = await call<{ data: Array<{ id: number; trainee_name: string; job_slug: string }> }>(
      'GET',
      `/api/job_interests?job_id=${job.id}`,
      undefined,
      demo.token,
    )
    expect(seen.body.data.map((i) => i.id)).toContain(sent.body.data.id)
    expect(seen.body.data[0]?.trainee_name).toBe('Lena Huber')
    // Enough to link the job's public page.
    expect(seen.body.data[0]).toMatchObject({ job_slug: job.slug, business_slug: demo.user.business?.slug })
    expect((await call('GET', `/api/job_interests?job_id=${job.id}`, undefined, other.token)).status).toBe(403)
    const mine = await call<{ data: unknown[] }>('GET', '/api/job_interests', undefined, trainee.token)
    expect(mine.body.data).toHaveLength(1)
    const counts = await call('GET', `/api/application/getbybusiness/${demo.user.business?.id}`, undefined, demo.token)
    expect(counts.body).toMatchObject({ applicationsApprenticeships: 1, applicationTraineeships: 0 })
    const foreign = await call(
      'GET',
      `/api/application/getbybusiness/${demo.user.business?.id}`,
      undefined,
      other.token,
    )
    expect(foreign.status).toBe(403)
  })
})

describe('job interests with files', () => {
  it('a trainee attaches an own PDF; the company of the job may read it, others may not', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')
    const form = new FormData()
    form.set('file', new Blob([pdf], { type: 'application/pdf' }), 'zeugnis.pdf')
    const uploaded = await fetch(`${server().url}/api/file`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${trainee.token}` },
    })
    const file = ((await uploaded.json()) as { data: { id: number } }).data
    const { body } = await call<{ data: OwnJob[] }>('GET', '/api/v2/jobs?status=published', undefined, demo.token)
    const job = body.data.find((j) => j.type_id === 2) as OwnJob
    const sent = await call<{ data: { file_ids: number[] } }>(
      'POST',
      '/api/job_interests',
      { job_id: job.id, file_ids: [file.id] },
      trainee.token,
    )
    expect(sent.status).toBe(201)
    expect(sent.body.data.file_ids).toEqual([file.id])
    const read = (token: string) =>
      fetch(`${server().url}/api/file/${file.id}`, { headers: { Authorization: `Bearer ${token}` } })
    expect((await read(demo.token)).status).toBe(200)
    expect((await read(other.token)).status).toBe(403)
  })
})

describe('templates', () => {
  it('system jobs with attributes and advantages', async () => {
    const list = await call<{ data: Array<{ slug: string; name: string }> }>('GET', '/api/system_jobs')
    expect(list.body.data.length).toBeGreaterThan(50)
    const mechatronik = list.body.data.find((job) => job.name === 'Mechatroniker/-in')
    expect(mechatronik).toBeDefined()
    const attributes = await call<{ attributes: { tasks: string[]; duration_months: number } }>(
      'GET',
      `/api/jobattributes?slug=${mechatronik?.slug}`,
    )
    expect(attributes.body.attributes.tasks.length).toBeGreaterThan(2)
    expect(attributes.body.attributes.duration_months).toBe(42)
    const advantages = await call<{ advantages: string[] }>('GET', `/api/jobadvantages?slug=${mechatronik?.slug}`)
    expect(advantages.body.advantages).toContain('30 Tage Urlaub')
    expect((await call('GET', '/api/jobattributes?slug=gibt-es-nicht')).status).toBe(404)
  })
})
