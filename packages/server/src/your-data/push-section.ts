import type { PersonalDataSection } from './personal-data-section.ts'

/**
 * The browsers that receive push notifications (docs/push.md). The endpoint and its keys let whoever
 * holds them send to that browser, so the export names only the push service and the dates.
 */
export const pushSubscriptionsSection: PersonalDataSection = {
  name: 'push_subscriptions',
  title: 'Push-Benachrichtigungen',
  rows: async (db, userId) => {
    const rows = await db
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'created_at', 'last_sent_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute()
    return rows.map(({ endpoint, ...row }) => ({ push_service: new URL(endpoint).host, ...row }))
  },
  erase: async (trx, userId) => {
    await trx.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute()
    return []
  },
}
