import type { Kysely } from 'kysely'

/** The school profile's image (SPEC §5: saving a school profile sends about_us and the image id). */
export function schoolProfile() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('schools')
        .addColumn('main_image_id', 'integer', (c) => c.references('images.id').onDelete('set null'))
        .execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('schools').dropColumn('main_image_id').execute()
    },
  }
}
