/**
 * @module school-network routes — the company network (issue 14 item 3, SPEC §7): a school asks a
 * company's site into its network or a company asks a school; the other side answers once. Each
 * request is a „Netzwerk Anfrage“ chat action message; the answer writes back into the same chat.
 */
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import { isUniqueViolation } from '../accounts/unique-violation.ts'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import { withClock } from '../auth/account-context.ts'
import type { SessionUser } from '../auth/session-user.ts'
import { ownBusinessRow } from '../business-profile/own-business-row.ts'
import { announceMessage } from '../chat/chat-announce.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { SCHOOL_NOT_FOUND } from '../schools/school-profile-routes.ts'
import { insertAnswerMessage, insertRequestAction } from './network-chat.ts'
import { networkRequestsWhere, pairRequest, type SiteRow, sideOf, siteRow } from './network-requests.ts'

const SITE_NOT_FOUND = 'Diesen Standort gibt es nicht.'
const REQUEST_NOT_FOUND = 'Zwischen dieser Schule und diesem Standort gibt es keine Anfrage.'
const NOT_A_SIDE =
  'Nur die Schule selbst und das Unternehmen des Standorts können diese Netzwerk-Anfrage sehen oder beantworten.'
const WRONG_SENDER = 'Du kannst nur für Deine eigene Schule oder die Standorte Deines Unternehmens anfragen.'
const ALREADY_IN_NETWORK = 'Die beiden sind schon im Netzwerk.'
const ALREADY_ASKED = 'Diese Anfrage ist schon gestellt und wartet auf eine Antwort.'
const DECLINED_BY_OTHER =
  'Diese Anfrage wurde abgelehnt. Eine neue Anfrage kann nur die Seite stellen, die abgelehnt hat.'
const OWN_REQUEST = 'Auf Eure eigene Anfrage antwortet die andere Seite.'
const ALREADY_ANSWERED = 'Diese Anfrage ist schon beantwortet.'

interface Pair {
  school: { id: number; name: string }
  site: SiteRow
}

/** The school and site of the path; 404 for either one unknown. */
async function pairOf(context: AppContext, schoolId: number, site: string): Promise<Pair> {
  const school = await context.db
    .selectFrom('schools')
    .select(['id', 'name'])
    .where('id', '=', schoolId)
    .executeTakeFirst()
  if (!school) throw notFound(SCHOOL_NOT_FOUND)
  const siteFound = await siteRow(context.db, site)
  if (!siteFound) throw notFound(SITE_NOT_FOUND)
  return { school, site: siteFound }
}

/** The caller's side of the pair; anyone else is refused before anything about the pair is told. */
function requireSide(user: SessionUser, pair: Pair) {
  const side = sideOf(user, { schoolId: pair.school.id, businessId: pair.site.business_id })
  if (side === null) throw new HttpError(403, NOT_A_SIDE)
  return side
}

const siteLabel = (site: SiteRow) =>
  site.name === site.business_name ? site.name : `${site.business_name} – ${site.name}`

