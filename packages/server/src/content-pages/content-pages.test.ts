import type { AdminContentPage, AuthToken, ContentPageVersion, PublishedContentPage } from '@oabat/core'
import { CONTACT_PAGES, LEGAL_PAGES } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, outboxFor, request } from '../accounts/account-test-support.ts'
import type { Answer } from '../chat/chat-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

// The company name is configured, the register number is not: the legal pages must say so.
const INBOX = 'team@oabat.test'
const server = useTestServer({ OABAT_OPERATOR_NAME: 'Testbetreiber GmbH', CONTACT_EMAIL: INBOX })
let admin: AuthToken
let trainee: AuthToken
let business: AuthToken
let region: AuthToken

function call<T = unknown>(method: string, path: string, body?: unknown, token?: string | null) {
  return server().json<Answer<T>>(path, request(method, body, token))
}

type Page = { data: AdminContentPage }
const ADMIN = '/api/admin/content-pages'
const published = (path: string) =>
  call<{ data: PublishedContentPage }>('GET', `/api/content-pages?path=${encodeURIComponent(path)}`)
const html = (path: string) => fetch(`${server().url}${path}`, { redirect: 'manual' })

const pageBody = (overrides: Record<string, unknown> = {}, draft: Record<string, unknown> = {}) => ({
  path: '/ueber-uns',
  kind: 'generic',
  draft: {
    title: 'Über uns',
    description: 'Wer hinter oabat steht.',
    blocks: [{ type: 'rich_text', html: '<h2>Wir</h2><p>Ein Team aus Passau.</p>' }],
    ...draft,
  },
  ...overrides,
})

beforeAll(async () => {
  ;[admin, trainee, business, region] = await Promise.all([
    loginAs(server(), 'admin'),
    loginAs(server(), 'trainee'),
    loginAs(server(), 'business'),
    loginAs(server(), 'region'),
  ])
})

