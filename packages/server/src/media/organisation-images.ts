import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'
import { HttpError } from '../http/http-error.ts'

/** The organisation whose people uploaded the images: a company or a school. */
export type ImageOwner = { business_id: number } | { school_id: number }

/**
 * Images shown on an organisation's profile must have been uploaded by one of its people; otherwise
 * the field gets a 422 with the given German message and nothing is saved.
 */
export async function checkOrganisationImages(
  db: Kysely<Database> | Transaction<Database>,
  owner: ImageOwner,
  ids: number[],
  field: string,
  refusal: string,
): Promise<void> {
  if (ids.length === 0) return
  const [column, ownerId] =
    'business_id' in owner
      ? (['u.business_id', owner.business_id] as const)
      : (['u.school_id', owner.school_id] as const)
  const rows = await db
    .selectFrom('images as i')
    .innerJoin('users as u', 'u.id', 'i.owner_user_id')
    .select('i.id')
    .where('i.id', 'in', ids)
    .where(column, '=', ownerId)
    .execute()
  if (rows.length !== new Set(ids).size) throw new HttpError(422, refusal, { [field]: [refusal] })
}
