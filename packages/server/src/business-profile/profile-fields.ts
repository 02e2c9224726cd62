import { businessProfileCompleteness, canEditBusiness, type Image, isAdmin, type RuleUser } from '@oabat/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { toImage } from '../media/media-store.ts'

export async function imagesById(db: Kysely<Database>, ids: number[]): Promise<Map<number, Image>> {
  if (ids.length === 0) return new Map()
  const rows = await db.selectFrom('images').selectAll().where('id', 'in', ids).execute()
  return new Map(rows.map((row) => [row.id, toImage(row, null)]))
}

/**
 * The profile part of a business answer (SPEC §3 Business): images in order, logo, video,
 * activities, the public contact person's picture, and SPEC §5 completeness for the own company.
 */
export async function profileFields(
  db: Kysely<Database>,
  business: {
    id: number
    slug: string
    name: string
    about_us: string | null
    logo_image_id: number | null
    video_id: number | null
  },
  viewer: RuleUser | null | undefined,
) {
  const [placed, activities, contact] = await Promise.all([
    db
      .selectFrom('business_images')
      .select(['image_id', 'kind'])
      .where('business_id', '=', business.id)
      .orderBy('position')
      .execute(),
    db.selectFrom('business_activities').select('activity').where('business_id', '=', business.id).execute(),
    db
      .selectFrom('contact_persons')
      .selectAll()
      .where('business_id', '=', business.id)
      .where('is_public', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirst(),
  ])
  const ids = [...placed.map((p) => p.image_id), business.logo_image_id, contact?.image_id].filter(
    (id): id is number => typeof id === 'number',
  )
  const images = await imagesById(db, ids)
  const listOf = (kind: 'main' | 'gallery') =>
    placed
      .filter((p) => p.kind === kind)
      .flatMap((p) => (images.has(p.image_id) ? [images.get(p.image_id) as Image] : []))
  const main_images = listOf('main')
  const picture = contact?.image_id ? (images.get(contact.image_id) ?? null) : null
  const public_contact_person = contact
    ? {
        firstname: contact.firstname,
        lastname: contact.lastname,
        gender: contact.gender,
        profile_picture: picture ? picture.urls.medium.jpg : null,
      }
    : null
  const owner = Boolean(viewer && (canEditBusiness(viewer, business.slug) || isAdmin(viewer)))
  return {
    public_contact_person,
    main_images,
    gallery_images: listOf('gallery'),
    logo_image_id: business.logo_image_id,
    logo: business.logo_image_id ? (images.get(business.logo_image_id) ?? null) : null,
    video_id: business.video_id,
    activities: activities.map((a) => a.activity).sort(),
    completeness: owner
      ? businessProfileCompleteness({
          name: business.name,
          about_us: business.about_us,
          main_images,
          public_contact_person,
        })
      : null,
  }
}
