import type { PersonalDataSection } from './personal-data-section.ts'

/** The account itself: every column except the secrets (password and activation link hashes). */
export const accountSection: PersonalDataSection = {
  name: 'account',
  title: 'Dein Konto',
  rows: (db, userId) =>
    db
      .selectFrom('users')
      .select([
        'id',
        'email',
        'temp_email',
        'firstname',
        'lastname',
        'gender',
        'birthdate',
        'phone_number',
        'phone_verified_at',
        'email_verified_at',
        'created_at',
        'is_trainee',
        'business_id',
        'school_id',
        'region_id',
        'one_signal_id',
        'newsletter_confirmed',
        'ever_liked_job',
        'onboarding_completed',
        'allows_chat_notification',
        'allows_newsletter',
        'allows_application_notification',
        'allows_recommendations',
        'invited_at',
        'deactivation_requested_at',
      ])
      .where('id', '=', userId)
      .execute(),
}

/** Logins: when each session began and ends; never the token. */
export const sessionsSection: PersonalDataSection = {
  name: 'sessions',
  title: 'Anmeldungen',
  rows: async (db, userId) => {
    const rows = await db
      .selectFrom('auth_tokens')
      .select(['created_at', 'expires_at', 'revoked_at', 'impersonator_id'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute()
    // Who from support logged in as the user is someone else's identity: only that it happened.
    return rows.map(({ impersonator_id, ...row }) => ({ ...row, by_support: impersonator_id !== null }))
  },
  erase: async (trx, userId) => {
    await trx.deleteFrom('auth_tokens').where('user_id', '=', userId).execute()
    await trx.deleteFrom('one_time_codes').where('user_id', '=', userId).execute()
    await trx.deleteFrom('password_resets').where('user_id', '=', userId).execute()
    await trx.deleteFrom('chat_reply_tokens').where('user_id', '=', userId).execute()
    return []
  },
}

export const socialAccountsSection: PersonalDataSection = {
  name: 'social_accounts',
  title: 'Verknüpfte Anmeldedienste',
  rows: (db, userId) =>
    db
      .selectFrom('social_accounts')
      .select(['provider', 'email', 'created_at'])
      .where('user_id', '=', userId)
      .execute(),
  erase: async (trx, userId) => {
    await trx.deleteFrom('social_accounts').where('user_id', '=', userId).execute()
    return []
  },
}

/** Tutorial steps seen and the mail settings of organisation accounts. */
export const settingsSection: PersonalDataSection = {
  name: 'settings',
  title: 'Einstellungen',
  rows: async (db, userId) => {
    const steps = await db
      .selectFrom('tutorial_steps')
      .select(['step', 'created_at'])
      .where('user_id', '=', userId)
      .execute()
    const aliases = await db
      .selectFrom('user_aliases')
      .select(['is_unread_messages_mail_active', 'is_job_interest_mail_active', 'updated_at'])
      .where('user_id', '=', userId)
      .execute()
    return [
      ...steps.map((row) => ({ kind: 'tutorial_step', ...row })),
      ...aliases.map((row) => ({ kind: 'mail_settings', ...row })),
    ]
  },
  erase: async (trx, userId) => {
    await trx.deleteFrom('tutorial_steps').where('user_id', '=', userId).execute()
    await trx.deleteFrom('user_aliases').where('user_id', '=', userId).execute()
    return []
  },
}

export const deactivationSection: PersonalDataSection = {
  name: 'deactivation_requests',
  title: 'Anträge auf Deaktivierung',
  rows: (db, userId) =>
    db.selectFrom('deactivation_requests').select(['reason', 'created_at']).where('user_id', '=', userId).execute(),
  erase: async (trx, userId) => {
    await trx.deleteFrom('deactivation_requests').where('user_id', '=', userId).execute()
    return []
  },
}
