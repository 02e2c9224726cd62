import type { PersonalDataSection } from '../your-data/personal-data-section.ts'

/**
 * Articles the user wrote for their company or region (docs/articles.md). The organisation keeps
 * them when the person's data is deleted, without their author, like published materials.
 */
export const articlesSection: PersonalDataSection = {
  name: 'articles',
  title: 'Geschriebene Artikel',
  rows: (db, userId) =>
    db
      .selectFrom('articles')
      .select([
        'id',
        'slug',
        'title',
        'teaser',
        'body',
        'status',
        'business_id',
        'region_id',
        'created_at',
        'published_at',
      ])
      .where('author_user_id', '=', userId)
      .orderBy('id')
      .execute(),
  erase: async (trx, userId) => {
    await trx.updateTable('articles').set({ author_user_id: null }).where('author_user_id', '=', userId).execute()
    return []
  },
}
