import { canEditSchool } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { Kysely } from 'kysely'
import { sessionOf } from '../auth/access-check.ts'
import type { AccountContext } from '../auth/account-context.ts'
import { requireCapability } from '../auth/require-capability.ts'
import type { Database } from '../db/schema.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { toImage } from '../media/media-store.ts'

const SCHOOL_NOT_FOUND = 'Diese Schule gibt es nicht.'
const NOT_OWN_SCHOOL = 'Das ist nicht Deine Schule.'
const IMAGE_NOT_OWN = 'Dieses Bild gibt es nicht oder es gehört nicht zu Deiner Schule.'

/** The school by id or slug (SPEC §7 „{id or slug}“). */
async function schoolRow(db: Kysely<Database>, idOrSlug: string) {
  const isId = /^\d{1,12}$/.test(idOrSlug)
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
      's.is_minibat_unlocked',
      's.created_at',
      'c.slug as channel_slug',
    ])
    .where(isId ? 's.id' : 's.slug', '=', isId ? Number(idOrSlug) : idOrSlug)
    .executeTakeFirst()
}

async function schoolAnswer(db: Kysely<Database>, row: NonNullable<Awaited<ReturnType<typeof schoolRow>>>) {
  const image = row.main_image_id
    ? await db.selectFrom('images').selectAll().where('id', '=', row.main_image_id).executeTakeFirst()
    : undefined
  const school = {
    id: row.id,
    slug: row.slug,
    name: row.name,
    type: row.type,
    city: row.city,
    about_us: row.about_us,
    main_image: image ? toImage(image, null) : null,
    channel: row.channel_slug ? { slug: row.channel_slug } : null,
    is_minibat_unlocked: row.is_minibat_unlocked === 1,
    created_at: row.created_at,
  }
  return { data: school }
}

/**
 * SPEC §7 Schools: GET /api/schools/{id or slug} (public) and PUT (about_us and the image id) for the
 * own school only — school A cannot change school B (SPEC §6 editSchool, own slug: 403).
 */
export function registerSchoolProfileRoutes(app: Hono, context: AccountContext): void {
  const { db } = context

  registerRoute(app, contract.school, async ({ params }) => {
    const row = await schoolRow(db, params.idOrSlug)
    if (!row) throw notFound(SCHOOL_NOT_FOUND)
    return schoolAnswer(db, row)
  })

  registerRoute(app, contract.updateSchool, async ({ session, params, body }) => {
    const { user } = sessionOf(session)
    const row = await schoolRow(db, params.idOrSlug)
    if (!row) throw notFound(SCHOOL_NOT_FOUND)
    requireCapability(canEditSchool(user, row.slug), NOT_OWN_SCHOOL)
    if (body.main_image_id) {
      // Only an image a person of this school uploaded.
      const own = await db
        .selectFrom('images as i')
        .innerJoin('users as u', 'u.id', 'i.owner_user_id')
        .select('i.id')
        .where('i.id', '=', body.main_image_id)
        .where('u.school_id', '=', row.id)
        .executeTakeFirst()
      if (!own) throw new HttpError(422, IMAGE_NOT_OWN, { main_image_id: [IMAGE_NOT_OWN] })
    }
    const changes = {
      ...(body.about_us !== undefined && { about_us: body.about_us || null }),
      ...(body.main_image_id !== undefined && { main_image_id: body.main_image_id }),
    }
    if (Object.keys(changes).length > 0) await db.updateTable('schools').set(changes).where('id', '=', row.id).execute()
    const updated = await schoolRow(db, String(row.id))
    if (!updated) throw notFound(SCHOOL_NOT_FOUND)
    return schoolAnswer(db, updated)
  })
}
