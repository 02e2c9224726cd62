import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { HttpError } from '../http/http-error.ts'

const UNKNOWN_SCHOOL = 'Diese Schule gibt es nicht. Frag Deine Schule nach dem richtigen Einladungslink.'

/**
 * The school of a trainee invitation link (SPEC §3 School), by its slug, for the trainee
 * registration; an unknown one is a 422 on the field school, so nothing is created.
 */
export async function invitingSchool(db: Kysely<Database>, slug: string): Promise<number> {
  const school = await db.selectFrom('schools').select('id').where('slug', '=', slug).executeTakeFirst()
  if (!school) throw new HttpError(422, UNKNOWN_SCHOOL, { school: [UNKNOWN_SCHOOL] })
  return school.id
}
