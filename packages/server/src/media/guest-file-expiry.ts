import fs from 'node:fs/promises'
import type { AppContext } from '../app-context.ts'
import { type PeriodicSweep, startPeriodicSweep } from '../processes/periodic-sweep.ts'
import { filePath } from './media-store.ts'

/** How long a guest's upload (POST /api/file without login) waits to be claimed before it is deleted. */
export const GUEST_FILE_LIFETIME_MS = 24 * 60 * 60_000

/** How often a running process looks for expired guest files (real time, not the clock). */
export const GUEST_FILE_SWEEP_MS = 60 * 60_000

/**
 * Deletes the unclaimed guest files older than GUEST_FILE_LIFETIME_MS, rows first (one statement,
 * so a claim either came first and keeps the file or finds it gone), then their bytes on disk.
 */
export async function deleteExpiredGuestFiles({ db, config, now = Date.now }: AppContext): Promise<number> {
  const cutoff = new Date(now() - GUEST_FILE_LIFETIME_MS).toISOString()
  const expired = await db
    .deleteFrom('files')
    .where('owner_user_id', 'is', null)
    .where('created_at', '<', cutoff)
    .returning('uuid')
    .execute()
  for (const { uuid } of expired) await fs.rm(filePath(config, uuid), { force: true })
  return expired.length
}

/** Sweeps at start (files that expired while no process ran) and then every GUEST_FILE_SWEEP_MS. */
export function startGuestFileExpiry(context: AppContext): PeriodicSweep {
  return startPeriodicSweep('guest file expiry', GUEST_FILE_SWEEP_MS, () => deleteExpiredGuestFiles(context))
}
