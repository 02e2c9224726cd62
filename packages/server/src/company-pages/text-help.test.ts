import type { AuthToken } from '@oabat/core'
import type { TextSuggestion } from '@oabat/core/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()

let business: AuthToken
let trainee: AuthToken
let slug: string

function call<T = unknown>(method: string, path: string, body?: unknown, token?: string | null) {
  return server().json<T & { message?: string; errors?: Record<string, string[]> }>(path, request(method, body, token))
}

const generate = (body: unknown, token: string | null = business.token) =>
  call<{ data: TextSuggestion }>('POST', '/api/v2/magic/generate', body, token)

beforeAll(async () => {
  business = await loginAs(server(), 'business')
  trainee = await loginAs(server(), 'trainee')
  const jobs = await call<{ data: Array<{ slug: string; name: string }> }>(
    'GET',
    '/api/system_jobs',
    undefined,
    business.token,
  )
  slug = jobs.body.data.find((job) => job.name.startsWith('Mechatroniker'))?.slug ?? (jobs.body.data[0]?.slug as string)
})

describe('text help (POST /api/v2/magic/generate)', () => {
  it('without the job_ai permission the company is refused in German', async () => {
    const refused = await generate({ template: 'ausbildung', inputs: { occupation: slug } })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('Die Textvorschläge sind in Eurem Paket nicht enthalten.')
  })

  it('with job_ai: an apprenticeship and an internship text from the catalogue and the company’s words, marked as a template', async () => {
    await server()
      .database.db.insertInto('business_permissions')
      .values({ business_id: business.user.business?.id as number, permission: 'job_ai' })
      .execute()
    business = await loginAs(server(), 'business')
    const company = business.user.business?.name as string
    const apprenticeship = await generate({
      template: 'ausbildung',
      inputs: { occupation: slug, highlights: 'Eigene Lehrwerkstatt und ein Azubi-Auto' },
    })
    expect(apprenticeship.status).toBe(200)
    const text = apprenticeship.body.data
    expect(text.notice).toContain('Vorlage')
    expect(text.notice).toContain('keine KI')
    expect(text.name).toMatch(/^Ausbildung zum .+ \(m\/w\/d\)$/)
    expect(text.description).toContain(company)
    expect(text.description).toContain('Eigene Lehrwerkstatt und ein Azubi-Auto')
    expect(text.tasks.length).toBeGreaterThan(2)
    expect(text.requirements.length).toBeGreaterThan(1)
    expect(text.benefits).toContain('30 Tage Urlaub')
    const internship = await generate({ template: 'praktikum', inputs: { occupation: slug } })
    expect(internship.body.data.name).toMatch(/^Praktikum: /)
    expect(internship.body.data.benefits).toContain('Praktikumsbescheinigung für Deine Bewerbungsmappe')
    expect(internship.body.data.description).not.toContain('Was uns besonders macht')
  })

  it('bad input: empty inputs, an unknown occupation, HTML, a wrong template: German 4xx', async () => {
    const empty = await generate({ template: 'ausbildung', inputs: {} })
    expect(empty.status).toBe(422)
    expect(empty.body.errors?.['inputs.occupation']).toEqual(['Bitte wähle einen Beruf aus dem Katalog.'])
    const blank = await generate({ template: 'ausbildung', inputs: { occupation: '   ' } })
    expect(blank.status).toBe(422)
    const none = await generate({ template: 'ausbildung' })
    expect(none.status).toBe(422)
    expect(none.body.errors?.inputs).toEqual(['Bitte gib an, wofür der Text sein soll (inputs).'])
    const unknown = await generate({ template: 'ausbildung', inputs: { occupation: 'Raumfahrer' } })
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors?.['inputs.occupation']?.[0]).toMatch(/Katalog/)
    const html = await generate({ template: 'ausbildung', inputs: { occupation: slug, highlights: '<b>toll</b>' } })
    expect(html.status).toBe(422)
    const template = await generate({ template: 'roman', inputs: { occupation: slug } })
    expect(template.body.errors?.template).toEqual(['Bitte wähle die Vorlage: ausbildung oder praktikum.'])
  })

  it('roles: pupils and guests cannot use it', async () => {
    expect((await generate({ template: 'ausbildung', inputs: { occupation: slug } }, trainee.token)).status).toBe(403)
    expect((await generate({ template: 'ausbildung', inputs: { occupation: slug } }, null)).status).toBe(401)
  })
})