export function registerSchoolNetworkRoutes(app: Hono, appContext: AppContext): void {
  const context = withClock(appContext)
  const { db } = context

  /** The pair's request as the caller sees it; 404 when the two have none. */
  async function requestAnswer(user: SessionUser, pair: Pair) {
    const request = await pairRequest(db, user, pair.school.id, pair.site.id)
    if (!request) throw notFound(REQUEST_NOT_FOUND)
    return { data: request }
  }

  registerRoute(app, contract.networkRequest, async ({ session, params }) => {
    const { user } = sessionOf(session)
    const pair = await pairOf(context, params.schoolId, params.site)
    requireSide(user, pair)
    return requestAnswer(user, pair)
  })

  registerRoute(app, contract.createNetworkRequest, async ({ session, params, body }) => {
    const { user } = sessionOf(session)
    const pair = await pairOf(context, params.schoolId, params.site)
    const side = requireSide(user, pair)
    if (body.sent_by_type !== undefined && body.sent_by_type !== side) throw new HttpError(403, WRONG_SENDER)
    const now = new Date(context.now()).toISOString()
    const message = body.message || null
    // The request and its „Netzwerk Anfrage“ message are stored together or not at all.
    const store = () =>
      db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('school_network_requests')
          .select(['id', 'accepted', 'sent_by_type'])
          .where('school_id', '=', pair.school.id)
          .where('business_site_id', '=', pair.site.id)
          .executeTakeFirst()
        if (existing?.accepted === 1) throw new HttpError(409, ALREADY_IN_NETWORK)
        if (existing && existing.accepted === null) throw new HttpError(409, ALREADY_ASKED)
        // Declined: only the side that declined may ask again (the asker cannot keep asking).
        if (existing && existing.sent_by_type === side) throw new HttpError(409, DECLINED_BY_OTHER)
        const values = {
          accepted: null,
          message,
          sent_by_type: side,
          sent_by_user_id: user.id,
          answered_by_user_id: null,
          created_at: now,
          answered_at: null,
        }
        if (existing)
          await trx.updateTable('school_network_requests').set(values).where('id', '=', existing.id).execute()
        else
          await trx
            .insertInto('school_network_requests')
            .values({ ...values, school_id: pair.school.id, business_site_id: pair.site.id })
            .execute()
        return insertRequestAction(trx, {
          schoolId: pair.school.id,
          siteId: pair.site.id,
          businessId: pair.site.business_id,
          senderId: user.id,
          sentBy: side,
          subject: side === 'school' ? pair.school.name : siteLabel(pair.site),
          message,
          now,
        })
      })
    // Two requests of the same pair at once: the second meets the first's row (or pair_key) and is told so.
    const sent = await store().catch((error: unknown) => {
      if (isUniqueViolation(error)) return store()
      throw error
    })
    if (sent) await announceMessage(context, sent)
    return requestAnswer(user, pair)
  })

  registerRoute(app, contract.answerNetworkRequest, async ({ session, params, body }) => {
    const { user } = sessionOf(session)
    const pair = await pairOf(context, params.schoolId, params.site)
    const side = requireSide(user, pair)
    const now = new Date(context.now()).toISOString()
    const sent = await db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('school_network_requests')
        .select(['id', 'accepted', 'sent_by_type', 'sent_by_user_id'])
        .where('school_id', '=', pair.school.id)
        .where('business_site_id', '=', pair.site.id)
        .executeTakeFirst()
      if (!existing) throw notFound(REQUEST_NOT_FOUND)
      if (existing.accepted !== null) throw new HttpError(409, ALREADY_ANSWERED)
      if (existing.sent_by_type === side) throw new HttpError(403, OWN_REQUEST)
      // Only an open request changes: a second answer at the same moment finds no open row and is refused.
      const updated = await trx
        .updateTable('school_network_requests')
        .set({ accepted: body.accepted ? 1 : 0, answered_by_user_id: user.id, answered_at: now })
        .where('id', '=', existing.id)
        .where('accepted', 'is', null)
        .executeTakeFirst()
      if (Number(updated.numUpdatedRows) !== 1) throw new HttpError(409, ALREADY_ANSWERED)
      const other = side === 'school' ? siteLabel(pair.site) : pair.school.name
      return insertAnswerMessage(trx, {
        schoolId: pair.school.id,
        siteId: pair.site.id,
        businessId: pair.site.business_id,
        answererId: user.id,
        askerId: existing.sent_by_user_id,
        accepted: body.accepted,
        text: body.accepted
          ? `Netzwerk-Anfrage angenommen: ${other} ist jetzt in unserem Netzwerk.`
          : 'Netzwerk-Anfrage abgelehnt.',
        now,
      })
    })
    if (sent) await announceMessage(context, sent)
    return requestAnswer(user, pair)
  })

  registerRoute(app, contract.schoolNetwork, async ({ session, params }) => {
    const { user } = sessionOf(session)
    const school = await db.selectFrom('schools').select('id').where('id', '=', params.schoolId).executeTakeFirst()
    if (!school) throw notFound(SCHOOL_NOT_FOUND)
    if (user.school?.id !== school.id) throw new HttpError(403, 'Das ist nicht Deine Schule.')
    return { data: await networkRequestsWhere(db, user, (q) => q.where('r.school_id', '=', school.id)) }
  })

  registerRoute(app, contract.businessSchools, async ({ session, params }) => {
    const { user } = sessionOf(session)
    const business = await ownBusinessRow(db, user, params.businessId)
    return { data: await networkRequestsWhere(db, user, (q) => q.where('b.id', '=', business.id)) }
  })
}
