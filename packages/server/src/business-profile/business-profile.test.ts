import type { AuthToken, Business, BusinessSite, Image, OwnJob } from '@oabat/core'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { linkIn, loginAs, outboxFor, request } from '../accounts/account-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()

interface Profile extends Business {
  main_images: Image[]
  gallery_images: Image[]
  logo: Image | null
  activities: string[]
  completeness: { complete: boolean; missing: string[] } | null
}

let demo: AuthToken
let other: AuthToken
let slug: string
let businessId: number

function call<T = unknown>(method: string, path: string, body?: unknown, token?: string | null) {
  return server().json<T & { message?: string; errors?: Record<string, string[]> }>(path, request(method, body, token))
}

async function uploadImage(token: string, color: string): Promise<Image> {
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: color } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${color}.png`)
  const response = await fetch(`${server().url}/api/images`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: Image }).data
}

beforeAll(async () => {
  demo = await loginAs(server(), 'business')
  slug = demo.user.business?.slug as string
  businessId = demo.user.business?.id as number
  const registered = await call<AuthToken>('POST', '/api/businesses', {
    newBusiness: {
      name: 'Schreinerei Maier',
      postal_code: '94469',
      email: 'maier@schreinerei-maier.de',
      password: 'sicher-2026',
      firstname: 'Josef',
      lastname: 'Maier',
    },
  })
  other = registered.body
})

describe('business profile (SPEC §3 Business, §5 completeness)', () => {
  it('a company fills its profile until the checklist is complete; the public answer shows it', async () => {
    const images = []
    for (const color of ['#aa0000', '#00aa00', '#0000aa', '#aaaa00', '#00aaaa'])
      images.push(await uploadImage(demo.token, color))
    const ids = images.map((image) => image.id)

    const four = await call<{ data: Profile }>(
      'PUT',
      `/api/business/${slug}`,
      { about_us: 'Wir bilden seit 30 Jahren aus.', motto: 'Mit Herz und Hand', main_images: ids.slice(0, 4) },
      demo.token,
    )
    expect(four.status).toBe(200)
    expect(four.body.data.completeness?.missing).toEqual([
      'main_images',
      'contact_firstname',
      'contact_lastname',
      'contact_gender',
      'contact_picture',
    ])
    const five = await call<{ data: Profile }>('PUT', `/api/business/${businessId}`, { main_images: ids }, demo.token)
    expect(five.body.data.main_images.map((image) => image.id)).toEqual(ids)
    expect(five.body.data.completeness?.missing).not.toContain('main_images')

    const portrait = await uploadImage(demo.token, '#777777')
    const contact = await call<{ data: { id: number; gender: string; image: Image } }>(
      'POST',
      '/api/contactpersons',
      { firstname: 'Thomas', lastname: 'Wimmer', image_id: portrait.id, is_public: true },
      demo.token,
    )
    expect(contact.status).toBe(201)
    expect(contact.body.data.gender).toBe('Frau')
    const fixed = await call<{ data: { gender: string } }>(
      'PUT',
      `/api/contactpersons/${contact.body.data.id}`,
      { gender: 'Herr' },
      demo.token,
    )
    expect(fixed.body.data.gender).toBe('Herr')
    // The editor reads the own contact persons (the public one first) to change them.
    const listed = await call<{ data: Array<{ id: number; is_public: boolean; image: Image | null }> }>(
      'GET',
      '/api/contactpersons',
      undefined,
      demo.token,
    )
    expect(listed.status).toBe(200)
    expect(listed.body.data[0]).toMatchObject({ id: contact.body.data.id, is_public: true })
    expect(listed.body.data[0]?.image?.id).toBe(portrait.id)
    expect((await call<{ data: unknown[] }>('GET', '/api/contactpersons', undefined, other.token)).body.data).toEqual(
      [],
    )
    expect((await call('GET', '/api/contactpersons')).status).toBe(401)

    const own = await call<{ data: Profile }>('GET', `/api/v2/business/${slug}`, undefined, demo.token)
    expect(own.body.data.completeness).toMatchObject({ complete: true, missing: [] })
    const open = await call<{ data: Profile }>('GET', `/api/v2/business/${slug}`)
    expect(open.body.data.completeness).toBeNull()
    expect(open.body.data.about_us).toBe('Wir bilden seit 30 Jahren aus.')
    expect(open.body.data.public_contact_person).toMatchObject({ firstname: 'Thomas', gender: 'Herr' })
    expect(open.body.data.public_contact_person?.profile_picture).toBe(portrait.urls.medium.jpg)
    expect(open.body.data.main_images).toHaveLength(5)
  })

  it('another company gets 403, an unknown one 404; foreign images and HTML are refused and nothing is saved', async () => {
    expect((await call('PUT', `/api/business/${slug}`, { name: 'Gekapert' }, other.token)).status).toBe(403)
    expect((await call('PUT', '/api/business/gibt-es-nicht', { name: 'Xyz' }, demo.token)).status).toBe(404)
    const foreign = await uploadImage(other.token, '#123456')
    const refused = await call(
      'PUT',
      `/api/business/${slug}`,
      { name: 'Neuer Name', main_images: [foreign.id] },
      demo.token,
    )
    expect(refused.status).toBe(422)
    expect(refused.body.errors?.main_images).toEqual([
      'Dieses Bild gibt es nicht oder es gehört nicht zu Deinem Unternehmen.',
    ])
    const html = await call(
      'PUT',
      `/api/business/${slug}`,
      { about_us: 'Hallo <img src=x onerror=alert(1)>' },
      demo.token,
    )
    expect(html.status).toBe(422)
    const after = await call<{ data: Profile }>('GET', `/api/v2/business/${slug}`)
    expect(after.body.data.name).toBe(demo.user.business?.name)
    expect(after.body.data.main_images).toHaveLength(5)
    expect(after.body.data.about_us).toBe('Wir bilden seit 30 Jahren aus.')
    const contacts = await server().database.db.selectFrom('contact_persons').select('id').execute()
    const put = await call('PUT', `/api/contactpersons/${contacts[0]?.id}`, { firstname: 'X' }, other.token)
    expect(put.status).toBe(403)
  })

  it('the logo is mirrored to logo_url (cards, search) and cleared when the image is deleted', async () => {
    const logo = await uploadImage(demo.token, '#335577')
    const set = await call<{ data: Profile }>('PUT', `/api/business/${slug}`, { logo_image_id: logo.id }, demo.token)
    expect(set.status).toBe(200)
    expect(set.body.data.logo?.id).toBe(logo.id)
    expect(set.body.data.logo_url).toBe(logo.urls.small.jpg)
    expect((await fetch(`${server().url}${set.body.data.logo_url}`)).status).toBe(200)
    expect((await call('DELETE', `/api/images/${logo.id}`, undefined, demo.token)).status).toBe(200)
    const after = await call<{ data: Profile }>('GET', `/api/v2/business/${slug}`)
    expect(after.body.data.logo).toBeNull()
    expect(after.body.data.logo_url).toBeNull()
  })

  it('activities are set as a list of known values', async () => {
    const set = await call<{ data: string[] }>(
      'POST',
      `/api/business/${businessId}/activities`,
      { activities: ['schnuppertag', 'betriebsbesichtigung', 'schnuppertag'] },
      demo.token,
    )
    expect(set.body.data).toEqual(['betriebsbesichtigung', 'schnuppertag'])
    expect(
      (await call('POST', `/api/business/${businessId}/activities`, { activities: ['party'] }, demo.token)).status,
    ).toBe(422)
    expect((await call('POST', `/api/business/${businessId}/activities`, { activities: [] }, other.token)).status).toBe(
      403,
    )
    const open = await call<{ data: Profile }>('GET', `/api/v2/business/${slug}`)
    expect(open.body.data.activities).toEqual(['betriebsbesichtigung', 'schnuppertag'])
  })
})

describe('business sites', () => {
  it('a new site is placed by postal code; moving it moves its jobs; others are refused', async () => {
    const created = await call<{ data: BusinessSite }>(
      'POST',
      `/api/business/${businessId}/business_sites`,
      { name: 'Filiale Deggendorf', street: 'Bahnhofstraße 1', postal_code: '94469' },
      demo.token,
    )
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({ city: 'Deggendorf', postal_code: '94469', is_main: false })
    const row = await server()
      .database.db.selectFrom('business_sites')
      .select(['geo_cell', 'latitude'])
      .where('id', '=', created.body.data.id)
      .executeTakeFirstOrThrow()
    expect(row.geo_cell).toBeGreaterThan(0)
    const list = await call<{ data: BusinessSite[] }>(
      'GET',
      `/api/business/${businessId}/business_sites`,
      undefined,
      demo.token,
    )
    expect(list.body.data.map((site) => site.id)).toContain(created.body.data.id)

    const job = await call<{ data: OwnJob }>(
      'POST',
      '/api/v2/jobs/',
      { name: 'Ausbildung Schreiner', type_id: 1, business_site_id: created.body.data.id, status: 'published' },
      demo.token,
    )
    expect(job.body.data.city).toBe('Deggendorf')
    const moved = await call<{ data: BusinessSite }>(
      'PUT',
      `/api/business/${businessId}/business_sites`,
      { id: created.body.data.id, postal_code: '94032' },
      demo.token,
    )
    expect(moved.body.data.city).toBe('Passau')
    const after = await call<{ data: { city: string } }>('GET', `/api/jobs/${job.body.data.slug}`)
    expect(after.body.data.city).toBe('Passau')

    const foreign = await call(
      'PUT',
      `/api/business/${businessId}/business_sites`,
      { id: created.body.data.id, name: 'Xyz' },
      other.token,
    )
    expect(foreign.status).toBe(403)
    const unknownZip = await call(
      'POST',
      `/api/business/${businessId}/business_sites`,
      { name: 'Nirgendwo', postal_code: '00000' },
      demo.token,
    )
    expect(unknownZip.status).toBe(422)
  })

  it('lists the users of the own company only', async () => {
    const users = await call<{ data: Array<{ email: string }> }>(
      'GET',
      `/api/business/${businessId}/users`,
      undefined,
      demo.token,
    )
    expect(users.body.data.map((u) => u.email)).toEqual(['betrieb@demo.oabat.de'])
    expect((await call('GET', `/api/business/${businessId}/users`, undefined, other.token)).status).toBe(403)
  })

  it('invites a person by e-mail; the link sets the password and the account belongs to the company', async () => {
    const email = 'ausbilderin@demo-betrieb.de'
    const invited = await call<{ data: { email: string } }>(
      'POST',
      `/api/business/${businessId}/users`,
      { email, firstname: 'Eva', lastname: 'Kern' },
      demo.token,
    )
    expect(invited.status).toBe(201)
    expect(invited.body.data.email).toBe(email)
    const [mail] = await outboxFor(server(), email)
    expect(mail?.subject).toMatch(/^Einladung zu /)
    // The mail names who invited: the colleague's name, not just an address.
    expect(mail?.text).toMatch(/^Hallo Eva,/)
    expect(mail?.text).toContain('Thomas Wimmer (betrieb@demo.oabat.de) hat Dich eingeladen')
    // Inviting the same address again points to „Erneut senden“ instead of calling it a foreign account.
    const again = await call<{ errors: Record<string, string[]> }>(
      'POST',
      `/api/business/${businessId}/users`,
      { email },
      demo.token,
    )
    expect(again.status).toBe(422)
    expect(again.body.errors.email).toEqual([
      'Diese Person ist schon eingeladen. Mit „Erneut senden“ bekommt sie einen neuen Link.',
    ])
    const link = linkIn(mail?.text ?? '')
    const reset = await call('POST', '/api/password_reset', {
      token: link.searchParams.get('token'),
      email,
      password: 'eingeladen-2026',
      password_confirmation: 'eingeladen-2026',
    })
    expect(reset.status).toBe(200)
    const login = await call<AuthToken>('POST', '/api/auth/login', { email, password: 'eingeladen-2026' })
    expect(login.body.user.business?.slug).toBe(slug)
    const member = await call<{ errors: Record<string, string[]> }>(
      'POST',
      `/api/business/${businessId}/users`,
      { email },
      demo.token,
    )
    expect(member.status).toBe(422)
    expect(member.body.errors.email).toEqual(['Diese Person verwaltet Euer Unternehmen schon mit.'])
    const foreignAccount = await call<{ errors: Record<string, string[]> }>(
      'POST',
      `/api/business/${businessId}/users`,
      { email: 'azubi@demo.oabat.de' },
      demo.token,
    )
    expect(foreignAccount.body.errors.email).toEqual(['Für diese E-Mail-Adresse gibt es schon ein Konto.'])
    expect((await call('POST', `/api/business/${businessId}/users`, { email: 'x@y.de' }, other.token)).status).toBe(403)
  })

  it('finds businesses around within 30 km, nearest first', async () => {
    const around = await call<{ data: Array<{ id: number; distance_km: number }> }>(
      'POST',
      `/api/business/${businessId}/getBusinessesAround/`,
      {},
    )
    expect(around.status).toBe(200)
    expect(around.body.data.length).toBeGreaterThan(0)
    const distances = around.body.data.map((b) => b.distance_km)
    expect(distances.every((d) => d <= 30)).toBe(true)
    expect([...distances].sort((a, b) => a - b)).toEqual(distances)
    expect(around.body.data.map((b) => b.id)).not.toContain(businessId)
  })
})
