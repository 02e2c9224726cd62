import { customDomainProblem, hostWithoutPort } from '@oabat/core'
import type { Context } from 'hono'
import type { AppContext } from '../app-context.ts'
import { bytesOf } from '../web/static-files.ts'
import { careerSiteAnswer } from './career-site.ts'
import { servedOwnerOfHost } from './domain-store.ts'

/** The portal's own host names and addresses never look up a custom domain. */
function isPortalHost(host: string, portalHost: string): boolean {
  return host === '' || host === portalHost || host === 'localhost' || /^[\d.]+$/.test(host) || host.startsWith('[')
}

/** A file at the top of the site (favicon.ico, robots.txt …): the portal's files serve every host. */
const TOP_LEVEL_FILE = /^\/[^/]+\.[a-z0-9]+$/i

/**
 * The answer of a page request on a custom domain, or null for the portal's own hosts and any host that
 * is no verified custom domain (unknown hosts get the normal portal). The career site answers `/` and
 * `/customdomain/*`; every other page path goes to the same path on the portal, so there is one address
 * per content.
 */
export async function customDomainAnswer(
  c: Context,
  context: AppContext,
  portalHost: string,
): Promise<Response | null> {
  const host = hostWithoutPort(c.req.header('host'))
  // Names that cannot be a custom domain never reach the database.
  if (isPortalHost(host, portalHost) || customDomainProblem(host)) return null
  const now = context.now ?? Date.now
  const served = await servedOwnerOfHost(context.db, host, new Date(now()).toISOString())
  if (!served) return null
  const url = new URL(c.req.url)
  if (TOP_LEVEL_FILE.test(url.pathname)) return null
  const answer = await careerSiteAnswer(context.db, context.config, served.owner, url.pathname, url.search)
  if (!answer) return c.redirect(`${context.config.publicUrl}${url.pathname}${url.search}`, 302)
  if (answer.kind === 'redirect') return c.redirect(answer.location, 302)
  return new Response(bytesOf(Buffer.from(answer.html, 'utf8')), {
    status: answer.status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'SAMEORIGIN',
      // The career site is plain HTML: no script runs on it, and it is framed only by itself.
      'Content-Security-Policy': "script-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'",
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    },
  })
}
