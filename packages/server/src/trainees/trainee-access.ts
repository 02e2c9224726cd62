import type { AppContext } from '../app-context.ts'
import type { SessionUser } from '../auth/session-user.ts'
import { HttpError } from '../http/http-error.ts'

type Db = AppContext['db']

export const NOT_OWN_PROFILE = 'Das ist nicht Dein Profil. Du kannst nur Dein eigenes Profil sehen und ändern.'
/** The same answer for „no such trainee“ and „not yours to see“: ids are sequential. */
export const APPLICANT_HIDDEN =
  'Dieses Profil siehst Du erst, wenn die Person Euch eine Anfrage geschickt oder geschrieben hat.'

/** Only the trainee reads or writes their own profile (issue #13): another id is refused. */
export function requireOwnTrainee(user: SessionUser, traineeId: number): number {
  if (user.id !== traineeId || !user.trainee) throw new HttpError(403, NOT_OWN_PROFILE)
  return user.id
}

/**
 * Whether the trainee applied to a job of this company or wrote to one of its people in the chat
 * (issue #13: a company sees the profile and documents only then).
 */
export async function traineeTurnedTo(db: Db, traineeId: number, businessId: number): Promise<boolean> {
  const applied = await db
    .selectFrom('job_interests as i')
    .innerJoin('jobs as j', 'j.id', 'i.job_id')
    .select('i.id')
    .where('i.trainee_user_id', '=', traineeId)
    .where('j.business_id', '=', businessId)
    .executeTakeFirst()
  if (applied) return true
  const wrote = await db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_participants as p', 'p.conversation_id', 'm.conversation_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select('m.id')
    .where('m.sender_id', '=', traineeId)
    .where('u.business_id', '=', businessId)
    .executeTakeFirst()
  return wrote !== undefined
}

/** Whether a file is a document of a trainee who turned to this company (GET /api/file/{id}). */
export async function isDocumentForBusiness(db: Db, fileId: number, businessId: number): Promise<boolean> {
  const document = await db
    .selectFrom('trainee_documents')
    .select('user_id')
    .where('file_id', '=', fileId)
    .executeTakeFirst()
  return document !== undefined && (await traineeTurnedTo(db, document.user_id, businessId))
}
