import type { Kysely } from 'kysely'

/**
 * The region area (issue #14 item 5, docs/regions.md): the schools a region manages
 * (Schulverwaltung, POST/DELETE /api/v2/school/{id}/region/{region}) and the longer text of the
 * region's public page („Mein Channel“, PUT /api/regions/{id}). Member companies need no table:
 * they are the sites in the region's channel (business_site_channels).
 */
export function regionArea() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('region_schools')
        .addColumn('region_id', 'integer', (c) => c.notNull().references('regions.id').onDelete('cascade'))
        .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('region_schools_pk', ['region_id', 'school_id'])
        .execute()
      await db.schema.createIndex('region_schools_by_school').on('region_schools').column('school_id').execute()
      await db.schema.alterTable('regions').addColumn('about', 'text').execute()
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('regions').dropColumn('about').execute()
      await db.schema.dropTable('region_schools').execute()
    },
  }
}
