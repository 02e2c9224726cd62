import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Article, type AuthToken, LEGAL_PAGES } from '@oabat/core'
import type { CustomDomain } from '@oabat/core/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import type { Answer } from '../chat/chat-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'
import { defaultDomainVerification } from './domain-verification.ts'

/**
 * Custom domains over real HTTP (docs/custom-domain.md): setting and proving a domain (DNS TXT through a
 * resolver answering from this test's table, the file through a local HTTP server and the real request
 * code), the reverse proxy's ask endpoint, and the career site a request's Host header maps to.
 */

/** The DNS of this test: TXT records by name. */
const txtRecords = new Map<string, string[][]>()
/** The files of this test's web server: the verification file's text by Host. */
const verificationFiles = new Map<string, string>()
let fileServer: http.Server
let fileOrigin = ''

const server = useTestServer(
  {},
  {
    domainVerification: {
      resolveTxt: async (domain) => {
        const records = txtRecords.get(domain)
        if (!records) throw Object.assign(new Error(`queryTxt ENOTFOUND ${domain}`), { code: 'ENOTFOUND' })
        return records
      },
      // The real file request, sent to the local server with the domain as Host header.
      fetchFile: (domain) => defaultDomainVerification({ fileOrigin }).fetchFile(domain),
    },
  },
)

const BUSINESS_DOMAIN = 'karriere.demo-betrieb.example'
const REGION_DOMAIN = 'karriere.demo-region.example'
const ROUTE = '/api/customdomain'
type One = { data: CustomDomain }

let admin: AuthToken
let business: AuthToken
let region: AuthToken
let trainee: AuthToken
let businessId: number
let businessSlug: string
let regionId: number

function call<T = unknown>(method: string, path: string, body?: unknown, token?: string | null) {
  return server().json<Answer<T>>(path, request(method, body, token))
}

/** A page request as a browser on `host` sends it (Host header), straight to the server's port. */
function hostGet(host: string, path: string) {
  return new Promise<{ status: number; location: string | undefined; csp: string | undefined; body: string }>(
    (resolve, reject) => {
      const req = http.get({ hostname: '127.0.0.1', port: server().port, path, headers: { Host: host } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            csp: res.headers['content-security-policy'] as string | undefined,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
      })
      req.on('error', reject)
    },
  )
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1]

async function setProPortal(on: boolean) {
  await server()
    .database.db.updateTable('businesses')
    .set({ has_pro_portal: on ? 1 : 0 })
    .where('id', '=', businessId)
    .execute()
}

async function publishedArticle(token: string, slug: string, title: string) {
  const created = await call<{ data: Article }>(
    'POST',
    '/api/admin/articles',
    { title, slug, teaser: `${title} – kurz gesagt.`, image_url: null, body: '<p>Text</p><script>alert(1)</script>' },
    token,
  )
  expect(created.status).toBe(201)
  const published = await call('POST', `/api/admin/articles/${created.body.data.id}/publish`, undefined, admin.token)
  expect(published.status).toBe(200)
}

beforeAll(async () => {
  fileServer = http.createServer((req, res) => {
    const text = verificationFiles.get(req.headers.host ?? '')
    if (req.url === '/.well-known/oabat-verify.txt' && text !== undefined) {
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end(text)
    } else {
      res.writeHead(404).end('nicht da')
    }
  })
  await new Promise<void>((resolve) => fileServer.listen(0, '127.0.0.1', resolve))
  fileOrigin = `http://127.0.0.1:${(fileServer.address() as AddressInfo).port}`
  ;[admin, business, region, trainee] = await Promise.all([
    loginAs(server(), 'admin'),
    loginAs(server(), 'business'),
    loginAs(server(), 'region'),
    loginAs(server(), 'trainee'),
  ])
  const db = server().database.db
  const businessUser = await db
    .selectFrom('users as u')
    .innerJoin('businesses as b', 'b.id', 'u.business_id')
    .select(['b.id', 'b.slug'])
    .where('u.email', '=', 'betrieb@demo.oabat.de')
    .executeTakeFirstOrThrow()
  businessId = businessUser.id
  businessSlug = businessUser.slug
  const regionUser = await db
    .selectFrom('users')
    .select('region_id')
    .where('email', '=', 'region@demo.oabat.de')
    .executeTakeFirstOrThrow()
  regionId = regionUser.region_id as number
})

