import fs from 'node:fs/promises'
import path from 'node:path'
import { IMAGE_FORMATS, IMAGE_SIZES, isAdmin } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import { withClock } from '../auth/account-context.ts'
import type { SessionUser } from '../auth/session-user.ts'
import { sentInUsersChat } from '../chat/chat-attachment-access.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { isDocumentForBusiness } from '../trainees/trainee-access.ts'
import { IMMUTABLE } from '../web/static-files.ts'
import { FILE_TOO_LARGE, MAX_FILE_BYTES } from './file-check.ts'
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from './image-encoder.ts'
import { registerMaterialRoutes } from './materials-routes.ts'
import { filePath, imageDir, mediaUrlSigner, removeImageFiles, toImage, toStoredFile } from './media-store.ts'
import { verifiedSeconds } from './signed-media-url.ts'
import { storeFile, storeImage } from './stored-uploads.ts'
import { uploadLimit } from './upload-limit.ts'

const IMAGE_NOT_FOUND = 'Dieses Bild gibt es nicht.'
const FILE_NOT_FOUND = 'Diese Datei gibt es nicht.'
const NOT_OWN_IMAGE = 'Das ist nicht Dein Bild.'
const NOT_OWN_FILE = 'Das ist nicht Deine Datei.'
const CLAIM_REFUSED = 'Diese Datei kann nicht übernommen werden.'
/** Multipart framing around the file itself. */
const MULTIPART_SLACK = 64 * 1024
const VARIANT_NAME = new RegExp(`^(${Object.keys(IMAGE_SIZES).join('|')})\\.(${IMAGE_FORMATS.join('|')})$`)
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const CONTENT_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }

/** Refuses an oversized body while it streams in, before anything is parsed or stored. */
export function limitBody(maxSize: number, message: string) {
  return bodyLimit({
    maxSize: maxSize + MULTIPART_SLACK,
    onError: (c: Context) => c.json({ message, errors: { _: [message] } }, 422),
  })
}

function canSeeAll(user: SessionUser | undefined): boolean {
  return Boolean(user && isAdmin(user))
}

