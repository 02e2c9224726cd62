import { type AuthToken, type Embed, THEME_PRESETS, type Theme } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import type { Answer } from '../chat/chat-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()
const db = () => server().database.db
let demo: AuthToken
let other: AuthToken
let trainee: AuthToken

function call<T = unknown>(method: string, url: string, body?: unknown, token?: string | null) {
  return server().json<Answer<T>>(url, request(method, body, token))
}

const darkTheme = (name = 'Dunkel') => ({ name, type: 'dark', theme: THEME_PRESETS.dark })

beforeAll(async () => {
  demo = await loginAs(server(), 'business')
  trainee = await loginAs(server(), 'trainee')
  const registered = await call<AuthToken>('POST', '/api/businesses', {
    newBusiness: {
      name: 'Schreinerei Themenfremd',
      postal_code: '94032',
      email: 'info@schreinerei-themenfremd.de',
      password: 'sicher-2026',
      firstname: 'Toni',
      lastname: 'Fremd',
    },
  })
  other = registered.body
  await db()
    .insertInto('business_permissions')
    .values({ business_id: other.user.business?.id as number, permission: 'job_einblick' })
    .execute()
})

describe('themes (GET, POST /api/v2/themes, PUT /api/v2/themes/{id})', () => {
  it('creates, lists and changes an own theme; the widget reads its custom properties, cacheable by anyone', async () => {
    const created = await call<{ data: Theme }>('POST', '/api/v2/themes', darkTheme('Karriereseite dunkel'), demo.token)
    expect(created.status).toBe(201)
    const theme = created.body.data
    expect(theme).toMatchObject({ name: 'Karriereseite dunkel', type: 'dark', business_id: demo.user.business?.id })
    expect(theme.properties['--oabat-color-surface']).toBe('#16202a')

    const list = await call<{ data: Theme[] }>('GET', '/api/v2/themes', undefined, demo.token)
    expect(list.body.data.map((t) => t.id)).toContain(theme.id)
    expect((await call<{ data: Theme[] }>('GET', '/api/v2/themes', undefined, other.token)).body.data).toEqual([])

    const changed = await call<{ data: Theme }>(
      'PUT',
      `/api/v2/themes/${theme.id}`,
      { ...darkTheme('Karriereseite'), theme: { ...THEME_PRESETS.dark, font: 'host', radius: 4, density: 'compact' } },
      demo.token,
    )
    expect(changed.status).toBe(200)
    expect(changed.body.data.theme).toMatchObject({ font: 'host', radius: 4, density: 'compact' })

    const response = await fetch(`${server().url}/api/v2/themes/${theme.id}/widget`, {
      headers: { Origin: 'https://karriere.example.org' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=300')
    expect(response.headers.get('access-control-allow-origin')).toBeTruthy()
    const widget = (await response.json()) as { data: { id: number; properties: Record<string, string>; css: string } }
    expect(widget.data.css).toContain(':host{--oabat-color-primary:#5eead4;')
    expect(widget.data.css).toContain('.oabat-root.oabat-theme{font-family:inherit}')
    expect(widget.data.properties).toMatchObject({
      '--oabat-color-primary': '#5eead4',
      '--oabat-font-family': 'host',
      '--oabat-radius': '4px',
      '--oabat-spacing': '10px',
    })
    expect((await call('GET', '/api/v2/themes/999999/widget')).status).toBe(404)
    // On an element of its own company the theme applies; on another company's element it is unknown.
    const own = `/api/v2/themes/${theme.id}/widget?business=${demo.user.business?.slug}&job=`
    expect((await call('GET', own)).status).toBe(200)
    expect((await call('GET', `/api/v2/themes/${theme.id}/widget?business=${other.user.business?.slug}`)).status).toBe(
      404,
    )
    const job = await db()
      .selectFrom('jobs')
      .select('slug')
      .where('business_id', '=', demo.user.business?.id as number)
      .executeTakeFirstOrThrow()
    expect((await call('GET', `/api/v2/themes/${theme.id}/widget?business=&job=${job.slug}`)).status).toBe(200)
    const foreignJob = `/api/v2/themes/${theme.id}/widget?job=gibt-es-nicht`
    expect((await call('GET', foreignJob)).status).toBe(404)
    expect((await call('GET', '/api/v2/themes/NaN/widget?business=&job=')).status).toBe(422)

    // <oabat-livestream> names no company: the theme's company must appear on that livestream.
    const stream = await db()
      .selectFrom('livestream_appearances')
      .select('livestream_id')
      .where('business_id', '=', demo.user.business?.id as number)
      .executeTakeFirstOrThrow()
    const onStream = (themeId: number, livestream: string) =>
      call('GET', `/api/v2/themes/${themeId}/widget?business=&job=&livestream=${livestream}`)
    expect((await onStream(theme.id, String(stream.livestream_id))).status).toBe(200)
    const foreign = await call<{ data: Theme }>('POST', '/api/v2/themes', darkTheme('Fremd'), other.token)
    expect((await onStream(foreign.body.data.id, String(stream.livestream_id))).status).toBe(404)
    expect((await onStream(theme.id, '999999')).status).toBe(404)
    expect((await onStream(theme.id, 'abc')).status).toBe(404)
  })

  it('only the owner changes a theme: another company 403, a trainee 403, a guest 401, nothing changes', async () => {
    const { body } = await call<{ data: Theme }>('POST', '/api/v2/themes', darkTheme('Nur meins'), demo.token)
    const id = body.data.id
    const foreign = await call('PUT', `/api/v2/themes/${id}`, darkTheme('Übernommen'), other.token)
    expect(foreign.status).toBe(403)
    expect(foreign.body).toEqual({ message: 'Dieses Theme gehört nicht Deinem Unternehmen.' })
    expect((await call('PUT', `/api/v2/themes/${id}`, darkTheme('Übernommen'), trainee.token)).status).toBe(403)
    expect((await call('PUT', `/api/v2/themes/${id}`, darkTheme('Übernommen'))).status).toBe(401)
    expect((await call('POST', '/api/v2/themes', darkTheme(), trainee.token)).status).toBe(403)
    expect((await call('PUT', '/api/v2/themes/999999', darkTheme(), demo.token)).status).toBe(404)
    const row = await db().selectFrom('themes').select('name').where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.name).toBe('Nur meins')
  })

  it('a company without the Einblick permission is refused in German', async () => {
    const registered = await call<AuthToken>('POST', '/api/businesses', {
      newBusiness: {
        name: 'Gärtnerei Ohnepaket',
        postal_code: '94469',
        email: 'info@gaertnerei-ohnepaket.de',
        password: 'sicher-2026',
        firstname: 'Gerd',
        lastname: 'Ohne',
      },
    })
    const answer = await call('POST', '/api/v2/themes', darkTheme(), registered.body.token)
    expect(answer).toMatchObject({ status: 403, body: { message: 'Einblick ist in Deinem Paket nicht enthalten.' } })
  })

  it('refuses invalid colours and CSS injection with German field errors, and stores nothing', async () => {
    const before = await db().selectFrom('themes').select('id').execute()
    const attempts: Array<[unknown, string]> = [
      [{ ...THEME_PRESETS.light, colors: { ...THEME_PRESETS.light.colors, primary: 'red' } }, 'theme.colors.primary'],
      [
        { ...THEME_PRESETS.light, colors: { ...THEME_PRESETS.light.colors, text: '#000;}body{display:none' } },
        'theme.colors.text',
      ],
      [
        { ...THEME_PRESETS.light, colors: { ...THEME_PRESETS.light.colors, surface: 'url(javascript:alert(1))' } },
        'theme.colors.surface',
      ],
      [{ ...THEME_PRESETS.light, font: "Arial; } * { display: none } {'" }, 'theme.font'],
      [{ ...THEME_PRESETS.light, radius: '12px; background: url(//evil)' }, 'theme.radius'],
      [{ ...THEME_PRESETS.light, radius: 99 }, 'theme.radius'],
      [{ ...THEME_PRESETS.light, css: ':host { display: none }' }, 'theme'],
    ]
    for (const [theme, field] of attempts) {
      const answer = await call('POST', '/api/v2/themes', { name: 'Böse', type: 'light', theme }, demo.token)
      expect(answer.status, field).toBe(422)
      expect(answer.body.message).toBe('Die Eingaben sind ungültig.')
      expect(Object.keys(answer.body.errors ?? {}), JSON.stringify(answer.body)).toContain(field)
      expect(JSON.stringify(answer.body.errors)).toMatch(/[äöüß]|bitte|erlaubt|unbekannt/i)
    }
    expect(await db().selectFrom('themes').select('id').execute()).toEqual(before)
  })

  it('refuses an unreadable theme with the failing pair explained, on create and on change', async () => {
    const unreadable = {
      name: 'Grau in Grau',
      type: 'dark',
      theme: { ...THEME_PRESETS.dark, colors: { ...THEME_PRESETS.dark.colors, text: '#3a4450' } },
    }
    const answer = await call('POST', '/api/v2/themes', unreadable, demo.token)
    expect(answer.status).toBe(422)
    expect(answer.body.errors?.['theme.colors.text']?.[0]).toMatch(
      /^Text \(#3a4450\) auf Hintergrund \(#16202a\) ist schwer lesbar: Kontrast 1,\d+ : 1, nötig sind mindestens 4,5 : 1 \(WCAG AA\)\.$/,
    )
    const { body } = await call<{ data: Theme }>('POST', '/api/v2/themes', darkTheme('Lesbar'), demo.token)
    const change = await call('PUT', `/api/v2/themes/${body.data.id}`, unreadable, demo.token)
    expect(change.status).toBe(422)
    const row = await db().selectFrom('themes').select('name').where('id', '=', body.data.id).executeTakeFirstOrThrow()
    expect(row.name).toBe('Lesbar')
  })
})

describe('embeds (/api/v2/embeds)', () => {
  it('creates, lists, changes and deletes an own embed; theme, site and job must be the company’s own', async () => {
    const theme = (await call<{ data: Theme }>('POST', '/api/v2/themes', darkTheme(), demo.token)).body.data
    const foreignTheme = (await call<{ data: Theme }>('POST', '/api/v2/themes', darkTheme(), other.token)).body.data
    const site = await db()
      .selectFrom('business_sites')
      .select('slug')
      .where('business_id', '=', demo.user.business?.id as number)
      .executeTakeFirstOrThrow()
    const created = await call<{ data: Embed }>(
      'POST',
      '/api/v2/embeds',
      {
        name: 'Karriereseite',
        kind: 'job-list',
        theme_id: theme.id,
        settings: { site: site.slug, type: 'ausbildung' },
      },
      demo.token,
    )
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({
      kind: 'job-list',
      theme_id: theme.id,
      settings: { site: site.slug, type: 'ausbildung', job: null, page_size: 6 },
    })
    const id = created.body.data.id

    const wrong = await call(
      'PUT',
      `/api/v2/embeds/${id}`,
      { name: 'X', kind: 'job-list', theme_id: foreignTheme.id, settings: { site: 'gibt-es-nicht' } },
      demo.token,
    )
    expect(wrong.status).toBe(422)
    expect(Object.keys(wrong.body.errors ?? {}).sort()).toEqual(['settings.site', 'theme_id'])
    const noJob = await call('POST', '/api/v2/embeds', { name: 'Karte', kind: 'job-card' }, demo.token)
    expect(noJob.body.errors?.['settings.job']).toEqual(['Stelle: bitte eine Deiner Stellen wählen.'])

    expect((await call('GET', `/api/v2/embeds/${id}`, undefined, other.token)).status).toBe(403)
    expect((await call('DELETE', `/api/v2/embeds/${id}`, undefined, other.token)).status).toBe(403)
    const list = await call<{ data: Embed[] }>('GET', '/api/v2/embeds', undefined, demo.token)
    expect(list.body.data.map((embed) => embed.id)).toContain(id)

    const changed = await call<{ data: Embed }>(
      'PUT',
      `/api/v2/embeds/${id}`,
      { name: 'Chat', kind: 'chat', theme_id: null },
      demo.token,
    )
    expect(changed.body.data).toMatchObject({ name: 'Chat', kind: 'chat', theme_id: null })
    const deleted = await fetch(`${server().url}/api/v2/embeds/${id}`, request('DELETE', undefined, demo.token))
    expect(deleted.status).toBe(204)
    expect((await call('GET', `/api/v2/embeds/${id}`, undefined, demo.token)).status).toBe(404)
  })
})

describe('GET /api/business/seo/{slug}', () => {
  it('answers title, description, canonical, OG image and schema.org Organization; the company page head carries them', async () => {
    const slug = demo.user.business?.slug as string
    const { status, body } = await call<{
      data: { title: string; canonical: string; schema_org: Record<string, unknown> }
    }>('GET', `/api/business/seo/${slug}`)
    expect(status).toBe(200)
    expect(body.data.canonical).toMatch(new RegExp(`^http://[^/]+/betriebe/${slug}$`))
    expect(body.data.title).toContain(demo.user.business?.name)
    expect(body.data.schema_org).toMatchObject({ '@type': 'Organization', url: body.data.canonical })
    const html = await (await fetch(`${server().url}/betriebe/${slug}`)).text()
    expect(html).toContain('"@type":"Organization"')
    expect(html).toContain(`<link rel="canonical" href="${body.data.canonical}"`)
    expect((await call('GET', '/api/business/seo/gibt-es-nicht-123')).status).toBe(404)
  })
})
