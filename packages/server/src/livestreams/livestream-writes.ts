import type { LivestreamInput } from '@oabat/core/contract'
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely'
import { hashPassword } from '../auth/password-hash.ts'
import type { Database } from '../db/schema.ts'
import { HttpError } from '../http/http-error.ts'
import type { LivestreamsTable } from './livestream-schema.ts'

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0)

/** The stored columns of a create or update body; fields left out stay as they are. */
export async function livestreamColumns(input: Partial<LivestreamInput>): Promise<Updateable<LivestreamsTable>> {
  const columns: Updateable<LivestreamsTable> = {
    title: input.title,
    description: input.description,
    job_fair_id: input.job_fair_id,
    is_live: flag(input.is_live),
    account_only_vote: flag(input.account_only_vote),
    is_chat_public: flag(input.is_chat_public),
    planned_start: input.planned_start,
    planned_end: input.planned_end,
    thumbnail_url: input.thumbnail_url,
    video_url: input.video_url,
    lower_bound: input.lower_bound,
    message_threshold: input.message_threshold,
    self_message_threshold: input.self_message_threshold,
  }
  if (input.password === null) Object.assign(columns, { password_hash: null, is_secure: 0 })
  else if (input.password !== undefined)
    Object.assign(columns, { password_hash: await hashPassword(input.password), is_secure: 1 })
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined))
}

/** Refuses references that do not exist with a German field error instead of a foreign-key 500. */
export async function checkReferences(db: Kysely<Database>, input: Partial<LivestreamInput>): Promise<void> {
  const errors: Record<string, string[]> = {}
  if (input.job_fair_id != null) {
    const fair = await db.selectFrom('job_fairs').select('id').where('id', '=', input.job_fair_id).executeTakeFirst()
    if (!fair) errors.job_fair_id = ['Diese Messe gibt es nicht.']
  }
  const businessIds = [...new Set((input.appearances ?? []).flatMap((a) => (a.business_id ? [a.business_id] : [])))]
  if (businessIds.length > 0) {
    const found = new Set(
      (await db.selectFrom('businesses').select('id').where('id', 'in', businessIds).execute()).map((b) => b.id),
    )
    input.appearances?.forEach((a, index) => {
      if (a.business_id && !found.has(a.business_id))
        errors[`appearances.${index}.business_id`] = ['Dieses Unternehmen gibt es nicht.']
    })
  }
  if (input.planned_start && input.planned_end && input.planned_end < input.planned_start)
    errors.planned_end = ['Das geplante Ende muss nach dem Beginn liegen.']
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'Die Eingaben sind ungültig.', errors)
}

/** Replaces the appearance slots of a livestream (inside the caller's transaction). */
export async function replaceAppearances(
  trx: Transaction<Database>,
  livestreamId: number,
  appearances: NonNullable<LivestreamInput['appearances']>,
): Promise<void> {
  await trx.deleteFrom('livestream_appearances').where('livestream_id', '=', livestreamId).execute()
  if (appearances.length === 0) return
  await trx
    .insertInto('livestream_appearances')
    .values(
      appearances.map((a) => ({
        livestream_id: livestreamId,
        business_id: a.business_id ?? null,
        title: a.title ?? '',
        from: a.from,
        to: a.to ?? null,
      })),
    )
    .execute()
}

export type NewLivestream = Insertable<LivestreamsTable>

/** Replaces the programme points without a company (inside the caller's transaction). */
export async function replaceAgenda(
  trx: Transaction<Database>,
  livestreamId: number,
  agenda: NonNullable<LivestreamInput['agenda']>,
): Promise<void> {
  await trx.deleteFrom('livestream_agenda_items').where('livestream_id', '=', livestreamId).execute()
  if (agenda.length === 0) return
  await trx
    .insertInto('livestream_agenda_items')
    .values(
      agenda.map((item) => ({ livestream_id: livestreamId, from: item.from, to: item.to ?? null, title: item.title })),
    )
    .execute()
}