afterAll(async () => {
  await new Promise((resolve) => fileServer?.close(resolve))
})

describe('custom domains: setting and proving a domain (docs/custom-domain.md)', () => {
  it('only companies with the pro portal and regions set a domain; others are refused', async () => {
    expect((await call('GET', ROUTE)).status).toBe(401)
    expect((await call('GET', ROUTE, undefined, trainee.token)).status).toBe(403)
    expect((await call('PUT', ROUTE, { domain: BUSINESS_DOMAIN }, admin.token)).status).toBe(403)
    const without = await call('PUT', ROUTE, { domain: BUSINESS_DOMAIN }, business.token)
    expect(without.status).toBe(403)
    expect(without.body.message).toContain('Pro-Portal')
    expect((await call<{ data: null }>('GET', ROUTE, undefined, business.token)).body.data).toBeNull()
  })

  it('refuses addresses that are no domain with a German field error, and nothing is stored', async () => {
    await setProPortal(true)
    for (const domain of [
      'https://karriere.example/jobs',
      'localhost',
      'karriere',
      'ka rriere.de',
      '-x.de',
      'a'.repeat(300),
    ]) {
      const answer = await call('PUT', ROUTE, { domain }, business.token)
      expect(answer.status, domain).toBe(422)
      expect(answer.body.errors?.domain?.[0]).toMatch(/Domain|Zeichen/)
    }
    // The portal's own address is no custom domain.
    const own = new URL(server().publicUrl).hostname
    expect((await call('PUT', ROUTE, { domain: `${own}.` }, business.token)).status).toBe(422)
    expect((await call<{ data: null }>('GET', ROUTE, undefined, business.token)).body.data).toBeNull()
  })

  it('a company proves its domain by a DNS TXT record; the ask endpoint then allows it', async () => {
    const saved = await call<One>('PUT', ROUTE, { domain: ` Karriere.Demo-Betrieb.Example. ` }, business.token)
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ domain: BUSINESS_DOMAIN, status: 'pending', verified_at: null })
    expect(saved.body.data.txt_record).toMatch(/^oabat-verify=[0-9a-f]{32}$/)
    expect(saved.body.data.file_url).toBe(`http://${BUSINESS_DOMAIN}/.well-known/oabat-verify.txt`)
    expect((await call('GET', `${ROUTE}/allowed?domain=${BUSINESS_DOMAIN}`)).status).toBe(404)

    // Nothing published yet: a German message, kept for the area.
    const failed = await call('POST', `${ROUTE}/verify`, undefined, business.token)
    expect(failed.status).toBe(422)
    expect(failed.body.message).toContain('TXT-Eintrag')
    const pending = await call<One>('GET', ROUTE, undefined, business.token)
    expect(pending.body.data.status).toBe('pending')
    expect(pending.body.data.last_error).toContain(BUSINESS_DOMAIN)

    // A wrong token does not count; the record split in chunks (as DNS may send it) does.
    txtRecords.set(BUSINESS_DOMAIN, [['v=spf1 -all'], ['oabat-verify=falsch']])
    expect((await call('POST', `${ROUTE}/verify`, undefined, business.token)).status).toBe(422)
    const token = saved.body.data.txt_record
    txtRecords.set(BUSINESS_DOMAIN, [['v=spf1 -all'], [token.slice(0, 20), token.slice(20)]])
    const verified = await call<One>('POST', `${ROUTE}/verify`, undefined, business.token)
    expect(verified.status).toBe(200)
    expect(verified.body.data).toMatchObject({ status: 'verified', last_error: null })

    const allowed = await call<{ data: { domain: string } }>('GET', `${ROUTE}/allowed?domain=${BUSINESS_DOMAIN}`)
    expect(allowed.status).toBe(200)
    expect(allowed.body.data.domain).toBe(BUSINESS_DOMAIN)
    expect((await call('GET', `${ROUTE}/allowed?domain=unbekannt.example`)).status).toBe(404)
    expect((await call('GET', `${ROUTE}/allowed`)).status).toBe(422)
    for (const hostile of ['%00', `${BUSINESS_DOMAIN}%00`, 'x'.repeat(300), '..', '%E2%80%AE.example']) {
      expect((await call('GET', `${ROUTE}/allowed?domain=${hostile}`)).status, hostile).toBeLessThan(500)
    }

    // Saving the same domain again keeps its verification.
    const again = await call<One>('PUT', ROUTE, { domain: BUSINESS_DOMAIN }, business.token)
    expect(again.body.data.status).toBe('verified')
  })

  it('a region proves its domain by the file on it; a domain another owner has is refused', async () => {
    expect((await call('PUT', ROUTE, { domain: BUSINESS_DOMAIN }, region.token)).body.errors?.domain).toEqual([
      'Diese Domain ist schon vergeben.',
    ])
    const saved = await call<One>('PUT', ROUTE, { domain: REGION_DOMAIN }, region.token)
    expect(saved.status).toBe(200)
    // The file on another host does not count; the file on the domain does.
    verificationFiles.set('andere.example', saved.body.data.txt_record)
    expect((await call('POST', `${ROUTE}/verify`, undefined, region.token)).status).toBe(422)
    verificationFiles.set(REGION_DOMAIN, `${saved.body.data.txt_record}\n`)
    const verified = await call<One>('POST', `${ROUTE}/verify`, undefined, region.token)
    expect(verified.status).toBe(200)
    expect(verified.body.data.status).toBe('verified')
    expect((await call('GET', `${ROUTE}/allowed?domain=${REGION_DOMAIN}`)).status).toBe(200)
  })
})

