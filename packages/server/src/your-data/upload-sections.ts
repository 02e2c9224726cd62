import type { PersonalDataSection, StoredObject } from './personal-data-section.ts'

/**
 * Images, documents and videos the user uploaded (chat attachments and documents included). On
 * deletion they leave the database and the disk, except what an organisation still shows on its
 * public profile (logo, gallery, contact person, school picture, a material, the company video):
 * that belongs to the organisation, not to the person who uploaded it.
 */
export const uploadsSection: PersonalDataSection = {
  name: 'uploads',
  title: 'Deine hochgeladenen Bilder, Dokumente und Videos',
  rows: async (db, userId) => {
    const images = await db
      .selectFrom('images')
      .select(['id', 'file_name', 'is_private', 'width', 'height', 'created_at'])
      .where('owner_user_id', '=', userId)
      .execute()
    const files = await db
      .selectFrom('files')
      .select(['id', 'original_filename', 'mime_type', 'size', 'created_at'])
      .where('owner_user_id', '=', userId)
      .execute()
    const videos = await db
      .selectFrom('videos')
      .select(['id', 'title', 'description', 'status', 'mime_type', 'size', 'created_at'])
      .where('owner_user_id', '=', userId)
      .execute()
    return [
      ...images.map((row) => ({ kind: 'image', ...row })),
      ...files.map((row) => ({ kind: 'file', ...row })),
      ...videos.map((row) => ({ kind: 'video', ...row })),
    ]
  },
  erase: async (trx, userId) => {
    const images = await trx
      .deleteFrom('images')
      .where('owner_user_id', '=', userId)
      .where((eb) =>
        eb.and([
          eb('id', 'not in', eb.selectFrom('business_images').select('image_id')),
          eb(
            'id',
            'not in',
            eb.selectFrom('businesses').select('logo_image_id').where('logo_image_id', 'is not', null),
          ),
          eb('id', 'not in', eb.selectFrom('contact_persons').select('image_id').where('image_id', 'is not', null)),
          eb('id', 'not in', eb.selectFrom('schools').select('main_image_id').where('main_image_id', 'is not', null)),
        ]),
      )
      .returning('uuid')
      .execute()
    const files = await trx
      .deleteFrom('files')
      .where('owner_user_id', '=', userId)
      .where((eb) => eb('id', 'not in', eb.selectFrom('materials').select('file_id')))
      .returning('uuid')
      .execute()
    const videos = await trx
      .deleteFrom('videos')
      .where('owner_user_id', '=', userId)
      .where((eb) =>
        eb('id', 'not in', eb.selectFrom('businesses').select('video_id').where('video_id', 'is not', null)),
      )
      .returning('upload_id')
      .execute()
    return [
      ...images.map((row): StoredObject => ({ kind: 'image', key: row.uuid })),
      ...files.map((row): StoredObject => ({ kind: 'file', key: row.uuid })),
      ...videos.map((row): StoredObject => ({ kind: 'video', key: row.upload_id })),
    ]
  },
}

/** Materials a school or region account published: the channel keeps them, without their author. */
export const materialsSection: PersonalDataSection = {
  name: 'materials',
  title: 'Veröffentlichte Materialien',
  rows: (db, userId) =>
    db
      .selectFrom('materials')
      .select(['id', 'title', 'description', 'channel_id', 'created_at'])
      .where('author_user_id', '=', userId)
      .execute(),
  erase: async (trx, userId) => {
    await trx.updateTable('materials').set({ author_user_id: null }).where('author_user_id', '=', userId).execute()
    return []
  },
}
