import { canEditBusiness } from '@oabat/core'
import type { Kysely, Transaction } from 'kysely'
import type { SessionUser } from '../auth/session-user.ts'
import type { Database } from '../db/schema.ts'
import { HttpError, notFound } from '../http/http-error.ts'

export const BUSINESS_NOT_FOUND = 'Dieses Unternehmen gibt es nicht.'
export const NOT_OWN_BUSINESS = 'Das ist nicht Dein Unternehmen.'

/** The business by id or slug when it is the caller's own: 404 unknown, 403 another company's. */
export async function ownBusinessRow(
  db: Kysely<Database> | Transaction<Database>,
  user: SessionUser,
  idOrSlug: string | number,
) {
  const isId = typeof idOrSlug === 'number' || /^\d{1,12}$/.test(idOrSlug)
  const row = await db
    .selectFrom('businesses')
    .selectAll()
    .where(isId ? 'id' : 'slug', '=', isId ? Number(idOrSlug) : String(idOrSlug))
    .executeTakeFirst()
  if (!row) throw notFound(BUSINESS_NOT_FOUND)
  if (!canEditBusiness(user, row.slug)) throw new HttpError(403, NOT_OWN_BUSINESS)
  return row
}