export function registerMediaRoutes(app: Hono, appContext: AppContext): void {
  const context = withClock(appContext)
  const { db, config } = context

  app.use(contract.uploadImage.path, limitBody(MAX_IMAGE_BYTES, IMAGE_TOO_LARGE))
  app.use(contract.uploadFile.path, limitBody(MAX_FILE_BYTES, FILE_TOO_LARGE))

  const signer = mediaUrlSigner(context)

  // The variants themselves. A public image's never change: immutable, cached by anyone for a year.
  // A private image's open only with the signed query its API answer carried (docs/media.md), and
  // only the browser may keep them, no longer than the signature lasts.
  app.get('/api/media/images/:uuid/:name', async (c) => {
    const { uuid, name } = c.req.param()
    const match = VARIANT_NAME.exec(name)
    if (!UUID.test(uuid) || !match) return c.json({ message: IMAGE_NOT_FOUND }, 404)
    const image = await db.selectFrom('images').select('is_private').where('uuid', '=', uuid).executeTakeFirst()
    if (!image) return c.json({ message: IMAGE_NOT_FOUND }, 404)
    let cacheControl = IMMUTABLE
    if (image.is_private === 1) {
      const seconds = verifiedSeconds(signer, uuid, c.req.query('expires'), c.req.query('signature'))
      if (seconds === null) return c.json({ message: IMAGE_NOT_FOUND }, 404)
      cacheControl = `private, max-age=${seconds}`
    }
    const data = await fs.readFile(path.join(imageDir(config, uuid), name)).catch(() => null)
    if (!data) return c.json({ message: IMAGE_NOT_FOUND }, 404)
    return c.body(new Uint8Array(data), 200, {
      'Content-Type': CONTENT_TYPES[match[2] as string] as string,
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
    })
  })

  async function ownImage(user: SessionUser, imageId: number) {
    const row = await db.selectFrom('images').selectAll().where('id', '=', imageId).executeTakeFirst()
    if (!row) throw notFound(IMAGE_NOT_FOUND)
    if (row.owner_user_id !== user.id && !canSeeAll(user)) throw new HttpError(403, NOT_OWN_IMAGE)
    return row
  }

  const limitUpload = uploadLimit(appContext)

  registerRoute(app, contract.uploadImage, async ({ session, body, context: c }) => {
    await limitUpload(c, session, body.image.size)
    const row = await storeImage(context, {
      data: Buffer.from(await body.image.arrayBuffer()),
      fileName: body.image.name,
      ownerUserId: sessionOf(session).user.id,
      isPrivate: !body.public,
      createdAt: new Date(context.now()).toISOString(),
    })
    return { data: toImage(row, signer) }
  })

  registerRoute(app, contract.image, async ({ session, params }) => {
    const row = await db.selectFrom('images').selectAll().where('id', '=', params.imageId).executeTakeFirst()
    const user = session?.user
    const visible =
      row &&
      (row.is_private === 0 ||
        row.owner_user_id === user?.id ||
        canSeeAll(user) ||
        (user !== undefined && (await sentInUsersChat(db, user.id, { imageId: row.id }))))
    if (!row || !visible) throw notFound(IMAGE_NOT_FOUND)
    return { data: toImage(row, signer) }
  })

  registerRoute(app, contract.updateImage, async ({ session, params, body }) => {
    const row = await ownImage(sessionOf(session).user, params.imageId)
    const changes: { is_private?: number; file_name?: string } = {}
    if (body.public !== undefined) changes.is_private = body.public ? 0 : 1
    if (body.file_name !== undefined) changes.file_name = body.file_name
    if (Object.keys(changes).length > 0) await db.updateTable('images').set(changes).where('id', '=', row.id).execute()
    return { data: toImage({ ...row, ...changes }, signer) }
  })

  registerRoute(app, contract.deleteImage, async ({ session, params }) => {
    const row = await ownImage(sessionOf(session).user, params.imageId)
    await db.transaction().execute(async (trx) => {
      // A deleted logo no longer shows on cards and in search (logo_url mirrors logo_image_id).
      await trx.updateTable('businesses').set({ logo_url: null }).where('logo_image_id', '=', row.id).execute()
      await trx.deleteFrom('images').where('id', '=', row.id).execute()
    })
    await removeImageFiles(config, row.uuid)
    return { message: 'Das Bild wurde gelöscht.' }
  })

  async function fileFor(user: SessionUser, fileId: number, forReading: boolean) {
    const row = await db.selectFrom('files').selectAll().where('id', '=', fileId).executeTakeFirst()
    if (!row) throw notFound(FILE_NOT_FOUND)
    if (row.owner_user_id === user.id || canSeeAll(user)) return row
    if (forReading && user.business && (await sentToBusiness(user.business.id, row.id))) return row
    // A trainee's documents (CV, certificates) open for a company the trainee applied or wrote to.
    if (forReading && user.business && (await isDocumentForBusiness(db, row.id, user.business.id))) return row
    // Both sides of a conversation in which the file was sent may read it.
    if (forReading && (await sentInUsersChat(db, user.id, { fileId: row.id }))) return row
    throw new HttpError(403, NOT_OWN_FILE)
  }

  /** Whether a trainee attached the file to an interest in one of this business's jobs. */
  async function sentToBusiness(businessId: number, fileId: number): Promise<boolean> {
    const rows = await db
      .selectFrom('job_interests as i')
      .innerJoin('jobs as j', 'j.id', 'i.job_id')
      .select('i.file_ids')
      .where('j.business_id', '=', businessId)
      .where('i.file_ids', '!=', '[]')
      .execute()
    return rows.some((row) => (JSON.parse(row.file_ids) as number[]).includes(fileId))
  }

  registerRoute(app, contract.uploadFile, async ({ session, body, context: c }) => {
    await limitUpload(c, session, body.file.size)
    const row = await storeFile(context, {
      data: Buffer.from(await body.file.arrayBuffer()),
      claimedType: body.file.type,
      fileName: body.file.name,
      ownerUserId: session?.user.id ?? null,
      createdAt: new Date(context.now()).toISOString(),
    })
    return { data: toStoredFile(row, true) }
  })

  registerRoute(app, contract.fileBlob, async ({ session, params, context: c }) => {
    const row = await fileFor(sessionOf(session).user, params.fileId, true)
    const data = await fs.readFile(filePath(config, row.uuid)).catch(() => null)
    if (!data) throw notFound(FILE_NOT_FOUND)
    return c.body(new Uint8Array(data), 200, {
      'Content-Type': row.mime_type,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(row.original_filename)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    })
  })

  registerRoute(app, contract.fileInfo, async ({ session, params }) => {
    const user = sessionOf(session).user
    const row = await fileFor(user, params.fileId, true)
    return { data: toStoredFile(row, row.owner_user_id === user.id) }
  })

  registerRoute(app, contract.updateFile, async ({ session, params, body }) => {
    const user = sessionOf(session).user
    const row = await fileFor(user, params.fileId, false)
    await db.updateTable('files').set({ original_filename: body.original_filename }).where('id', '=', row.id).execute()
    return { data: toStoredFile({ ...row, original_filename: body.original_filename }, row.owner_user_id === user.id) }
  })

  registerRoute(app, contract.deleteFile, async ({ session, params }) => {
    const row = await fileFor(sessionOf(session).user, params.fileId, false)
    await db.deleteFrom('files').where('id', '=', row.id).execute()
    await fs.rm(filePath(config, row.uuid), { force: true })
    return { message: 'Die Datei wurde gelöscht.' }
  })

  registerRoute(app, contract.claimFile, async ({ session, params, body }) => {
    const user = sessionOf(session).user
    const row = await db.selectFrom('files').selectAll().where('id', '=', params.fileId).executeTakeFirst()
    if (!row) throw notFound(FILE_NOT_FOUND)
    const claimable = row.uuid === body.uuid && (row.owner_user_id === null || row.owner_user_id === user.id)
    if (!claimable) throw new HttpError(403, CLAIM_REFUSED)
    await db.updateTable('files').set({ owner_user_id: user.id }).where('id', '=', row.id).execute()
    return { data: toStoredFile({ ...row, owner_user_id: user.id }, true) }
  })

  registerMaterialRoutes(app, appContext)
}
