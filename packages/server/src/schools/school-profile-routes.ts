import { canEditSchool } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { Kysely, Transaction } from 'kysely'
import { sessionOf } from '../auth/access-check.ts'
import type { AccountContext } from '../auth/account-context.ts'
import { requireCapability } from '../auth/require-capability.ts'
import type { Database } from '../db/schema.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { checkOrganisationImages } from '../media/organisation-images.ts'
import { schoolAnswer, schoolRow } from './school-answer.ts'

export const SCHOOL_NOT_FOUND = 'Diese Schule gibt es nicht.'
const NOT_OWN_SCHOOL = 'Das ist nicht Deine Schule.'
const IMAGE_NOT_OWN = 'Dieses Bild gibt es nicht oder es gehört nicht zu Deiner Schule.'
const VIDEO_NOT_OWN = 'Dieses Video gibt es nicht, es ist noch nicht fertig oder es gehört nicht zu Deiner Schule.'

type Db = Kysely<Database> | Transaction<Database>

/** Only images a person of this school uploaded (a field's 422 otherwise). */
const checkOwnImages = (db: Db, schoolId: number, ids: number[], field: string) =>
  checkOrganisationImages(db, { school_id: schoolId }, ids, field, IMAGE_NOT_OWN)

/** Only a finished video a person of this school uploaded. */
async function checkOwnVideo(db: Db, schoolId: number, videoId: number): Promise<void> {
  const video = await db
    .selectFrom('videos as v')
    .innerJoin('users as u', 'u.id', 'v.owner_user_id')
    .select('v.id')
    .where('v.id', '=', videoId)
    .where('v.status', '=', 'success')
    .where('u.school_id', '=', schoolId)
    .executeTakeFirst()
  if (!video) throw new HttpError(422, VIDEO_NOT_OWN, { video_id: [VIDEO_NOT_OWN] })
}

/**
 * SPEC §7 Schools: GET /api/schools/{id or slug} (public) and PUT (about_us, images, video) for the
 * own school only — school A cannot change school B (SPEC §6 editSchool, own slug: 403).
 */
export function registerSchoolProfileRoutes(app: Hono, context: AccountContext): void {
  const { db, config } = context

  registerRoute(app, contract.school, async ({ params }) => {
    const row = await schoolRow(db, params.idOrSlug)
    if (!row) throw notFound(SCHOOL_NOT_FOUND)
    return schoolAnswer(db, row, config.publicUrl)
  })

  registerRoute(app, contract.updateSchool, async ({ session, params, body }) => {
    const { user } = sessionOf(session)
    const row = await schoolRow(db, params.idOrSlug)
    if (!row) throw notFound(SCHOOL_NOT_FOUND)
    requireCapability(canEditSchool(user, row.slug), NOT_OWN_SCHOOL)
    // The checks, the columns and the gallery's order change together or not at all.
    return db.transaction().execute(async (trx) => {
      if (body.main_image_id) await checkOwnImages(trx, row.id, [body.main_image_id], 'main_image_id')
      if (body.logo_image_id) await checkOwnImages(trx, row.id, [body.logo_image_id], 'logo_image_id')
      if (body.gallery_images) await checkOwnImages(trx, row.id, body.gallery_images, 'gallery_images')
      if (body.video_id) await checkOwnVideo(trx, row.id, body.video_id)
      const changes = {
        ...(body.about_us !== undefined && { about_us: body.about_us || null }),
        ...(body.main_image_id !== undefined && { main_image_id: body.main_image_id }),
        ...(body.logo_image_id !== undefined && { logo_image_id: body.logo_image_id }),
        ...(body.video_id !== undefined && { video_id: body.video_id }),
      }
      if (Object.keys(changes).length > 0)
        await trx.updateTable('schools').set(changes).where('id', '=', row.id).execute()
      if (body.gallery_images) {
        await trx.deleteFrom('school_images').where('school_id', '=', row.id).execute()
        if (body.gallery_images.length > 0)
          await trx
            .insertInto('school_images')
            .values(body.gallery_images.map((image_id, position) => ({ school_id: row.id, image_id, position })))
            .execute()
      }
      const updated = await schoolRow(trx, row.id)
      if (!updated) throw notFound(SCHOOL_NOT_FOUND)
      return schoolAnswer(trx, updated, config.publicUrl)
    })
  })
}