describe('custom domains: the career site behind the Host header', () => {
  it('renders the company career site at / with its jobs and a canonical URL on the portal', async () => {
    const page = await hostGet(BUSINESS_DOMAIN, '/')
    expect(page.status).toBe(200)
    expect(page.body).toContain('data-layout="customdomain"')
    expect(canonicalOf(page.body)).toBe(`${server().publicUrl}/betriebe/${businessSlug}`)
    expect(page.csp).toContain("script-src 'none'")
    // The footer links every legal page on the portal, as every portal footer does.
    const footer = /<footer>[\s\S]*<\/footer>/.exec(page.body)?.[0] ?? ''
    for (const legal of LEGAL_PAGES) expect(footer).toContain(`href="${server().publicUrl}${legal.path}"`)
    const jobs = await server()
      .database.db.selectFrom('jobs')
      .select(['name', 'slug'])
      .where('business_id', '=', businessId)
      .where('status', '=', 'published')
      .execute()
    expect(jobs.length).toBeGreaterThan(0)
    for (const job of jobs.slice(0, 3)) expect(page.body).toContain(`/jobs/${job.slug}`)
    // The port of the Host header does not matter; /customdomain is the same start page.
    expect((await hostGet(`${BUSINESS_DOMAIN}:8443`, '/customdomain')).body).toContain('data-layout="customdomain"')
  })

  it('shows only the owner’s published articles; drafts and other owners’ articles are not there', async () => {
    await publishedArticle(business.token, 'karriere-bei-uns', 'Karriere bei uns')
    await publishedArticle(region.token, 'region-neuigkeit', 'Neues aus der Region')
    const draft = await call(
      'POST',
      '/api/admin/articles',
      {
        title: 'Geheimer Entwurf',
        slug: 'geheimer-entwurf',
        teaser: 'Noch nicht fertig.',
        image_url: null,
        body: '<p>Entwurf</p>',
      },
      business.token,
    )
    expect(draft.status).toBe(201)

    const start = await hostGet(BUSINESS_DOMAIN, '/')
    expect(start.body).toContain('/customdomain/artikel/karriere-bei-uns')
    expect(start.body).not.toContain('Geheimer Entwurf')
    expect(start.body).not.toContain('Neues aus der Region')

    const article = await hostGet(BUSINESS_DOMAIN, '/customdomain/artikel/karriere-bei-uns')
    expect(article.status).toBe(200)
    expect(article.body).toContain('<h1>Karriere bei uns</h1>')
    expect(article.body).not.toContain('<script>alert')
    expect(canonicalOf(article.body)).toBe(`${server().publicUrl}/artikel/karriere-bei-uns`)

    for (const path of ['/customdomain/artikel/geheimer-entwurf', '/customdomain/artikel/region-neuigkeit']) {
      const missing = await hostGet(BUSINESS_DOMAIN, path)
      expect(missing.status, path).toBe(404)
      expect(missing.body).toContain('Diesen Artikel gibt es hier nicht.')
      expect(missing.body).toContain('noindex')
    }
    // The region's article on the region's domain.
    expect((await hostGet(REGION_DOMAIN, '/customdomain/artikel/region-neuigkeit')).status).toBe(200)
  })

  it('sends writing and previewing articles to the portal, where the author is logged in', async () => {
    const create = await hostGet(BUSINESS_DOMAIN, '/customdomain/artikel/erstellen')
    expect(create.status).toBe(302)
    expect(create.location).toBe(`${server().publicUrl}/artikel/erstellen`)
    const preview = await hostGet(BUSINESS_DOMAIN, '/customdomain/artikelvorschau?id=3')
    expect(preview.status).toBe(302)
    expect(preview.location).toBe(`${server().publicUrl}/artikel/vorschau?id=3`)
    // Any other page path leads to the same path on the portal: one address per content.
    const other = await hostGet(BUSINESS_DOMAIN, '/ausbildung/passau')
    expect(other.status).toBe(302)
    expect(other.location).toBe(`${server().publicUrl}/ausbildung/passau`)
  })

  it('renders the region’s published pages under /customdomain/{path} with their portal URL as canonical', async () => {
    const created = await call<{ data: { id: number } }>(
      'POST',
      '/api/admin/content-pages',
      {
        path: '/karriere-in-der-region',
        kind: 'region',
        region_id: regionId,
        draft: {
          title: 'Karriere in der Region',
          description: 'Ausbildung in unserer Region.',
          blocks: [
            { type: 'rich_text', html: '<p>Willkommen <strong>hier</strong>.</p>' },
            { type: 'faq', items: [{ question: 'Wann geht es los?', answer: 'Im September.' }] },
          ],
        },
      },
      region.token,
    )
    expect(created.status).toBe(201)
    const path = '/customdomain/karriere-in-der-region'
    // Not published yet: the draft is not shown, whatever the Host header.
    expect((await hostGet(REGION_DOMAIN, path)).status).toBe(404)
    expect(
      (await call('POST', `/api/admin/content-pages/${created.body.data.id}/publish`, undefined, region.token)).status,
    ).toBe(200)
    const page = await hostGet(REGION_DOMAIN, path)
    expect(page.status).toBe(200)
    expect(page.body).toContain('<strong>hier</strong>')
    expect(page.body).toContain('Wann geht es los?')
    expect(canonicalOf(page.body)).toBe(`${server().publicUrl}/karriere-in-der-region`)
    expect((await hostGet(REGION_DOMAIN, '/')).body).toContain(`href="${path}"`)
    // The region's page is not the company's.
    expect((await hostGet(BUSINESS_DOMAIN, path)).status).toBe(404)
  })

  it('renders a page the admin gave to the company on the company’s domain only; bad owners are 422', async () => {
    const page = (owner: string | null, kind = 'generic', regionIdOf: number | null = null) => ({
      path: '/ausbildung-bei-demo-betrieb',
      kind,
      region_id: regionIdOf,
      owner_business_slug: owner,
      draft: {
        title: 'Ausbildung bei uns',
        description: 'So bilden wir aus.',
        blocks: [{ type: 'rich_text', html: '<p>Bei <em>uns</em>.</p>' }],
      },
    })
    // An unknown company, a region page given to a company: German field errors, nothing stored.
    const unknown = await call('POST', '/api/admin/content-pages', page('gibt-es-nicht'), admin.token)
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors?.owner_business_slug).toEqual(['Einen Betrieb mit dieser Adresse gibt es nicht.'])
    const regionPage = await call(
      'POST',
      '/api/admin/content-pages',
      page(businessSlug, 'region', regionId),
      admin.token,
    )
    expect(regionPage.status).toBe(422)
    expect(regionPage.body.errors?.owner_business_slug).toEqual(['Eine Seite einer Region gehört keinem Betrieb.'])

    const created = await call<{ data: { id: number; owner_business_slug: string | null } }>(
      'POST',
      '/api/admin/content-pages',
      page(businessSlug),
      admin.token,
    )
    expect(created.status).toBe(201)
    expect(created.body.data.owner_business_slug).toBe(businessSlug)
    const path = '/customdomain/ausbildung-bei-demo-betrieb'
    expect((await hostGet(BUSINESS_DOMAIN, path)).status).toBe(404)
    await call('POST', `/api/admin/content-pages/${created.body.data.id}/publish`, undefined, admin.token)
    const shown = await hostGet(BUSINESS_DOMAIN, path)
    expect(shown.status).toBe(200)
    expect(shown.body).toContain('Bei <em>uns</em>.')
    expect(canonicalOf(shown.body)).toBe(`${server().publicUrl}/ausbildung-bei-demo-betrieb`)
    expect((await hostGet(BUSINESS_DOMAIN, '/')).body).toContain(`href="${path}"`)
    expect((await hostGet(REGION_DOMAIN, path)).status).toBe(404)

    // Taken back from the company: its site no longer shows it.
    const taken = await call('PUT', `/api/admin/content-pages/${created.body.data.id}`, page(null), admin.token)
    expect(taken.status).toBe(200)
    expect((await hostGet(BUSINESS_DOMAIN, path)).status).toBe(404)
  })

  it('serves the normal portal for unknown and unverified hosts, and stops when the pro portal ends', async () => {
    const unknown = await hostGet('fremd.example', '/')
    expect(unknown.body).not.toContain('data-layout="customdomain"')

    // The region moves to a new domain: it must be proved again before it is served.
    const moved = await call<One>('PUT', ROUTE, { domain: 'neu.demo-region.example' }, region.token)
    expect(moved.body.data.status).toBe('pending')
    expect((await hostGet('neu.demo-region.example', '/')).body).not.toContain('data-layout="customdomain"')
    expect((await hostGet(REGION_DOMAIN, '/')).body).not.toContain('data-layout="customdomain"')
    expect((await call('GET', `${ROUTE}/allowed?domain=neu.demo-region.example`)).status).toBe(404)

    await setProPortal(false)
    expect((await hostGet(BUSINESS_DOMAIN, '/')).body).not.toContain('data-layout="customdomain"')
    expect((await call('GET', `${ROUTE}/allowed?domain=${BUSINESS_DOMAIN}`)).status).toBe(404)
    expect((await call('POST', `${ROUTE}/verify`, undefined, business.token)).status).toBe(403)
    await setProPortal(true)
    expect((await hostGet(BUSINESS_DOMAIN, '/')).body).toContain('data-layout="customdomain"')
  })

  it('deleting the domain takes the career site down at once', async () => {
    const deleted = await fetch(`${server().url}${ROUTE}`, request('DELETE', undefined, business.token))
    expect(deleted.status).toBe(204)
    expect((await call('DELETE', ROUTE, undefined, business.token)).status).toBe(404)
    expect((await hostGet(BUSINESS_DOMAIN, '/')).body).not.toContain('data-layout="customdomain"')
    expect((await call('GET', `${ROUTE}/allowed?domain=${BUSINESS_DOMAIN}`)).status).toBe(404)
    expect((await call<{ data: null }>('GET', ROUTE, undefined, business.token)).body.data).toBeNull()
  })
})
