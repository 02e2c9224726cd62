import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import { withClock } from '../auth/account-context.ts'
import { limiterOf } from '../auth/app-limiter.ts'
import { broadcastRecipients, sendBroadcast } from '../chat/chat-broadcast.ts'
import { registerRoute } from '../http/register-route.ts'
import { listFailedMails, retryFailedMail } from '../mail/mail-failures.ts'
import { surveyAnswers } from './survey-answers.ts'

/** The admin's operations (issue 17, docs/admin.md): group broadcasts, survey answers, failed mails; admin only. */
export function registerAdminOpsRoutes(app: Hono, appContext: AppContext): void {
  const context = withClock(appContext)
  const { db } = context
  const limiter = limiterOf(appContext)

  registerRoute(app, contract.adminBroadcastRecipients, async ({ session, query }) => ({
    count: (await broadcastRecipients(db, sessionOf(session).user.id, query)).length,
  }))

  registerRoute(app, contract.adminBroadcast, async ({ session, body }) => {
    const adminId = sessionOf(session).user.id
    const receivers = await broadcastRecipients(db, adminId, body)
    await limiter.consume('broadcasts', adminId)
    const { sent, skipped } = await sendBroadcast(
      context,
      adminId,
      receivers,
      body.body,
      new Date(context.now()).toISOString(),
    )
    return { sent: sent.length, skipped }
  })

  registerRoute(app, contract.adminSurveys, ({ query }) => surveyAnswers(db, query))

  registerRoute(app, contract.failedMails, ({ query }) => listFailedMails(db, query.page))

  registerRoute(app, contract.retryFailedMail, async ({ params }) => ({
    data: await retryFailedMail(db, context.config, context.now, params.id),
  }))
}
