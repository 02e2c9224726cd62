import { type ArticleInput, isArticleSlug, userRoles } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import { isUniqueViolation } from '../accounts/unique-violation.ts'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import type { SessionUser } from '../auth/session-user.ts'
import { announceMessage } from '../chat/chat-announce.ts'
import { insertToUser } from '../chat/chat-send.ts'
import { sanitizeRichText } from '../content-pages/sanitize-rich-text.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { type ArticleRow, findArticleRow, newestPublishedArticles, selectArticles, toArticle } from './article-store.ts'

/** SPEC §4 chat action message type of a publication request; previews as „Artikel zur Veröffentlichung angefragt“. */
export const ARTICLE_REQUEST_ACTION = 'articlePublishmentRequest'

const ARTICLE_NOT_FOUND = 'Diesen Artikel gibt es nicht.'
const NOT_YOURS = 'Du darfst nur Deine eigenen Artikel bearbeiten.'
const ONLY_DRAFTS = 'Du kannst nur Entwürfe ändern. Bitte das oabat Team, den Artikel zurückzuziehen.'
const SLUG_TAKEN = 'Unter dieser Adresse gibt es schon einen Artikel.'
const DEFAULT_LIST_LIMIT = 6

function isAdmin(user: SessionUser): boolean {
  return userRoles(user).includes('admin')
}

/** Whose article this is: the same company or region (any of its accounts), or the team for the admin's. */
function isAuthor(user: SessionUser, row: ArticleRow): boolean {
  if (row.author_kind === 'business') return user.business !== null && user.business?.id === row.business_id
  if (row.author_kind === 'region') return user.region !== null && user.region?.id === row.region_id
  return isAdmin(user)
}

/** The author columns of a new article: the admin writes as the team, else the company or region. */
function authorOf(user: SessionUser) {
  if (isAdmin(user)) return { author_kind: 'admin', business_id: null, region_id: null }
  if (user.business) return { author_kind: 'business', business_id: user.business.id, region_id: null }
  if (user.region) return { author_kind: 'region', business_id: null, region_id: user.region.id }
  throw new HttpError(403, 'Artikel schreiben Unternehmen, Regionen und das oabat Team.')
}

