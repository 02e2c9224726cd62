/**
 * @module web — serves the built front ends: the portal (every non-API path, with its head filled in
 * by the server so crawlers see title, description, canonical URL and JobPosting data), the widget
 * bundles for foreign sites, and the demo page.
 */
import path from 'node:path'
import { hostWithoutPort, internPageTitle } from '@oabat/core'
import type { Context, Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { withClock } from '../auth/account-context.ts'
import { customDomainAnswer } from '../custom-domains/host-routing.ts'
import { countEmbedPage } from '../einblick/embed-origins.ts'
import { findRepoRoot } from '../repo-root.ts'
import { compress, MIN_COMPRESS_BYTES, negotiateEncoding } from './compression.ts'
import { findContentPageRoute } from './content-page-route.ts'
import { readCachedFile } from './file-cache.ts'
import { isServerRendered, loadPageData } from './page-data-loaders.ts'
import { resolvePageHead } from './page-head.ts'
import { matchPageRoute, type PageRoute } from './page-route.ts'
import { missingBuildHtml, renderPortalHtml } from './render-html.ts'
import { inProcessCalls, portalRendererLoader, RENDERED_PAGE_SCRIPT_SRC, withRenderedPage } from './server-render.ts'
import { bytesOf, IMMUTABLE, serveStaticFile } from './static-files.ts'

export interface WebRoutesOptions {
  /** The workspace root holding portal/, widgets/ and demo/; found from this module by default. */
  repoRoot?: string
}

const WIDGET_ENTRY_CACHE = 'public, max-age=300'
const DEMO_CACHE = 'no-cache'
const PORTAL_ROOT_FILE_CACHE = 'public, max-age=3600'
/** The service worker and its offline page are checked on every load, so a fix reaches browsers at once (docs/push.md). */
const ALWAYS_CHECKED = new Set(['sw.js', 'offline.html'])

export function registerWebRoutes(app: Hono, context: AppContext, options: WebRoutesOptions = {}): void {
  const clocked = withClock(context)
  const root = options.repoRoot ?? findRepoRoot()
  const portalDist = path.join(root, 'portal', 'dist')
  const portalIndex = path.join(portalDist, 'index.html')
  const widgetsDist = path.join(root, 'widgets', 'dist')
  const demoRoot = path.join(root, 'demo')
  const portalRenderer = portalRendererLoader(portalDist)
  const loadCall = inProcessCalls(app)
  const portalHost = hostWithoutPort(new URL(context.config.publicUrl).host)
  const internPages = context.config.OABAT_INTERN_PAGES === '1'

  app.get('/widgets/*', async (c) => {
    const response = await serveStaticFile(c, {
      root: widgetsDist,
      prefix: '/widgets/',
      cors: true,
      // Entries keep their names so pasted snippets stay valid; the chunks they load carry hashes.
      cacheControl: (file) => (file.startsWith('chunks/') ? IMMUTABLE : WIDGET_ENTRY_CACHE),
    })
    return response ?? notFoundText(c, true)
  })

  app.get('/demo', (c) => c.redirect('/demo/', 301))
  app.get('/demo/*', async (c) => {
    const response = await serveStaticFile(c, {
      root: demoRoot,
      prefix: '/demo/',
      cacheControl: () => DEMO_CACHE,
      hidden: (file) => file === 'package.json' || file.startsWith('node_modules/'),
    })
    return response ?? notFoundText(c)
  })

  app.get('/assets/*', async (c) => {
    const response = await serveStaticFile(c, { root: portalDist, prefix: '/', cacheControl: () => IMMUTABLE })
    // A missing chunk must be a real 404, not the portal's HTML, so the portal can detect it and reload.
    return response ?? notFoundText(c)
  })

  app.get('*', async (c) => {
    const pathname = c.req.path
    // A verified custom domain serves its owner's career site (docs/custom-domain.md); other hosts the portal.
    const customDomain = await customDomainAnswer(c, context, portalHost)
    if (customDomain) return customDomain
    // Files at the top of portal/dist (favicon, robots.txt) are served as they are.
    if (/^\/[^/]+\.[a-z0-9]+$/i.test(pathname) && pathname !== '/index.html') {
      const response = await serveStaticFile(c, {
        root: portalDist,
        prefix: '/',
        cacheControl: (file) => (ALWAYS_CHECKED.has(file) ? 'no-cache' : PORTAL_ROOT_FILE_CACHE),
      })
      if (response) return response
    }
    const template = await readCachedFile(portalIndex)
    if (!template) {
      return c.html(missingBuildHtml(path.relative(root, portalIndex)), 503, { 'Cache-Control': 'no-store' })
    }
    const url = new URL(c.req.url)
    const internTitle = internPageTitle(pathname)
    // The internal pages exist only where the operator switched them on (docs/intern-pages.md).
    const matched: PageRoute =
      internTitle === null
        ? matchPageRoute(pathname, url.searchParams)
        : internPages
          ? { page: 'account', title: internTitle }
          : { page: 'not-found' }
    // A path no product page answers may be a content page (docs/content-pages.md).
    const content = matched.page === 'not-found' ? await findContentPageRoute(context, pathname) : null
    if (content?.kind === 'redirect') return c.redirect(content.location, 302)
    const route = content?.kind === 'page' ? content.route : matched
    const head = await resolvePageHead(route, context)
    if (head.status === 200) await countEmbedPage(clocked, c.req.raw.headers, embedPageOf(route, url.searchParams))
    let html = renderPortalHtml(template.body.toString('utf8'), head, { internPages })
    // Public pages as guests see them (docs/ssr.md); a page that fails to render still works in the browser.
    const renderer = head.status === 200 && isServerRendered(route) ? await portalRenderer() : null
    let rendered = false
    if (renderer) {
      try {
        const data = await loadPageData(route, url.searchParams, loadCall)
        html = withRenderedPage(html, await renderer.renderPage(`${pathname}${url.search}`, data), data)
        rendered = true
      } catch (error) {
        console.error(`Server-Rendering von ${pathname} fehlgeschlagen:`, error)
      }
    }
    return htmlResponse(c, html, head.status, head.embeddable === true, rendered)
  })
}

/** The company an embed page or a job page shows, for where its embeds run (docs/einblick.md). */
function embedPageOf(route: PageRoute, query: URLSearchParams): Parameters<typeof countEmbedPage>[2] {
  if (route.page === 'job') return { kind: 'job', businessSlug: route.businessSlug }
  if (route.page !== 'embed') return { kind: 'embed', businessSlug: null }
  const { embed } = route
  const businessSlug =
    embed.kind === 'jobs' || embed.kind === 'businesses' || embed.kind === 'livestream'
      ? query.get('business')
      : embed.businessSlug
  return { kind: 'embed', businessSlug }
}

async function htmlResponse(
  c: Context,
  html: string,
  status: number,
  embeddable: boolean,
  rendered: boolean,
): Promise<Response> {
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
  })
  // Clickjacking: only embeds may be framed by other sites; every other page only by our own.
  const policy = [embeddable ? 'frame-ancestors *' : "frame-ancestors 'self'"]
  // A rendered page starts its code with one inline script (server-render.ts), allowed by its hash.
  if (rendered) policy.push(RENDERED_PAGE_SCRIPT_SRC)
  headers.set('Content-Security-Policy', policy.join('; '))
  if (!embeddable) headers.set('X-Frame-Options', 'SAMEORIGIN')
  const body = Buffer.from(html, 'utf8')
  const encoding = negotiateEncoding(c.req.header('Accept-Encoding'))
  if (encoding && body.byteLength >= MIN_COMPRESS_BYTES) {
    headers.set('Content-Encoding', encoding)
    return new Response(bytesOf(await compress(body, encoding, 'fast')), { status, headers })
  }
  return new Response(bytesOf(body), { status, headers })
}

function notFoundText(c: Context, cors = false): Response {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  if (cors) headers['Access-Control-Allow-Origin'] = '*'
  return c.text('Nicht gefunden.', 404, headers)
}
