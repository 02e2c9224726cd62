import type { Kysely } from 'kysely'

/**
 * Issue 14 items 1 and 2 (SPEC §3 School): the school profile's logo, video and gallery images in
 * order, and the school a pupil registered through (the trainee invitation link, SPEC §3 School).
 */
export function schoolProfileMedia() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('schools')
        .addColumn('logo_image_id', 'integer', (c) => c.references('images.id').onDelete('set null'))
        .execute()
      await db.schema
        .alterTable('schools')
        .addColumn('video_id', 'integer', (c) => c.references('videos.id').onDelete('set null'))
        .execute()
      await db.schema
        .createTable('school_images')
        .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
        .addColumn('image_id', 'integer', (c) => c.notNull().references('images.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('school_images_pk', ['school_id', 'image_id'])
        .execute()
      await db.schema
        .alterTable('users')
        .addColumn('invited_by_school_id', 'integer', (c) => c.references('schools.id').onDelete('set null'))
        .execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').dropColumn('invited_by_school_id').execute()
      await db.schema.dropTable('school_images').execute()
      await db.schema.alterTable('schools').dropColumn('video_id').execute()
      await db.schema.alterTable('schools').dropColumn('logo_image_id').execute()
    },
  }
}
