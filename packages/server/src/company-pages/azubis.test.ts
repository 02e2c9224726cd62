import type { AuthToken, Image } from '@oabat/core'
import type { Azubi, OwnAzubi } from '@oabat/core/contract'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()

let business: AuthToken
let otherBusiness: AuthToken
let trainee: AuthToken
let slug: string

type Page = { data: { business: { slug: string; name: string }; azubis: Azubi[] } }

function call<T = unknown>(method: string, path: string, body?: unknown, token?: string | null) {
  return server().json<T & { message?: string; errors?: Record<string, string[]> }>(path, request(method, body, token))
}

async function uploadImage(token: string): Promise<Image> {
  const png = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'azubi.png')
  form.set('public', '1')
  const response = await fetch(`${server().url}/api/images`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: Image }).data
}

const lena = {
  name: 'Lena',
  occupation: 'Kfz-Mechatronikerin',
  training_year: 2,
  about: 'Ich schraube am liebsten an Motoren. Im zweiten Jahr darf ich schon Inspektionen allein machen.',
  video_url: 'https://video.example.de/lena',
  consent: true,
}

beforeAll(async () => {
  business = await loginAs(server(), 'business')
  trainee = await loginAs(server(), 'trainee')
  slug = business.user.business?.slug as string
  const registered = await call<AuthToken>('POST', '/api/businesses', {
    newBusiness: {
      name: 'Fremdbetrieb Azubis',
      street: 'Ludwigstraße 3',
      postal_code: '94032',
      email: 'chef@fremdbetrieb-azubis.de',
      password: 'sicher-2026',
      firstname: 'Franz',
      lastname: 'Fremd',
      gender: 'Herr',
    },
  })
  expect(registered.status).toBe(201)
  otherBusiness = registered.body
})

describe('Azubis', () => {
  it('the company adds an apprentice with photo and consent; everyone sees them on the public page', async () => {
    const photo = await uploadImage(business.token)
    const before = Date.now()
    const created = await call<{ data: OwnAzubi }>(
      'POST',
      '/api/v2/azubis',
      { ...lena, image_id: photo.id },
      business.token,
    )
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({ name: 'Lena', training_year: 2, video_url: lena.video_url })
    expect(created.body.data.image?.id).toBe(photo.id)
    expect(Date.parse(created.body.data.consent_at)).toBeGreaterThanOrEqual(before - 1000)
    const page = await call<Page>('GET', `/api/v2/businesses/${slug}/azubis`)
    expect(page.status).toBe(200)
    const shown = page.body.data.azubis.find((azubi) => azubi.id === created.body.data.id)
    expect(shown).toMatchObject({ name: 'Lena', occupation: 'Kfz-Mechatronikerin', about: lena.about })
    // The consent date is the company's note, not part of the public page.
    expect(shown).not.toHaveProperty('consent_at')
    const own = await call<{ data: OwnAzubi[] }>('GET', '/api/v2/azubis', undefined, business.token)
    expect(own.body.data.map((azubi) => azubi.id)).toContain(created.body.data.id)
  })

  it('edits keep the consent date; deleting takes the apprentice off the page', async () => {
    const created = await call<{ data: OwnAzubi }>('POST', '/api/v2/azubis', { ...lena, name: 'Tom' }, business.token)
    const changed = await call<{ data: OwnAzubi }>(
      'PUT',
      `/api/v2/azubis/${created.body.data.id}`,
      { ...lena, name: 'Tom', training_year: 3, video_url: '' },
      business.token,
    )
    expect(changed.status).toBe(200)
    expect(changed.body.data).toMatchObject({
      training_year: 3,
      video_url: null,
      consent_at: created.body.data.consent_at,
    })
    const deleted = await call('DELETE', `/api/v2/azubis/${created.body.data.id}`, undefined, business.token)
    expect(deleted.status).toBe(200)
    const page = await call<Page>('GET', `/api/v2/businesses/${slug}/azubis`)
    expect(page.body.data.azubis.map((azubi) => azubi.name)).not.toContain('Tom')
  })

  it('bad input: no consent, missing fields, HTML, a bad link, a foreign photo: German 422, nothing stored', async () => {
    const count = async () =>
      Number(
        (
          await server()
            .database.db.selectFrom('azubis')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await count()
    const noConsent = await call('POST', '/api/v2/azubis', { ...lena, consent: false }, business.token)
    expect(noConsent.status).toBe(422)
    expect(noConsent.body.errors?.consent).toEqual([
      'Bitte bestätige, dass die oder der Azubi einverstanden ist, hier gezeigt zu werden.',
    ])
    const { consent: _unused, ...withoutConsent } = lena
    expect((await call('POST', '/api/v2/azubis', withoutConsent, business.token)).status).toBe(422)
    const empty = await call('POST', '/api/v2/azubis', { consent: true }, business.token)
    expect(empty.status).toBe(422)
    expect(empty.body.errors?.name).toEqual(['Bitte gib den Vornamen ein.'])
    expect(empty.body.errors?.about).toEqual(['Bitte gib ein paar Sätze über die Ausbildung ein.'])
    const html = await call('POST', '/api/v2/azubis', { ...lena, about: '<script>alert(1)</script>' }, business.token)
    expect(html.status).toBe(422)
    const year = await call('POST', '/api/v2/azubis', { ...lena, training_year: 7 }, business.token)
    expect(year.body.errors?.training_year).toEqual(['Das Ausbildungsjahr ist 1 bis 4.'])
    const link = await call('POST', '/api/v2/azubis', { ...lena, video_url: 'javascript:alert(1)' }, business.token)
    expect(link.status).toBe(422)
    expect(link.body.errors?.video_url).toBeDefined()
    const foreign = await uploadImage(otherBusiness.token)
    const stolen = await call('POST', '/api/v2/azubis', { ...lena, image_id: foreign.id }, business.token)
    expect(stolen.status).toBe(422)
    expect(stolen.body.errors?.image_id).toEqual(['Bitte wähle ein Foto, das Ihr selbst hochgeladen habt.'])
    expect(await count()).toBe(before)
  })

  it('roles: only the own company writes; pupils and guests cannot', async () => {
    const created = await call<{ data: OwnAzubi }>('POST', '/api/v2/azubis', { ...lena, name: 'Mia' }, business.token)
    const id = created.body.data.id
    expect((await call('PUT', `/api/v2/azubis/${id}`, lena, otherBusiness.token)).status).toBe(403)
    expect((await call('DELETE', `/api/v2/azubis/${id}`, undefined, otherBusiness.token)).status).toBe(403)
    expect((await call('POST', '/api/v2/azubis', lena, trainee.token)).status).toBe(403)
    expect((await call('POST', '/api/v2/azubis', lena)).status).toBe(401)
    expect((await call('DELETE', '/api/v2/azubis/99999999', undefined, business.token)).status).toBe(404)
    expect((await call('GET', '/api/v2/businesses/gibt-es-nicht/azubis')).status).toBe(404)
    const other = await call<Page>(
      'GET',
      `/api/v2/businesses/${otherBusiness.user.business?.slug}/azubis`,
      undefined,
      otherBusiness.token,
    )
    expect(other.body.data.azubis.map((azubi) => azubi.name)).not.toContain('Mia')
  })
})
