import type { AdminContentPage, Article, ArticleSummary, AuthToken, ChatMessage } from '@oabat/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { loginAs, request } from '../accounts/account-test-support.ts'
import type { Answer } from '../chat/chat-test-support.ts'
import { useTestServer } from '../test-support/use-test-server.ts'

const server = useTestServer()
let admin: AuthToken
let business: AuthToken
let region: AuthToken
let trainee: AuthToken

function call<T = unknown>(method: string, path: string, body?: unknown, token?: string | null) {
  return server().json<Answer<T>>(path, request(method, body, token))
}

const ADMIN = '/api/admin/articles'
type One = { data: Article }
type Many = { data: ArticleSummary[] }

const articleBody = (slug: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Ausbildung im Handwerk',
  slug,
  teaser: 'Warum eine Ausbildung im Handwerk sich lohnt.',
  image_url: null,
  body: '<h2>Gute Gründe</h2><p>Sichere Zukunft.</p>',
  ...overrides,
})

beforeAll(async () => {
  ;[admin, business, region, trainee] = await Promise.all([
    loginAs(server(), 'admin'),
    loginAs(server(), 'business'),
    loginAs(server(), 'region'),
    loginAs(server(), 'trainee'),
  ])
})

describe('articles: CRUD, guards, publication request and publishing (docs/articles.md)', () => {
  it('a company writes a draft, asks for publication, the admin finds it from the chat action and publishes it', async () => {
    const created = await call<One>('POST', ADMIN, articleBody('handwerk-lohnt-sich'), business.token)
    expect(created.status).toBe(201)
    const id = created.body.data.id
    expect(created.body.data).toMatchObject({ status: 'draft', author_kind: 'business', published_at: null })
    expect((await call('GET', '/api/articles/handwerk-lohnt-sich')).status).toBe(404)

    const edited = await call<One>(
      'PUT',
      `${ADMIN}/${id}`,
      articleBody('handwerk-lohnt-sich', { title: 'Handwerk lohnt sich' }),
      business.token,
    )
    expect(edited.body.data.title).toBe('Handwerk lohnt sich')

    // Only admins publish; a company asks.
    expect((await call('POST', `${ADMIN}/${id}/publish`, undefined, business.token)).status).toBe(403)
    const asked = await call<One>('POST', `${ADMIN}/${id}/request-publication`, undefined, business.token)
    expect(asked.status).toBe(200)
    expect(asked.body.data.status).toBe('requested')
    expect((await call('POST', `${ADMIN}/${id}/request-publication`, undefined, business.token)).status).toBe(409)
    // Once asked, the company cannot change it any more.
    const locked = await call('PUT', `${ADMIN}/${id}`, articleBody('handwerk-lohnt-sich'), business.token)
    expect(locked.status).toBe(409)
    expect(locked.body.message).toContain('Entwürfe')

    const conversations = await call<{ data: Array<{ id: number }> }>(
      'GET',
      '/api/chat/conversations',
      undefined,
      admin.token,
    )
    const messages = (
      await Promise.all(
        conversations.body.data.map((c) =>
          call<{ data: ChatMessage[] }>('GET', `/api/chat/conversations/${c.id}/messages`, undefined, admin.token),
        ),
      )
    ).flatMap((answer) => answer.body.data)
    const action = messages.find((m) => m.action?.type === 'articlePublishmentRequest')
    expect(action?.action?.subject).toBe('Handwerk lohnt sich')

    // The admin's button reads the article of that message; nobody else may.
    expect((await call('GET', `/api/admin/article-requests/${action?.id}`, undefined, business.token)).status).toBe(403)
    const ofRequest = await call<One>('GET', `/api/admin/article-requests/${action?.id}`, undefined, admin.token)
    expect(ofRequest.body.data.id).toBe(id)

    const requested = await call<Many>('GET', `${ADMIN}?status=requested`, undefined, admin.token)
    expect(requested.body.data.map((a) => a.id)).toContain(id)

    const publishedAnswer = await call<One>('POST', `${ADMIN}/${id}/publish`, undefined, admin.token)
    expect(publishedAnswer.body.data.status).toBe('published')
    expect(publishedAnswer.body.data.published_at).not.toBeNull()
    const read = await call<One>('GET', '/api/articles/handwerk-lohnt-sich')
    expect(read.body.data).toMatchObject({ title: 'Handwerk lohnt sich', author_kind: 'business' })
    const list = await call<Many>('GET', '/api/articles?limit=3')
    expect(list.body.data[0]?.slug).toBe('handwerk-lohnt-sich')

    // The server renders it with its head.
    const page = await fetch(`${server().url}/artikel/handwerk-lohnt-sich`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<title>Handwerk lohnt sich | oabat</title>')
    expect(html).toContain('Warum eine Ausbildung im Handwerk sich lohnt.')
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/artikel\/handwerk-lohnt-sich"/)
    expect(html).toContain('Sichere Zukunft.')

    // Unpublishing takes it off the site and makes it a draft again.
    const back = await call<One>('POST', `${ADMIN}/${id}/unpublish`, undefined, admin.token)
    expect(back.body.data.status).toBe('draft')
    expect((await call('GET', '/api/articles/handwerk-lohnt-sich')).status).toBe(404)
    expect((await fetch(`${server().url}/artikel/handwerk-lohnt-sich`)).status).toBe(404)
  })

  it('an author sees and edits only their own articles; trainees and guests write none', async () => {
    const created = await call<One>('POST', ADMIN, articleBody('nur-meiner'), business.token)
    const id = created.body.data.id
    const other = await call('PUT', `${ADMIN}/${id}`, articleBody('nur-meiner'), region.token)
    expect(other.status).toBe(403)
    expect(other.body.message).toBe('Du darfst nur Deine eigenen Artikel bearbeiten.')
    expect((await call('DELETE', `${ADMIN}/${id}`, undefined, region.token)).status).toBe(403)
    expect((await call('GET', `${ADMIN}/${id}`, undefined, region.token)).status).toBe(404)
    const regionList = await call<Many>('GET', ADMIN, undefined, region.token)
    expect(regionList.body.data.map((a) => a.id)).not.toContain(id)
    expect((await call('POST', ADMIN, articleBody('azubi-artikel'), trainee.token)).status).toBe(403)
    expect((await call('POST', ADMIN, articleBody('gast-artikel'))).status).toBe(401)
    // The admin edits any article; its author deletes its draft.
    expect((await call('PUT', `${ADMIN}/${id}`, articleBody('nur-meiner'), admin.token)).status).toBe(200)
    const deleted = await fetch(`${server().url}${ADMIN}/${id}`, request('DELETE', undefined, business.token))
    expect(deleted.status).toBe(204)
    expect((await call('GET', `${ADMIN}/${id}`, undefined, admin.token)).status).toBe(404)
  })

  it('a region asks too; the admin writes and publishes its own without asking', async () => {
    const regional = await call<One>('POST', ADMIN, articleBody('region-news'), region.token)
    expect(regional.body.data.author_kind).toBe('region')
    expect(
      (await call('POST', `${ADMIN}/${regional.body.data.id}/request-publication`, undefined, region.token)).status,
    ).toBe(200)
    const own = await call<One>('POST', ADMIN, articleBody('team-artikel'), admin.token)
    expect(own.body.data).toMatchObject({ author_kind: 'admin', author_name: 'oabat Team' })
    expect(
      (await call('POST', `${ADMIN}/${own.body.data.id}/request-publication`, undefined, admin.token)).status,
    ).toBe(403)
    expect(
      (await call<One>('POST', `${ADMIN}/${own.body.data.id}/publish`, undefined, admin.token)).body.data.status,
    ).toBe('published')
  })

  it('bad input: scripts and handlers are dropped, a taken or malformed slug and markup in the title are 422', async () => {
    const created = await call<One>(
      'POST',
      ADMIN,
      articleBody('sauber', {
        body: '<p onclick="alert(1)">Hallo</p><script>alert(2)</script><a href="javascript:alert(3)">x</a><img src=x onerror=alert(4)>',
      }),
      business.token,
    )
    expect(created.status).toBe(201)
    expect(created.body.data.body).toBe('<p>Hallo</p><a>x</a>')
    const taken = await call('POST', ADMIN, articleBody('sauber'), region.token)
    expect(taken.status).toBe(422)
    expect(taken.body.errors?.slug).toEqual(['Unter dieser Adresse gibt es schon einen Artikel.'])
    const malformed = await call('POST', ADMIN, articleBody('Mit Umlaut-ä'), business.token)
    expect(malformed.status).toBe(422)
    expect(malformed.body.errors?.slug?.[0]).toContain('Kleinbuchstaben')
    const reserved = await call('POST', ADMIN, articleBody('vorschau'), business.token)
    expect(reserved.status).toBe(422)
    const markup = await call('POST', ADMIN, articleBody('markup', { title: '<b>Fett</b>' }), business.token)
    expect(markup.status).toBe(422)
    expect(markup.body.errors?.title).toBeDefined()
    expect((await call('GET', '/api/articles?limit=99')).status).toBe(422)
  })

  it('the article list block renders the newest published articles on the server', async () => {
    const article = await call<One>(
      'POST',
      ADMIN,
      articleBody('fuer-den-block', { title: 'Artikel im Block' }),
      admin.token,
    )
    await call('POST', `${ADMIN}/${article.body.data.id}/publish`, undefined, admin.token)
    const page = await call<{ data: AdminContentPage }>(
      'POST',
      '/api/admin/content-pages',
      {
        path: '/magazin',
        kind: 'generic',
        draft: { title: 'Magazin', blocks: [{ type: 'article_list', title: 'Neueste Artikel', limit: 2 }] },
      },
      admin.token,
    )
    expect(page.status).toBe(201)
    expect(page.body.data.draft.blocks[0]).toMatchObject({ type: 'article_list', limit: 2 })
    await call('POST', `/api/admin/content-pages/${page.body.data.id}/publish`, undefined, admin.token)
    const html = await (await fetch(`${server().url}/magazin`)).text()
    expect(html).toContain('Neueste Artikel')
    expect(html).toContain('Artikel im Block')
    expect(html).toContain('href="/artikel/fuer-den-block"')
    const broken = await call(
      'POST',
      '/api/admin/content-pages',
      {
        path: '/magazin-kaputt',
        kind: 'generic',
        draft: { title: 'X', blocks: [{ type: 'article_list', limit: 40 }] },
      },
      admin.token,
    )
    expect(broken.status).toBe(422)
    expect(broken.body.errors?.['draft.blocks.0.limit']).toEqual(['Höchstens 12 Artikel.'])
  })
})
