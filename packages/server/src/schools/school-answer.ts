import { type School, schoolInvitationPath } from '@oabat/core'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'
import { toImage } from '../media/media-store.ts'
import { sitesInNetwork } from '../school-network/network-requests.ts'

type Db = Kysely<Database> | Transaction<Database>

/** The school by id or slug (SPEC §7 „{id or slug}“); undefined when there is none. */
export async function schoolRow(db: Db, idOrSlug: string | number) {
  const isId = typeof idOrSlug === 'number' || /^\d{1,12}$/.test(idOrSlug)
  return db
    .selectFrom('schools as s')
    .leftJoin('channels as c', 'c.id', 's.channel_id')
    .select([
      's.id',
      's.slug',
      's.name',
      's.type',
      's.city',
      's.about_us',
      's.main_image_id',
      's.logo_image_id',
      's.video_id',
      's.is_minibat_unlocked',
      's.created_at',
      'c.slug as channel_slug',
    ])
    .where(isId ? 's.id' : 's.slug', '=', isId ? Number(idOrSlug) : String(idOrSlug))
    .executeTakeFirst()
}

export type SchoolRow = NonNullable<Awaited<ReturnType<typeof schoolRow>>>

/** SPEC §3 School as the API answers it; `origin` makes the invitation link absolute (for the QR code). */
export async function schoolAnswer(db: Db, row: SchoolRow, origin: string): Promise<{ data: School }> {
  const gallery = await db
    .selectFrom('school_images as si')
    .innerJoin('images as i', 'i.id', 'si.image_id')
    .selectAll('i')
    .where('si.school_id', '=', row.id)
    .orderBy('si.position')
    .execute()
  const singleIds = [row.main_image_id, row.logo_image_id].filter((id): id is number => id !== null)
  const singles =
    singleIds.length > 0 ? await db.selectFrom('images').selectAll().where('id', 'in', singleIds).execute() : []
  const image = (id: number | null) => {
    const found = id === null ? undefined : singles.find((candidate) => candidate.id === id)
    return found ? toImage(found, null) : null
  }
  return {
    data: {
      id: row.id,
      slug: row.slug,
      name: row.name,
      type: row.type,
      city: row.city,
      about_us: row.about_us,
      video_id: row.video_id,
      logo: image(row.logo_image_id),
      main_image: image(row.main_image_id),
      gallery_images: gallery.map((galleryImage) => toImage(galleryImage, null)),
      channel: row.channel_slug ? { slug: row.channel_slug } : null,
      trainee_invitation_link: `${origin}${schoolInvitationPath(row.slug)}`,
      is_minibat_unlocked: row.is_minibat_unlocked === 1,
      business_sites_in_network: await sitesInNetwork(db, row.id),
      created_at: row.created_at,
    },
  }
}
