import { canEditAccount, type NotificationSettings } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { Kysely } from 'kysely'
import { sessionOf } from '../auth/access-check.ts'
import type { AccountContext } from '../auth/account-context.ts'
import { requireCapability } from '../auth/require-capability.ts'
import type { Database } from '../db/schema.ts'
import { registerRoute } from '../http/register-route.ts'

const NOTIFICATION_FIELDS = [
  'allows_chat_notification',
  'allows_newsletter',
  'allows_application_notification',
  'allows_recommendations',
] as const

const OWN_SETTINGS_ONLY = 'Das sind nicht Deine Einstellungen.'

async function notificationSettingsOf(db: Kysely<Database>, userId: number): Promise<NotificationSettings> {
  const row = await db
    .selectFrom('users')
    .select(NOTIFICATION_FIELDS)
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  return {
    allows_chat_notification: row.allows_chat_notification === 1,
    allows_newsletter: row.allows_newsletter === 1,
    allows_application_notification: row.allows_application_notification === 1,
    allows_recommendations: row.allows_recommendations === 1,
  }
}

async function aliasOf(db: Kysely<Database>, userId: number, email: string) {
  const row = await db.selectFrom('user_aliases').selectAll().where('user_id', '=', userId).executeTakeFirst()
  // Without a stored row both mails are on, as for every new account.
  return {
    id: userId,
    email,
    is_unread_messages_mail_active: (row?.is_unread_messages_mail_active ?? 1) === 1,
    is_job_interest_mail_active: (row?.is_job_interest_mail_active ?? 1) === 1,
  }
}

async function stepsOf(db: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('tutorial_steps')
    .select('step')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('step')
    .execute()
  return rows.map((r) => r.step)
}

/** Notification settings, user aliases and tutorial steps: each only for the account itself. */
export function registerSettingsRoutes(app: Hono, context: AccountContext): void {
  const { db, now } = context

  registerRoute(app, contract.notificationSettings, async ({ session }) => {
    return { data: await notificationSettingsOf(db, sessionOf(session).user.id) }
  })

  registerRoute(app, contract.updateNotificationSettings, async ({ body, session }) => {
    const userId = sessionOf(session).user.id
    const changes: Partial<Record<(typeof NOTIFICATION_FIELDS)[number], number>> = {}
    for (const field of NOTIFICATION_FIELDS) {
      const value = body[field]
      if (value !== undefined) changes[field] = value ? 1 : 0
    }
    if (Object.keys(changes).length) await db.updateTable('users').set(changes).where('id', '=', userId).execute()
    return { data: await notificationSettingsOf(db, userId) }
  })

  registerRoute(app, contract.userAlias, async ({ params, session }) => {
    const { user } = sessionOf(session)
    requireCapability(canEditAccount(user, params.id), OWN_SETTINGS_ONLY)
    return { data: await aliasOf(db, user.id, user.email) }
  })

  registerRoute(app, contract.updateUserAlias, async ({ params, body, session }) => {
    const { user } = sessionOf(session)
    requireCapability(canEditAccount(user, params.id), OWN_SETTINGS_ONLY)
    const current = await aliasOf(db, user.id, user.email)
    const row = {
      user_id: user.id,
      is_unread_messages_mail_active:
        (body.is_unread_messages_mail_active ?? current.is_unread_messages_mail_active) ? 1 : 0,
      is_job_interest_mail_active: (body.is_job_interest_mail_active ?? current.is_job_interest_mail_active) ? 1 : 0,
      updated_at: new Date(now()).toISOString(),
    }
    await db
      .insertInto('user_aliases')
      .values(row)
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          is_unread_messages_mail_active: row.is_unread_messages_mail_active,
          is_job_interest_mail_active: row.is_job_interest_mail_active,
          updated_at: row.updated_at,
        }),
      )
      .execute()
    return { data: await aliasOf(db, user.id, user.email) }
  })

  registerRoute(app, contract.tutorialSteps, async ({ params, session }) => {
    const { user } = sessionOf(session)
    requireCapability(canEditAccount(user, params.id), OWN_SETTINGS_ONLY)
    return { data: await stepsOf(db, user.id) }
  })

  registerRoute(app, contract.addTutorialStep, async ({ params, body, session }) => {
    const { user } = sessionOf(session)
    requireCapability(canEditAccount(user, params.id), OWN_SETTINGS_ONLY)
    await db
      .insertInto('tutorial_steps')
      .values({ user_id: user.id, step: body.tutorial_step, created_at: new Date(now()).toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'step']).doNothing())
      .execute()
    return { data: await stepsOf(db, user.id) }
  })

  registerRoute(app, contract.removeTutorialStep, async ({ params, query, session }) => {
    const { user } = sessionOf(session)
    requireCapability(canEditAccount(user, params.id), OWN_SETTINGS_ONLY)
    await db
      .deleteFrom('tutorial_steps')
      .where('user_id', '=', user.id)
      .where('step', '=', query.tutorial_step)
      .execute()
    return { data: await stepsOf(db, user.id) }
  })
}