describe('content pages: CRUD, drafts, publish, versions and restore (docs/content-pages.md)', () => {
  it('a draft is invisible until published; every publish is a version, and restore brings an old one back', async () => {
    const created = await call<Page>('POST', ADMIN, pageBody(), admin.token)
    expect(created.status).toBe(201)
    const id = created.body.data.id
    expect(created.body.data).toMatchObject({
      path: '/ueber-uns',
      published_version: null,
      has_unpublished_changes: true,
    })
    expect((await published('/ueber-uns')).status).toBe(404)
    expect((await html('/ueber-uns')).status).toBe(404)

    const first = await call<Page>('POST', `${ADMIN}/${id}/publish`, undefined, admin.token)
    expect(first.body.data).toMatchObject({ published_version: 1, has_unpublished_changes: false })
    expect((await published('/ueber-uns')).body.data).toMatchObject({ title: 'Über uns', version: 1 })

    // A changed draft leaves the live page alone until it is published.
    const changed = await call<Page>('PUT', `${ADMIN}/${id}`, pageBody({}, { title: 'Über oabat' }), admin.token)
    expect(changed.body.data).toMatchObject({ has_unpublished_changes: true, published_version: 1 })
    expect((await published('/ueber-uns')).body.data.title).toBe('Über uns')
    await call('POST', `${ADMIN}/${id}/publish`, undefined, admin.token)
    expect((await published('/ueber-uns')).body.data).toMatchObject({ title: 'Über oabat', version: 2 })

    const versions = await call<{ data: ContentPageVersion[] }>(
      'GET',
      `${ADMIN}/${id}/versions`,
      undefined,
      admin.token,
    )
    expect(versions.body.data.map((v) => [v.version, v.content.title, v.is_live])).toEqual([
      [2, 'Über oabat', true],
      [1, 'Über uns', false],
    ])

    const restored = await call<Page>('POST', `${ADMIN}/${id}/versions/1/restore`, undefined, admin.token)
    expect(restored.body.data).toMatchObject({ published_version: 3, has_unpublished_changes: false })
    expect(restored.body.data.draft.title).toBe('Über uns')
    expect((await published('/ueber-uns')).body.data).toMatchObject({ title: 'Über uns', version: 3 })
    expect((await call('POST', `${ADMIN}/${id}/versions/9/restore`, undefined, admin.token)).status).toBe(404)

    const list = await call<{ data: AdminContentPage[] }>('GET', ADMIN, undefined, admin.token)
    expect(list.body.data.map((p) => p.path)).toContain('/ueber-uns')

    const deleted = await fetch(`${server().url}${ADMIN}/${id}`, request('DELETE', undefined, admin.token))
    expect(deleted.status).toBe(204)
    expect((await published('/ueber-uns')).status).toBe(404)
    expect((await call('GET', `${ADMIN}/${id}`, undefined, admin.token)).status).toBe(404)
  })

  it('is server-rendered with its title (SPEC §1 rule), description and canonical URL', async () => {
    const { body } = await call<Page>('POST', ADMIN, pageBody({ path: '/presse' }, { title: 'Presse' }), admin.token)
    await call('POST', `${ADMIN}/${body.data.id}/publish`, undefined, admin.token)
    const answer = await html('/presse')
    expect(answer.status).toBe(200)
    const text = await answer.text()
    expect(text).toContain('<title>Presse | oabat</title>')
    expect(text).toContain('<meta name="description" content="Wer hinter oabat steht." data-page-head>')
    expect(text).toContain(`<link rel="canonical" href="${server().publicUrl}/presse" data-page-head>`)
    // The page's data travels with it, so hydration asks for nothing again (docs/ssr.md).
    expect(text).toMatch(/<script type="application\/json" id="oabat-data">.*contentPage.*Wer hinter oabat steht/)
  })

  it('a broken block is a German 422 naming the field, and the published page stays as it was', async () => {
    const { body } = await call<Page>('POST', ADMIN, pageBody({ path: '/faq-test' }), admin.token)
    const id = body.data.id
    await call('POST', `${ADMIN}/${id}/publish`, undefined, admin.token)
    const broken = await call(
      'PUT',
      `${ADMIN}/${id}`,
      pageBody(
        { path: '/faq-test' },
        { title: 'Kaputt', blocks: [{ type: 'faq', items: [{ question: 'Nur eine Frage' }] }] },
      ),
      admin.token,
    )
    expect(broken.status).toBe(422)
    expect(broken.body.errors?.['draft.blocks.0.items.0.answer']?.[0]).toMatch(/Antwort/)
    const unknown = await call(
      'PUT',
      `${ADMIN}/${id}`,
      pageBody({ path: '/faq-test' }, { blocks: [{ type: 'karussell' }] }),
      admin.token,
    )
    expect(unknown.status).toBe(422)
    expect(JSON.stringify(unknown.body.errors)).toMatch(/Diesen Baustein gibt es nicht/)
    const table = await call(
      'PUT',
      `${ADMIN}/${id}`,
      pageBody(
        { path: '/faq-test' },
        { blocks: [{ type: 'feature_table', columns: ['Basis', 'Pro'], rows: [{ feature: 'Chat', values: [true] }] }] },
      ),
      admin.token,
    )
    expect(table.status).toBe(422)
    expect(table.body.errors?.['draft.blocks.0.rows.0.values']?.[0]).toBe(
      'Jede Zeile braucht genau 2 Werte, einen je Spalte.',
    )
    expect((await published('/faq-test')).body.data.title).toBe('Über uns')
    expect((await call<Page>('GET', `${ADMIN}/${id}`, undefined, admin.token)).body.data.draft.title).toBe('Über uns')
  })

  it('rich text keeps headings, lists and links but loses scripts, event handlers and javascript: links', async () => {
    const dirty =
      '<h2 onclick="alert(1)">Hallo</h2><script>alert(1)</script><p>Text <img src=x onerror="alert(1)"><a href="javascript:alert(1)">böse</a> <a href="https://example.org" target="_blank">gut</a></p><iframe src="https://evil.example"></iframe><ul><li>Punkt</li></ul>'
    const created = await call<Page>(
      'POST',
      ADMIN,
      pageBody({ path: '/sauber' }, { blocks: [{ type: 'rich_text', html: dirty }] }),
      admin.token,
    )
    expect(created.status).toBe(201)
    const stored = created.body.data.draft.blocks[0] as { html: string }
    expect(stored.html).toBe(
      '<h2>Hallo</h2><p>Text <a>böse</a> <a href="https://example.org" target="_blank" rel="noopener noreferrer">gut</a></p><ul><li>Punkt</li></ul>',
    )
  })

  it('refuses paths of the product, reserved prefixes, bad forms and a path another page holds', async () => {
    const errorFor = async (path: string) => {
      const answer = await call('POST', ADMIN, pageBody({ path }), admin.token)
      expect(answer.status, path).toBe(422)
      return answer.body.errors?.path?.[0]
    }
    expect(await errorFor('/passau')).toMatch(/Seite des Produkts/)
    expect(await errorFor('/ausbildung/passau-2855328')).toMatch(/gehören zum Produkt/)
    expect(await errorFor('/betriebe/irgendwer')).toMatch(/gehören zum Produkt/)
    expect(await errorFor('/api/x')).toMatch(/gehören zum Produkt/)
    expect(await errorFor('/chat/x')).toMatch(/gehören zum Produkt/)
    expect(await errorFor('/Gross')).toMatch(/Kleinbuchstaben/)
    expect(await errorFor('/a/b/c/d')).toMatch(/höchstens drei/)
    expect(await errorFor('/impressum')).toBe('Unter diesem Pfad gibt es schon eine Inhaltsseite.')
    // /kontakt and /idee are content pages now (seeded), no longer product routes.
    expect(await errorFor('/kontakt')).toBe('Unter diesem Pfad gibt es schon eine Inhaltsseite.')
  })

  it('a redirect answers 302 to its target; a loop, also over another redirect, is refused', async () => {
    const redirect = (path: string, to: string) => pageBody({ path, kind: 'redirect' }, { blocks: [], redirect_to: to })
    const a = await call<Page>('POST', ADMIN, redirect('/weiter-a', '/impressum'), admin.token)
    expect(a.status).toBe(201)
    await call('POST', `${ADMIN}/${a.body.data.id}/publish`, undefined, admin.token)
    const answer = await html('/weiter-a')
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/impressum')

    const self = await call('POST', ADMIN, redirect('/weiter-selbst', '/weiter-selbst'), admin.token)
    expect(self.status).toBe(422)
    expect(self.body.errors?.['draft.redirect_to']?.[0]).toMatch(/im Kreis/)

    const b = await call<Page>('POST', ADMIN, redirect('/weiter-b', '/weiter-a'), admin.token)
    await call('POST', `${ADMIN}/${b.body.data.id}/publish`, undefined, admin.token)
    // a → b would close the circle a → b → a.
    const loop = await call(
      'PUT',
      `${ADMIN}/${a.body.data.id}`,
      redirect('/weiter-a', `${server().publicUrl}/weiter-b`),
      admin.token,
    )
    expect(loop.status).toBe(422)
    expect(loop.body.errors?.['draft.redirect_to']?.[0]).toMatch(/im Kreis/)
    expect((await call('POST', ADMIN, redirect('/weiter-leer', ''), admin.token)).status).toBe(422)
  })

  it('only admins edit every page; a region edits its own region pages; others are refused', async () => {
    const regionId = region.user.region?.id as number
    const own = pageBody({ path: '/region-seite-test', kind: 'region_landing', region_id: regionId })
    for (const token of [trainee.token, business.token])
      expect((await call('POST', ADMIN, own, token)).status).toBe(403)
    expect((await call('POST', ADMIN, own, null)).status).toBe(401)
    // A region may not create a generic page or one of another region.
    expect((await call('POST', ADMIN, pageBody({ path: '/region-generisch' }), region.token)).status).toBe(403)
    expect(
      (
        await call(
          'POST',
          ADMIN,
          pageBody({ path: '/region-fremd', kind: 'region', region_id: regionId + 1 }),
          region.token,
        )
      ).status,
    ).toBe(403)
    const created = await call<Page>('POST', ADMIN, own, region.token)
    expect(created.status).toBe(201)
    expect((await call('POST', `${ADMIN}/${created.body.data.id}/publish`, undefined, region.token)).status).toBe(200)
    const mine = await call<{ data: AdminContentPage[] }>('GET', ADMIN, undefined, region.token)
    expect(mine.body.data.map((p) => p.path)).toEqual(['/region-seite-test'])
    const impressum = (await call<{ data: AdminContentPage[] }>('GET', ADMIN, undefined, admin.token)).body.data.find(
      (p) => p.path === '/impressum',
    )
    expect((await call('GET', `${ADMIN}/${impressum?.id}`, undefined, region.token)).status).toBe(403)
    expect((await call('DELETE', `${ADMIN}/${impressum?.id}`, undefined, region.token)).status).toBe(403)
    expect((await published('/impressum')).status).toBe(200)
  })
})

