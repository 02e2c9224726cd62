import type { Kysely } from 'kysely'
import type { DialectName } from '../dialect.ts'
import { withId } from './columns.ts'

/**
 * Business profile (issue 5, SPEC §3 Business): logo and video, main and gallery images in order,
 * contact persons (the public one mirrored into businesses.contact_*), and activities.
 */
export function employerProfile(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('businesses')
        .addColumn('logo_image_id', 'integer', (c) => c.references('images.id').onDelete('set null'))
        .execute()
      await db.schema.alterTable('businesses').addColumn('video_id', 'integer').execute()

      await db.schema
        .createTable('business_images')
        .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
        .addColumn('image_id', 'integer', (c) => c.notNull().references('images.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('business_images_pk', ['business_id', 'kind', 'image_id'])
        .execute()

      await withId(dialect, db.schema.createTable('contact_persons'))
        .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
        .addColumn('firstname', 'text', (c) => c.notNull())
        .addColumn('lastname', 'text', (c) => c.notNull())
        .addColumn('gender', 'text', (c) => c.notNull())
        .addColumn('position', 'text')
        .addColumn('email', 'text')
        .addColumn('phone_number', 'text')
        .addColumn('image_id', 'integer', (c) => c.references('images.id').onDelete('set null'))
        .addColumn('is_public', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('contact_persons_business').on('contact_persons').column('business_id').execute()

      await db.schema
        .createTable('business_activities')
        .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
        .addColumn('activity', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('business_activities_pk', ['business_id', 'activity'])
        .execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('business_activities').execute()
      await db.schema.dropTable('contact_persons').execute()
      await db.schema.dropTable('business_images').execute()
      await db.schema.alterTable('businesses').dropColumn('video_id').execute()
      await db.schema.alterTable('businesses').dropColumn('logo_image_id').execute()
    },
  }
}
