import fs from 'node:fs/promises'
import path from 'node:path'
import { PERSONAL_DATA_DELETION_DAYS } from '@oabat/core'
import type { AppContext } from '../app-context.ts'
import { unusablePasswordHash } from '../auth/password-hash.ts'
import type { Config } from '../config.ts'
import { filePath, mediaRoot, removeImageFiles } from '../media/media-store.ts'
import { type PeriodicSweep, startPeriodicSweep } from '../processes/periodic-sweep.ts'
import type { StoredObject } from './personal-data-section.ts'
import { PERSONAL_DATA_SECTIONS } from './personal-data-sections.ts'

const DAY_MS = 86_400_000
/** How long after a deactivation request the personal data is kept (core's PERSONAL_DATA_DELETION_DAYS). */
export const DELETION_PERIOD_MS = PERSONAL_DATA_DELETION_DAYS * DAY_MS

/** How often a running process looks for accounts due (real time; the deletion compares with the clock). */
export const DELETION_SWEEP_MS = 60 * 60_000

/** What remains of the account row: no name, address, number or password, so nobody can log in or be recognised. */
export const DELETED_ACCOUNT_NAME = 'Gelöschtes Konto'

/** When the personal data of an account that asked for deactivation at `requestedAt` is deleted. */
export function deletionDueAt(requestedAt: string): string {
  return new Date(Date.parse(requestedAt) + DELETION_PERIOD_MS).toISOString()
}

async function removeStoredObject(config: Config, object: StoredObject): Promise<void> {
  if (object.kind === 'image') return removeImageFiles(config, object.key)
  if (object.kind === 'file') return fs.rm(filePath(config, object.key), { force: true })
  const videos = path.join(mediaRoot(config), 'videos')
  await fs.rm(path.join(videos, object.key), { force: true })
  await fs.rm(path.join(videos, `${object.key}.json`), { force: true })
}

/**
 * Deletes one account's personal data: every section's rows in one transaction, the account row
 * anonymised (kept, because chats and a company's counts still point to it), then its files on disk.
 */
export async function deletePersonalData(context: AppContext, userId: number): Promise<void> {
  const { db, config, now = Date.now } = context
  const password = await unusablePasswordHash()
  const stored = await db.transaction().execute(async (trx) => {
    const objects: StoredObject[] = []
    for (const section of PERSONAL_DATA_SECTIONS) if (section.erase) objects.push(...(await section.erase(trx, userId)))
    await trx
      .updateTable('users')
      .set({
        email: `geloescht-${userId}@geloescht.invalid`,
        password_hash: password,
        firstname: DELETED_ACCOUNT_NAME,
        lastname: null,
        gender: null,
        birthdate: null,
        phone_number: null,
        phone_verified_at: null,
        one_signal_id: null,
        temp_email: null,
        activation_token_hash: null,
        activation_expires_at: null,
        newsletter_confirmed: 0,
        allows_chat_notification: 0,
        allows_newsletter: 0,
        allows_application_notification: 0,
        allows_recommendations: 0,
        personal_data_deleted_at: new Date(now()).toISOString(),
      })
      .where('id', '=', userId)
      .execute()
    return objects
  })
  for (const object of stored) await removeStoredObject(config, object)
}

/** Deletes the personal data of every account whose deactivation is older than the deletion period. */
export async function deleteDuePersonalData(context: AppContext): Promise<number> {
  const { db, now = Date.now } = context
  const cutoff = new Date(now() - DELETION_PERIOD_MS).toISOString()
  const due = await db
    .selectFrom('users')
    .select('id')
    .where('deactivation_requested_at', '<=', cutoff)
    .where('personal_data_deleted_at', 'is', null)
    .orderBy('id')
    .execute()
  for (const { id } of due) await deletePersonalData(context, id)
  return due.length
}

/** Sweeps at start (accounts that fell due while no process ran) and then every DELETION_SWEEP_MS. */
export function startPersonalDataDeletion(context: AppContext): PeriodicSweep {
  return startPeriodicSweep('personal data deletion', DELETION_SWEEP_MS, () => deleteDuePersonalData(context))
}
