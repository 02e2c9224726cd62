import { schoolChannel } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AccountContext } from '../auth/account-context.ts'
import { notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { schoolAnswer, schoolRow } from './school-answer.ts'
import { SCHOOL_NOT_FOUND } from './school-profile-routes.ts'

/**
 * The admin unlocks (or locks again) a school's Schwarzes Brett (SPEC §3 is_minibat_unlocked). An
 * unlock is told to the school's open pages on `private-school.{id}` as BulletinBoardUnlocked
 * (SPEC §7 Realtime), after the change is stored, so a page that reloads on it finds it unlocked.
 */
export function registerSchoolBulletinBoardRoutes(app: Hono, context: AccountContext): void {
  const { db, config } = context

  registerRoute(app, contract.setSchoolBulletinBoard, async ({ params, body }) => {
    const row = await schoolRow(db, params.id)
    if (!row) throw notFound(SCHOOL_NOT_FOUND)
    const wasUnlocked = row.is_minibat_unlocked === 1
    await db
      .updateTable('schools')
      .set({ is_minibat_unlocked: body.is_minibat_unlocked ? 1 : 0 })
      .where('id', '=', row.id)
      .execute()
    const answer = await schoolAnswer(
      db,
      { ...row, is_minibat_unlocked: body.is_minibat_unlocked ? 1 : 0 },
      config.publicUrl,
    )
    if (body.is_minibat_unlocked && !wasUnlocked)
      await context.realtime?.trigger(schoolChannel(row.id), 'BulletinBoardUnlocked', { school_id: row.id })
    return answer
  })
}