describe('blocks: contact form, job card examples, schools, registration (docs/content-pages.md)', () => {
  const blocks = [
    { type: 'contact_form', title: 'Frag uns zur Messe', intro: 'Wir antworten Dir innerhalb eines Tages.' },
    { type: 'job_cards', title: 'Beispiele', jobs: ['koch-in-passau', 'mechatroniker-passau'] },
    { type: 'schools', region: 'passau' },
    { type: 'registration', role: 'business', text: 'Zeig Deine Stellen auf der Messe.' },
  ]

  it('are server-rendered with the schools of the region in the page data; the form sends with the page path', async () => {
    const created = await call<Page>('POST', ADMIN, pageBody({ path: '/messe-kontakt' }, { blocks }), admin.token)
    expect(created.status).toBe(201)
    expect(created.body.data.draft.blocks).toEqual(blocks)
    await call('POST', `${ADMIN}/${created.body.data.id}/publish`, undefined, admin.token)
    const text = await (await html('/messe-kontakt')).text()
    // The form is in the first paint, with the block's own heading and intro.
    expect(text).toContain('Frag uns zur Messe')
    expect(text).toContain('Wir antworten Dir innerhalb eines Tages.')
    expect(text).toContain('Deine E-Mail-Adresse')
    // The region and its schools travel with the page (no second request on hydration), each linking to /schule/{slug}.
    const data = text.match(/<script type="application\/json" id="oabat-data">(.*?)<\/script>/)?.[1] ?? ''
    expect(data).toContain('searchSchool')
    expect(text).toContain('Schulen in der Region Passau')
    expect(text).toMatch(/href="\/schule\/[a-z0-9-]+"/)
    expect(text).toContain('href="/arbeitgeber/registrierung"')

    const sent = await call('POST', '/api/contact-us', {
      context: 'seite',
      page: '/messe-kontakt',
      email: 'lea@example.de',
      name: 'Lea',
      message: 'Gibt es einen Stand für Pflegeberufe?',
    })
    expect(sent.status).toBe(200)
    const [mail] = await outboxFor(server(), INBOX)
    expect(mail?.subject).toBe('Kontaktformular einer Seite: Lea')
    expect(mail?.text).toContain('Seite: /messe-kontakt')
    const badPage = await call('POST', '/api/contact-us', {
      context: 'seite',
      page: 'javascript:x',
      email: 'a@b.de',
      message: 'Hallo',
    })
    expect(badPage.status).toBe(422)
  })

  it('broken settings are a German 422 per field, and the published page stays as it was', async () => {
    const { body } = await call<Page>('POST', ADMIN, pageBody({ path: '/bausteine-kaputt' }), admin.token)
    const id = body.data.id
    await call('POST', `${ADMIN}/${id}/publish`, undefined, admin.token)
    const put = (block: Record<string, unknown>) =>
      call(
        'PUT',
        `${ADMIN}/${id}`,
        pageBody({ path: '/bausteine-kaputt' }, { title: 'Kaputt', blocks: [block] }),
        admin.token,
      )
    const noJobs = await put({ type: 'job_cards', jobs: [] })
    expect(noJobs.status).toBe(422)
    expect(noJobs.body.errors?.['draft.blocks.0.jobs']?.[0]).toMatch(/mindestens einen Eintrag/)
    const twice = await put({ type: 'job_cards', jobs: ['koch', 'koch'] })
    expect(twice.body.errors?.['draft.blocks.0.jobs']?.[0]).toBe('Jede Stelle nur einmal, bitte.')
    const badSlug = await put({ type: 'job_cards', jobs: ['Koch in Passau'] })
    expect(badSlug.body.errors?.['draft.blocks.0.jobs.0']?.[0]).toMatch(/Kleinbuchstaben/)
    const noRegion = await put({ type: 'schools' })
    expect(noRegion.status).toBe(422)
    expect(Object.keys(noRegion.body.errors ?? {})).toContain('draft.blocks.0.region')
    const role = await put({ type: 'registration', role: 'admin' })
    expect(role.body.errors?.['draft.blocks.0.role']?.[0]).toBe(
      'Bitte wähle trainee (Azubis) oder business (Unternehmen).',
    )
    const markup = await put({ type: 'contact_form', title: '<b>Hallo</b>' })
    expect(markup.status).toBe(422)
    expect(Object.keys(markup.body.errors ?? {})).toContain('draft.blocks.0.title')
    expect((await published('/bausteine-kaputt')).body.data.title).toBe('Über uns')
    expect((await call<Page>('GET', `${ADMIN}/${id}`, undefined, admin.token)).body.data.draft.title).toBe('Über uns')
  })
})

