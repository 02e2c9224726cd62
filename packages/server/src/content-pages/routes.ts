import { type ContentPageContent, REGION_PAGE_KINDS, userRoles } from '@oabat/core'
import { type ContentPageInput, contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import { isUniqueViolation } from '../accounts/unique-violation.ts'
import type { AppContext } from '../app-context.ts'
import type { Session } from '../auth/session.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { checkPagePath, checkRedirectLoop } from './content-page-path-check.ts'
import {
  type ContentPageRow,
  findPageRow,
  listVersions,
  publishVersion,
  storedContent,
  toAdminPage,
} from './content-page-store.ts'
import { loadPublishedContentPage } from './published-page.ts'
import { withSanitizedRichText } from './sanitize-rich-text.ts'

const PAGE_NOT_FOUND = 'Diese Seite gibt es nicht.'
const REGION_ONLY = 'Als Region darfst Du nur die Seiten Deiner eigenen Region bearbeiten.'

function isAdmin(session: Session | null): boolean {
  return userRoles(session?.user).includes('admin')
}

/** Admins edit every page; a region account only its own region's region pages (SPEC §6, issue 18). */
function mayEdit(session: Session | null, page: { kind: string; region_id: number | null | undefined }): boolean {
  if (isAdmin(session)) return true
  const region = session?.user.region
  return Boolean(region && page.region_id === region.id && (REGION_PAGE_KINDS as readonly string[]).includes(page.kind))
}

export function registerContentPageRoutes(app: Hono, context: AppContext & { now: () => number }): void {
  const { db, config, now } = context
  const timestamp = () => new Date(now()).toISOString()

  /** The page a caller may edit; 404 when missing, 403 when it is another region's or not a region page. */
  const editablePage = async (id: number, session: Session | null): Promise<ContentPageRow> => {
    const row = await findPageRow(db, id)
    if (!row) throw notFound(PAGE_NOT_FOUND)
    if (!mayEdit(session, row)) throw new HttpError(403, REGION_ONLY)
    return row
  }

  /** The company a page is given to for its custom-domain career site; 422 when there is none by that slug. */
  const ownerBusinessOf = async (slug: string | null): Promise<number | null> => {
    if (slug === null) return null
    const business = await db.selectFrom('businesses').select('id').where('slug', '=', slug).executeTakeFirst()
    if (!business)
      throw new HttpError(422, 'Die Eingaben sind ungültig.', {
        owner_business_slug: ['Einen Betrieb mit dieser Adresse gibt es nicht.'],
      })
    return business.id
  }

  /** Checks path, owner and redirect of a body; answers the stored columns. */
  const checkedInput = async (body: ContentPageInput, session: Session | null, pageId: number | null) => {
    const regionId = body.region_id ?? null
    if (!mayEdit(session, { kind: body.kind, region_id: regionId })) throw new HttpError(403, REGION_ONLY)
    if (regionId !== null) {
      const region = await db.selectFrom('regions').select('id').where('id', '=', regionId).executeTakeFirst()
      if (!region)
        throw new HttpError(422, 'Die Eingaben sind ungültig.', { region_id: ['Diese Region gibt es nicht.'] })
    }
    const ownerBusinessId = await ownerBusinessOf(body.owner_business_slug ?? null)
    await checkPagePath(db, body.path, pageId)
    if (body.kind === 'redirect' && body.draft.redirect_to)
      await checkRedirectLoop(db, body.path, body.draft.redirect_to, config.publicUrl)
    return {
      path: body.path,
      kind: body.kind,
      region_id: regionId,
      owner_business_id: ownerBusinessId,
      draft: storedContent(withSanitizedRichText(body.draft)),
    }
  }

  const answer = async (id: number) => {
    const row = await findPageRow(db, id)
    if (!row) throw notFound(PAGE_NOT_FOUND)
    return { data: await toAdminPage(db, row) }
  }

  /** A parallel write took the path between our check and the write: the same field error. */
  const pathTaken = (error: unknown): never => {
    if (isUniqueViolation(error))
      throw new HttpError(422, 'Die Eingaben sind ungültig.', {
        path: ['Unter diesem Pfad gibt es schon eine Inhaltsseite.'],
      })
    throw error
  }

  registerRoute(app, contract.contentPage, async ({ query }) => {
    const page = await loadPublishedContentPage(db, config, query.path)
    if (!page) throw notFound(PAGE_NOT_FOUND)
    return { data: page }
  })

  registerRoute(app, contract.adminContentPages, async ({ session }) => {
    let query = db.selectFrom('content_pages').selectAll().orderBy('path')
    // A region lists the pages it may edit: its own region pages.
    if (!isAdmin(session))
      query = query.where('region_id', '=', session?.user.region?.id ?? -1).where('kind', 'in', [...REGION_PAGE_KINDS])
    const rows = await query.execute()
    return { data: await Promise.all(rows.map((row) => toAdminPage(db, row))) }
  })

  registerRoute(app, contract.adminContentPage, async ({ params, session }) => {
    await editablePage(params.id, session)
    return answer(params.id)
  })

  registerRoute(app, contract.createContentPage, async ({ body, session }) => {
    const columns = await checkedInput(body, session, null)
    const at = timestamp()
    const { id } = await db
      .insertInto('content_pages')
      .values({
        ...columns,
        published_version: null,
        created_by: session?.user.id ?? null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch(pathTaken)
    return answer(id)
  })

  registerRoute(app, contract.updateContentPage, async ({ params, body, session }) => {
    await editablePage(params.id, session)
    const columns = await checkedInput(body, session, params.id)
    // Only the draft and the page's place change; the published version stays until the next publish.
    await db
      .updateTable('content_pages')
      .set({ ...columns, updated_at: timestamp() })
      .where('id', '=', params.id)
      .execute()
      .catch(pathTaken)
    return answer(params.id)
  })

  registerRoute(app, contract.deleteContentPage, async ({ params, session }) => {
    await editablePage(params.id, session)
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('content_page_versions').where('page_id', '=', params.id).execute()
      await trx.deleteFrom('content_pages').where('id', '=', params.id).execute()
    })
    return null
  })

  registerRoute(app, contract.publishContentPage, async ({ params, session }) => {
    const row = await editablePage(params.id, session)
    const draft = JSON.parse(row.draft) as ContentPageContent
    // Another page may have become a redirect since the draft was saved.
    if (row.kind === 'redirect' && draft.redirect_to)
      await checkRedirectLoop(db, row.path, draft.redirect_to, config.publicUrl)
    await db
      .transaction()
      .execute((trx) => publishVersion(trx, row.id, row.draft, session?.user.id ?? null, timestamp()))
    return answer(params.id)
  })

  registerRoute(app, contract.contentPageVersions, async ({ params, session }) => {
    const row = await editablePage(params.id, session)
    return { data: await listVersions(db, row) }
  })

  registerRoute(app, contract.restoreContentPageVersion, async ({ params, session }) => {
    const row = await editablePage(params.id, session)
    const old = await db
      .selectFrom('content_page_versions')
      .select('content')
      .where('page_id', '=', row.id)
      .where('version', '=', params.version)
      .executeTakeFirst()
    if (!old) throw notFound('Diese Fassung gibt es nicht.')
    const content = JSON.parse(old.content) as ContentPageContent
    if (row.kind === 'redirect' && content.redirect_to)
      await checkRedirectLoop(db, row.path, content.redirect_to, config.publicUrl)
    // The old content goes live as a new version and becomes the draft: history only grows.
    await db.transaction().execute(async (trx) => {
      const at = timestamp()
      await trx
        .updateTable('content_pages')
        .set({ draft: old.content, updated_at: at })
        .where('id', '=', row.id)
        .execute()
      await publishVersion(trx, row.id, old.content, session?.user.id ?? null, at)
    })
    return answer(params.id)
  })
}
