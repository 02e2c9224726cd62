import type { Livestream } from '@oabat/core'
import { contract, SCHEDULE_FILE_MAX_BYTES } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AccountContext } from '../auth/account-context.ts'
import { HttpError } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { requireLivestream } from './livestream-queries.ts'
import { replaceAgenda, replaceAppearances } from './livestream-writes.ts'
import { checkSchedule } from './schedule-check.ts'
import { readScheduleFile, UnreadableSchedule } from './schedule-file.ts'

export const SCHEDULE_TOO_LARGE = `Die Datei ist zu groß. Erlaubt sind höchstens ${SCHEDULE_FILE_MAX_BYTES / 1024} KB.`
const INVALID = 'Die Eingaben sind ungültig.'

/**
 * POST /api/livestream/upload_schedule (SPEC §7): an admin replaces a stream's company slots and
 * programme points with a CSV or .xlsx file (docs/livestreams.md, „Ablaufplan hochladen“). The file
 * is checked row by row first; only a file without errors changes anything, in one transaction.
 * Bodies past 1 MB never get here (http/request-body-limit.ts, 413); a file past
 * SCHEDULE_FILE_MAX_BYTES is refused before it is read.
 */
export function registerScheduleUploadRoute(
  app: Hono,
  context: AccountContext,
  announceUpdate: (id: number) => Promise<Livestream>,
): void {
  const { db } = context

  registerRoute(app, contract.uploadLivestreamSchedule, async ({ body }) => {
    const stream = await requireLivestream(db, body.livestream_id)
    if (body.file.size > SCHEDULE_FILE_MAX_BYTES) throw new HttpError(422, INVALID, { file: [SCHEDULE_TOO_LARGE] })
    let rows: Awaited<ReturnType<typeof readScheduleFile>>
    try {
      rows = await readScheduleFile(new Uint8Array(await body.file.arrayBuffer()))
    } catch (error) {
      if (error instanceof UnreadableSchedule) throw new HttpError(422, INVALID, { file: [error.message] })
      throw error
    }
    const schedule = await checkSchedule(db, rows, stream.planned_start)
    await db.transaction().execute(async (trx) => {
      await replaceAppearances(trx, stream.id, schedule.appearances)
      await replaceAgenda(trx, stream.id, schedule.agenda)
    })
    return { data: await announceUpdate(stream.id) }
  })
}
