import type { Business, Job, JobV2, SearchResponse } from '@oabat/core'
import { describe, expect, it } from 'vitest'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()

async function someJob() {
  const { body } = await server().json<SearchResponse>('/api/search?latitude=48.5665&longitude=13.43122&radius=30')
  const item = body.result.data[0]
  if (item?.type !== 'job') throw new Error('no job near Passau')
  return item
}

describe('jobs and businesses', () => {
  it('GET /api/jobs/{slug} and /api/v2/jobs/{slug} return the job with its business and site', async () => {
    const summary = await someJob()
    const v1 = await server().json<{ data: Job }>(`/api/jobs/${summary.slug}`)
    expect(v1.status).toBe(200)
    expect(v1.body.data).toMatchObject({ slug: summary.slug, name: summary.name, business: summary.business })
    expect(v1.body.data.description.length).toBeGreaterThan(20)
    expect(v1.body.data.business_site.city).toBe(summary.city)
    expect(v1.body.data.url).toBe(`/betriebe/${summary.business.slug}/jobs/${summary.slug}`)

    const v2 = await server().json<{ data: JobV2 }>(`/api/v2/jobs/${summary.slug}`)
    expect(v2.status).toBe(200)
    expect(v2.body.data.content_blocks.length).toBeGreaterThan(0)
  })

  it('answers an unknown job with a German 404', async () => {
    const { status, body } = await server().json<{ message: string }>('/api/jobs/gibt-es-nicht-123')
    expect(status).toBe(404)
    expect(body.message).toBe('Diese Stelle gibt es nicht (mehr).')
  })

  it('GET /api/v2/business/{id or slug} returns the business with sites and jobs', async () => {
    const summary = await someJob()
    const bySlug = await server().json<{ data: Business & { jobs: unknown[] } }>(
      `/api/v2/business/${summary.business.slug}`,
    )
    expect(bySlug.status).toBe(200)
    expect(bySlug.body.data.name).toBe(summary.business.name)
    expect(bySlug.body.data.business_sites.length).toBeGreaterThan(0)
    expect(bySlug.body.data.jobs.length).toBe(Math.min(100, bySlug.body.data.jobs_count))
    const byId = await server().json<{ data: Business }>(`/api/v2/business/${summary.business.id}`)
    expect(byId.body.data.slug).toBe(summary.business.slug)

    const site = bySlug.body.data.business_sites[0]
    const siteAnswer = await server().json<{ data: { slug: string; business: { slug: string } } }>(
      `/api/business_sites/${site?.slug}`,
    )
    expect(siteAnswer.status).toBe(200)
    expect(siteAnswer.body.data.business.slug).toBe(summary.business.slug)
  })

  it('answers unknown businesses and sites with 404', async () => {
    expect((await server().json('/api/v2/business/gibt-es-nicht')).status).toBe(404)
    expect((await server().json('/api/v2/business/999999999')).status).toBe(404)
    expect((await server().json('/api/business_sites/gibt-es-nicht')).status).toBe(404)
  })
})