export function registerArticleRoutes(app: Hono, context: AppContext & { now: () => number }): void {
  const { db, config, now } = context
  const timestamp = () => new Date(now()).toISOString()

  const answer = async (id: number) => {
    const row = await findArticleRow(db, id)
    if (!row) throw notFound(ARTICLE_NOT_FOUND)
    return { data: toArticle(row) }
  }

  /** An article the caller may see: the admin every one, an author only their own (else 404, never whose). */
  const visibleArticle = async (id: number, user: SessionUser): Promise<ArticleRow> => {
    const row = await findArticleRow(db, id)
    if (!row || !(isAdmin(user) || isAuthor(user, row))) throw notFound(ARTICLE_NOT_FOUND)
    return row
  }

  /** An article the caller may change: the admin any, an author only their own drafts. */
  const editableArticle = async (id: number, user: SessionUser): Promise<ArticleRow> => {
    const row = await findArticleRow(db, id)
    if (!row) throw notFound(ARTICLE_NOT_FOUND)
    if (isAdmin(user)) return row
    if (!isAuthor(user, row)) throw new HttpError(403, NOT_YOURS)
    if (row.status !== 'draft') throw new HttpError(409, ONLY_DRAFTS)
    return row
  }

  const columns = (body: ArticleInput) => ({
    title: body.title,
    slug: body.slug,
    teaser: body.teaser,
    image_url: body.image_url ? body.image_url : null,
    // Scripts, styles and event handlers never reach the database (sanitize-html, docs/content-pages.md).
    body: sanitizeRichText(body.body),
  })

  const slugTaken = (error: unknown): never => {
    if (isUniqueViolation(error)) throw new HttpError(422, 'Die Eingaben sind ungültig.', { slug: [SLUG_TAKEN] })
    throw error
  }

  const checkSlugFree = async (slug: string, id: number | null) => {
    let query = db.selectFrom('articles').select('id').where('slug', '=', slug)
    if (id !== null) query = query.where('id', '<>', id)
    if (await query.executeTakeFirst()) throw new HttpError(422, 'Die Eingaben sind ungültig.', { slug: [SLUG_TAKEN] })
  }

  registerRoute(app, contract.articles, async ({ query }) => ({
    data: await newestPublishedArticles(db, query.limit ?? DEFAULT_LIST_LIMIT),
  }))

  registerRoute(app, contract.article, async ({ params }) => {
    // A slug no article can have (also NUL bytes, which PostgreSQL refuses) is simply not there.
    if (!isArticleSlug(params.slug)) throw notFound(ARTICLE_NOT_FOUND)
    const row = await selectArticles(db)
      .where('a.slug', '=', params.slug)
      .where('a.status', '=', 'published')
      .executeTakeFirst()
    if (!row) throw notFound(ARTICLE_NOT_FOUND)
    return { data: toArticle(row) }
  })

  registerRoute(app, contract.adminArticles, async ({ query, session }) => {
    const user = sessionOf(session).user
    let rows = selectArticles(db).orderBy('a.updated_at', 'desc').orderBy('a.id', 'desc')
    if (query.status) rows = rows.where('a.status', '=', query.status)
    if (!isAdmin(user)) {
      const author = authorOf(user)
      rows =
        author.author_kind === 'business'
          ? rows.where('a.author_kind', '=', 'business').where('a.business_id', '=', author.business_id)
          : rows.where('a.author_kind', '=', 'region').where('a.region_id', '=', author.region_id)
    }
    const found = await rows.execute()
    return { data: found.map((row) => toArticle(row)).map(({ body: _body, ...summary }) => summary) }
  })

  registerRoute(app, contract.adminArticle, async ({ params, session }) => {
    const row = await visibleArticle(params.id, sessionOf(session).user)
    return { data: toArticle(row) }
  })

  registerRoute(app, contract.createArticle, async ({ body, session }) => {
    const user = sessionOf(session).user
    const author = authorOf(user)
    await checkSlugFree(body.slug, null)
    const at = timestamp()
    const { id } = await db
      .insertInto('articles')
      .values({
        ...columns(body),
        ...author,
        status: 'draft',
        author_user_id: user.id,
        request_message_id: null,
        published_at: null,
        published_by: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch(slugTaken)
    return answer(Number(id))
  })

  registerRoute(app, contract.updateArticle, async ({ params, body, session }) => {
    await editableArticle(params.id, sessionOf(session).user)
    await checkSlugFree(body.slug, params.id)
    await db
      .updateTable('articles')
      .set({ ...columns(body), updated_at: timestamp() })
      .where('id', '=', params.id)
      .execute()
      .catch(slugTaken)
    return answer(params.id)
  })

  registerRoute(app, contract.deleteArticle, async ({ params, session }) => {
    await editableArticle(params.id, sessionOf(session).user)
    await db.deleteFrom('articles').where('id', '=', params.id).execute()
    return null
  })

  registerRoute(app, contract.requestArticlePublication, async ({ params, session }) => {
    const user = sessionOf(session).user
    const row = await editableArticle(params.id, user)
    const adminEmail = config.accounts.admin
    const admin = adminEmail
      ? await db.selectFrom('users').select('id').where('email', '=', adminEmail).executeTakeFirst()
      : undefined
    if (!admin)
      throw new HttpError(409, 'Das oabat Team ist gerade nicht erreichbar. Bitte versuch es später noch einmal.')
    const at = timestamp()
    // The status and the team's action message change together, or neither does.
    const sent = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('articles')
        .set({ status: 'requested', updated_at: at })
        .where('id', '=', row.id)
        .where('status', '=', 'draft')
        .executeTakeFirst()
      if (Number(claimed.numUpdatedRows) !== 1) throw new HttpError(409, 'Dieser Artikel ist schon angefragt.')
      const message = await insertToUser(
        trx,
        Number(admin.id),
        {
          senderId: user.id,
          body: `Bitte veröffentlicht den Artikel „${row.title}“.`,
          type: 'action',
          fileId: null,
          imageId: null,
          action: { type: ARTICLE_REQUEST_ACTION, subject: row.title },
        },
        at,
      )
      await trx
        .updateTable('articles')
        .set({ request_message_id: Number(message.row.id) })
        .where('id', '=', row.id)
        .execute()
      return message
    })
    await announceMessage(context, sent)
    return answer(row.id)
  })

  registerRoute(app, contract.publishArticle, async ({ params, session }) => {
    const row = await findArticleRow(db, params.id)
    if (!row) throw notFound(ARTICLE_NOT_FOUND)
    if (row.status !== 'published') {
      const at = timestamp()
      await db
        .updateTable('articles')
        .set({ status: 'published', published_at: at, published_by: sessionOf(session).user.id, updated_at: at })
        .where('id', '=', row.id)
        .execute()
    }
    return answer(row.id)
  })

  registerRoute(app, contract.unpublishArticle, async ({ params }) => {
    const row = await findArticleRow(db, params.id)
    if (!row) throw notFound(ARTICLE_NOT_FOUND)
    await db
      .updateTable('articles')
      .set({ status: 'draft', published_at: null, published_by: null, updated_at: timestamp() })
      .where('id', '=', row.id)
      .execute()
    return answer(row.id)
  })

  registerRoute(app, contract.articleOfRequest, async ({ params }) => {
    const row = await selectArticles(db).where('a.request_message_id', '=', params.messageId).executeTakeFirst()
    if (!row) throw notFound('Zu dieser Anfrage gibt es keinen Artikel mehr.')
    return { data: toArticle(row) }
  })
}
