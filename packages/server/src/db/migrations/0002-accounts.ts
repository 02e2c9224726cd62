import type { Kysely } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/**
 * Accounts (SPEC §3 User, §4 Auth, §6 roles): profile and notification columns on users, bearer
 * tokens, the impersonation audit, one-time codes, password resets, social logins, tutorial steps,
 * user aliases, deactivation requests, and the business permissions and subscription types that the
 * capability rules read.
 */
export function accounts(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const userColumns: Array<[string, 'text' | 'integer', number | null]> = [
        ['gender', 'text', null],
        ['birthdate', 'text', null],
        ['phone_number', 'text', null],
        ['phone_verified_at', 'text', null],
        ['one_signal_id', 'text', null],
        ['newsletter_confirmed', 'integer', 0],
        ['ever_liked_job', 'integer', 0],
        ['onboarding_completed', 'integer', 0],
        ['allows_chat_notification', 'integer', 1],
        ['allows_newsletter', 'integer', 0],
        ['allows_application_notification', 'integer', 1],
        ['allows_recommendations', 'integer', 1],
        ['temp_email', 'text', null],
        ['activation_token_hash', 'text', null],
        ['activation_expires_at', 'text', null],
        ['deactivation_requested_at', 'text', null],
      ]
      for (const [name, type, fallback] of userColumns) {
        await db.schema
          .alterTable('users')
          .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
          .execute()
      }
      await db.schema.createIndex('users_phone_number').on('users').column('phone_number').execute()
      await db.schema.createIndex('users_activation').on('users').column('activation_token_hash').execute()

      await db.schema.alterTable('businesses').addColumn('registration_product', 'text').execute()
      await db.schema.alterTable('businesses').addColumn('size', 'text').execute()

      await withId(dialect, db.schema.createTable('auth_tokens'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('impersonator_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute()
      await db.schema.createIndex('auth_tokens_user').on('auth_tokens').column('user_id').execute()

      await withId(dialect, db.schema.createTable('impersonations'))
        .addColumn('admin_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('target_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_id', 'integer', (c) => c.references('auth_tokens.id').onDelete('set null'))
        .addColumn('ip', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()

      await withId(dialect, db.schema.createTable('one_time_codes'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('identifier', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('consumed_at', 'text')
        .execute()
      await db.schema
        .createIndex('one_time_codes_lookup')
        .on('one_time_codes')
        .columns(['purpose', 'identifier', 'created_at'])
        .execute()

      await withId(dialect, db.schema.createTable('password_resets'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute()

      await withId(dialect, db.schema.createTable('social_accounts'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('social_accounts_subject', ['provider', 'subject'])
        .execute()

      await db.schema
        .createTable('oidc_login_states')
        .addColumn('state', 'text', (c) => c.primaryKey())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('code_verifier', 'text', (c) => c.notNull())
        .addColumn('nonce', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('tutorial_steps')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('step', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('tutorial_steps_pk', ['user_id', 'step'])
        .execute()

      await db.schema
        .createTable('user_aliases')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('is_unread_messages_mail_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_job_interest_mail_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()

      await withId(dialect, db.schema.createTable('deactivation_requests'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('business_permissions')
        .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
        .addColumn('permission', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('business_permissions_pk', ['business_id', 'permission'])
        .execute()

      await db.schema
        .createTable('business_subscription_types')
        .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
        .addColumn('subscription_type_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('business_subscription_types_pk', ['business_id', 'subscription_type_id'])
        .execute()
    },
  }
}