describe('slot form block (docs/content-pages.md, docs/speeddating.md)', () => {
  it('is server-rendered with its heading and region; the slots load in the browser; broken settings are a 422', async () => {
    const block = { type: 'slot_form', title: 'Dein Termin beim Speeddating', region: 'passau' }
    const created = await call<Page>(
      'POST',
      ADMIN,
      pageBody({ path: '/speeddating-passau' }, { blocks: [block] }),
      admin.token,
    )
    expect(created.status).toBe(201)
    expect(created.body.data.draft.blocks).toEqual([block])
    await call('POST', `${ADMIN}/${created.body.data.id}/publish`, undefined, admin.token)
    const text = await (await html('/speeddating-passau')).text()
    expect(text).toContain('Dein Termin beim Speeddating')
    expect(text).toContain('Termine werden geladen')
    // The region travels with the page; the slots depend on who looks and are not in the page data.
    const data = text.match(/<script type="application\/json" id="oabat-data">(.*?)<\/script>/)?.[1] ?? ''
    expect(data).toContain('Passau')
    expect(data).not.toContain('signupSlots')

    const put = (settings: Record<string, unknown>) =>
      call(
        'PUT',
        `${ADMIN}/${created.body.data.id}`,
        pageBody({ path: '/speeddating-passau' }, { title: 'Kaputt', blocks: [{ type: 'slot_form', ...settings }] }),
        admin.token,
      )
    const noRegion = await put({})
    expect(noRegion.status).toBe(422)
    expect(Object.keys(noRegion.body.errors ?? {})).toContain('draft.blocks.0.region')
    const badRegion = await put({ region: 'Passau Stadt' })
    expect(badRegion.body.errors?.['draft.blocks.0.region']?.[0]).toMatch(/Kleinbuchstaben/)
    const markup = await put({ region: 'passau', title: '<script>x</script>' })
    expect(Object.keys(markup.body.errors ?? {})).toContain('draft.blocks.0.title')
    expect((await published('/speeddating-passau')).body.data.blocks).toEqual([block])
  })
})

