import type { Kysely } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/**
 * The trainee's profile, hobbies and documents (issue #13 items 1–2, docs/trainee-profile.md).
 * Every row hangs on the trainee's user id and goes with the account.
 */
export function traineeProfiles(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('trainee_profiles')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('city', 'text')
        .addColumn('postal_code', 'text')
        .addColumn('lat', 'double precision')
        .addColumn('lng', 'double precision')
        .addColumn('school_base', 'text')
        .addColumn('highest_graduation', 'text')
        .addColumn('interest', 'text')
        .addColumn('about_me', 'text')
        .addColumn('experience', 'text')
        .addColumn('profile_picture_image_id', 'integer', (c) => c.references('images.id').onDelete('set null'))
        .addColumn('number_trialwork', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('number_trialwork_missing', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('referal_code', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()

      await withId(dialect, db.schema.createTable('trainee_interests'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('trainee_interests_user').on('trainee_interests').column('user_id').execute()

      await db.schema
        .createTable('trainee_documents')
        .addColumn('file_id', 'integer', (c) => c.primaryKey().references('files.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('trainee_documents_user').on('trainee_documents').column('user_id').execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('trainee_documents').execute()
      await db.schema.dropTable('trainee_interests').execute()
      await db.schema.dropTable('trainee_profiles').execute()
    },
  }
}
