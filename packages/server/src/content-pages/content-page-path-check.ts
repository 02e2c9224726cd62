import { reservedContentPagePrefix } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { HttpError } from '../http/http-error.ts'
import { matchPageRoute } from '../web/page-route.ts'
import { findPublishedPage } from './content-page-store.ts'

const INVALID = 'Die Eingaben sind ungültig.'

/** Most redirects followed when looking for a loop; a longer chain is refused as well. */
const REDIRECT_CHAIN_MAX = 10

/**
 * Refuses a path that is reserved, that a product page answers (the portal's route table as the
 * server knows it, web/page-route.ts: jobs, companies, listings, regions, account pages …) or that
 * another content page holds (docs/content-pages.md, "Path rules").
 */
export async function checkPagePath(db: Kysely<Database>, path: string, pageId: number | null): Promise<void> {
  const reserved = reservedContentPagePrefix(path)
  if (reserved)
    throw new HttpError(422, INVALID, {
      path: [`Pfade unter /${reserved} gehören zum Produkt selbst. Bitte wähle einen anderen Pfad.`],
    })
  if (matchPageRoute(path).page !== 'not-found')
    throw new HttpError(422, INVALID, {
      path: ['Unter diesem Pfad liegt schon eine Seite des Produkts. Bitte wähle einen anderen Pfad.'],
    })
  const taken = await db.selectFrom('content_pages').select('id').where('path', '=', path).executeTakeFirst()
  if (taken && taken.id !== pageId)
    throw new HttpError(422, INVALID, { path: ['Unter diesem Pfad gibt es schon eine Inhaltsseite.'] })
}

/** The path on this site a redirect target leads to (a path, or an address of our own origin); null for other sites. */
function internalPath(target: string, origin: string): string | null {
  if (target.startsWith('/')) return new URL(target, origin).pathname.replace(/\/+$/, '') || '/'
  const url = new URL(target)
  return url.origin === origin ? url.pathname.replace(/\/+$/, '') || '/' : null
}

/**
 * Refuses a redirect that would come back to where it started, following the published redirects
 * it leads through (a redirect to itself included).
 */
export async function checkRedirectLoop(db: Kysely<Database>, path: string, target: string, origin: string) {
  const seen = new Set([path])
  let next = internalPath(target, origin)
  for (let step = 0; next !== null; step++) {
    if (seen.has(next) || step >= REDIRECT_CHAIN_MAX)
      throw new HttpError(422, INVALID, {
        'draft.redirect_to': [
          'Diese Weiterleitung führt im Kreis zurück zu dieser Seite. Bitte wähle ein anderes Ziel.',
        ],
      })
    seen.add(next)
    const page = await findPublishedPage(db, next)
    if (page?.kind !== 'redirect' || !page.content.redirect_to) return
    next = internalPath(page.content.redirect_to, origin)
  }
}
