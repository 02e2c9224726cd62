import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import { withClock } from '../auth/account-context.ts'
import { honoPath, registerRoute } from '../http/register-route.ts'
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '../media/image-encoder.ts'
import { mediaUrlSigner, removeImageFiles } from '../media/media-store.ts'
import { limitBody } from '../media/routes.ts'
import { storeImage } from '../media/stored-uploads.ts'
import { uploadLimit } from '../media/upload-limit.ts'
import { requireOwnTrainee } from './trainee-access.ts'
import { loadTrainee, profileRow } from './trainee-profile-store.ts'

/**
 * The profile picture (SPEC §7 POST /api/trainee/{id}/upload_profile, multipart avatar) through the
 * image pipeline, stored private: companies see it only through the signed URLs of their answers.
 */
export function registerTraineePictureRoutes(app: Hono, appContext: AppContext): void {
  const context = withClock(appContext)
  const { db, config } = context
  const signer = mediaUrlSigner(context)
  const limitUpload = uploadLimit(appContext)

  app.use(honoPath(contract.uploadTraineeProfilePicture.path), limitBody(MAX_IMAGE_BYTES, IMAGE_TOO_LARGE))

  /** Points the profile at a picture (or none) and removes the one it replaces. */
  async function setPicture(userId: number, imageId: number | null): Promise<void> {
    const at = new Date(context.now()).toISOString()
    const replaced = await db.transaction().execute(async (trx) => {
      const current = await profileRow(trx, userId)
      await trx
        .insertInto('trainee_profiles')
        .values({ ...current, profile_picture_image_id: imageId, updated_at: at })
        .onConflict((c) => c.column('user_id').doUpdateSet({ profile_picture_image_id: imageId, updated_at: at }))
        .execute()
      if (current.profile_picture_image_id === null) return null
      return trx
        .deleteFrom('images')
        .where('id', '=', current.profile_picture_image_id)
        .where('owner_user_id', '=', userId)
        .returning('uuid')
        .executeTakeFirst()
    })
    if (replaced) await removeImageFiles(config, replaced.uuid)
  }

  registerRoute(app, contract.uploadTraineeProfilePicture, async ({ session, params, body, context: c }) => {
    const id = requireOwnTrainee(sessionOf(session).user, params.id)
    await limitUpload(c, session, body.avatar.size)
    const image = await storeImage(context, {
      data: Buffer.from(await body.avatar.arrayBuffer()),
      fileName: body.avatar.name,
      ownerUserId: id,
      isPrivate: true,
      createdAt: new Date(context.now()).toISOString(),
    })
    try {
      await setPicture(id, image.id)
    } catch (error) {
      await db.deleteFrom('images').where('id', '=', image.id).execute()
      await removeImageFiles(config, image.uuid)
      throw error
    }
    return { data: await loadTrainee(db, id, signer) }
  })

  registerRoute(app, contract.deleteTraineeProfilePicture, async ({ session, params }) => {
    const id = requireOwnTrainee(sessionOf(session).user, params.id)
    await setPicture(id, null)
    return { data: await loadTrainee(db, id, signer) }
  })
}