describe('legal pages (issue 18 item 4)', () => {
  it('are published on first start with the configured details and say plainly what is not set', async () => {
    for (const { path } of LEGAL_PAGES) expect((await published(path)).status, path).toBe(200)
    const impressum = (await published('/impressum')).body.data
    const text = JSON.stringify(impressum.blocks)
    expect(text).toContain('Testbetreiber GmbH')
    expect(text).toContain('Noch nicht eingetragen: Registernummer (OABAT_OPERATOR_REGISTER)')
    expect(text).not.toContain('{{betreiber')
    const datenschutz = (await published('/datenschutz')).body.data
    expect(datenschutz.blocks.map((b) => b.type)).toContain('consent_button')
    expect(JSON.stringify(datenschutz.blocks)).toContain(
      'Noch nicht eingetragen: Datenschutzbeauftragte Person (OABAT_OPERATOR_PRIVACY_OFFICER)',
    )
  })
})

describe('/kontakt and /idee (docs/contact.md)', () => {
  it("are published content pages whose contact form block is that page's form", async () => {
    for (const { path } of CONTACT_PAGES) {
      const page = (await published(path)).body.data
      expect(page).toMatchObject({ path, kind: 'generic', version: 1 })
      expect(page.blocks.map((b) => b.type)).toEqual(['rich_text', 'contact_form', 'rich_text'])
    }
    const kontakt = (await published('/kontakt')).body.data
    expect(kontakt.blocks[1]).toEqual({ type: 'contact_form', kind: 'kontakt', title: 'Schreib uns' })
    expect(JSON.stringify(kontakt.blocks)).toContain('href=\\"/idee\\"')
    expect((await published('/idee')).body.data.blocks[1]).toMatchObject({ kind: 'idee' })
  })

  it('are server-rendered with title, description, canonical URL and their form', async () => {
    const kontakt = await (await html('/kontakt')).text()
    expect(kontakt).toContain('<title>Kontakt | oabat</title>')
    expect(kontakt).toContain(
      '<meta name="description" content="Schreib dem oabat-Team: Fragen zu Ausbildung, Praktikum, Deinem Konto oder zu oabat für Betriebe." data-page-head>',
    )
    expect(kontakt).toContain(`<link rel="canonical" href="${server().publicUrl}/kontakt" data-page-head>`)
    expect(kontakt).toContain('Deine Nachricht')
    expect(kontakt).toContain('Telefonnummer')
    const idee = await (await html('/idee')).text()
    expect(idee).toContain('<title>Deine Idee für oabat | oabat</title>')
    expect(idee).toContain(`<link rel="canonical" href="${server().publicUrl}/idee" data-page-head>`)
    expect(idee).toContain('Deine Idee')
    // The idea form asks for no phone number, as the dedicated page did.
    expect(idee).not.toContain('Telefonnummer')
  })

  it("the block refuses an unknown form kind per field; an empty choice is a page's own form", async () => {
    const draft = (kind: unknown) => ({ blocks: [{ type: 'contact_form', kind }] })
    const bad = await call('POST', ADMIN, pageBody({ path: '/formular-kaputt' }, draft('anfrage')), admin.token)
    expect(bad.status).toBe(422)
    expect(bad.body.errors?.['draft.blocks.0.kind']?.[0]).toMatch(/kontakt, idee oder leer/)
    const empty = await call<Page>('POST', ADMIN, pageBody({ path: '/formular-seite' }, draft('')), admin.token)
    expect(empty.status).toBe(201)
    expect(empty.body.data.draft.blocks[0]).toEqual({ type: 'contact_form' })
  })
})
