import fs from 'node:fs/promises'
import { TRAINEE_LIMITS } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import { withClock } from '../auth/account-context.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { honoPath, registerRoute } from '../http/register-route.ts'
import { FILE_TOO_LARGE, MAX_FILE_BYTES } from '../media/file-check.ts'
import { filePath } from '../media/media-store.ts'
import { limitBody } from '../media/routes.ts'
import { storeFile } from '../media/stored-uploads.ts'
import { uploadLimit } from '../media/upload-limit.ts'
import { requireOwnTrainee } from './trainee-access.ts'
import { documentsOf } from './trainee-profile-store.ts'

export const DOCUMENT_NOT_FOUND = 'Dieses Dokument gibt es in Deinen Dokumenten nicht.'
export const INTEREST_NOT_FOUND = 'Diese Anfrage gibt es bei Dir nicht.'
export const TOO_MANY_DOCUMENTS = `Du kannst höchstens ${TRAINEE_LIMITS.documents} Dokumente speichern. Lösche zuerst eines.`
/** The same limit as for the files sent with an interest (JobInterestInput). */
const FILES_PER_INTEREST = 5
export const INTEREST_FULL = `An einer Anfrage können höchstens ${FILES_PER_INTEREST} Dateien hängen.`

/** /i/dokumente (docs/trainee-profile.md): CV and certificates, renamed, deleted, attached to interests. */
export function registerTraineeDocumentRoutes(app: Hono, appContext: AppContext): void {
  const context = withClock(appContext)
  const { db, config } = context
  const limitUpload = uploadLimit(appContext)

  app.use(honoPath(contract.uploadTraineeDocument.path), limitBody(MAX_FILE_BYTES, FILE_TOO_LARGE))

  async function ownDocument(userId: number, fileId: number) {
    const document = (await documentsOf(db, userId)).find((d) => d.id === fileId)
    if (!document) throw notFound(DOCUMENT_NOT_FOUND)
    return document
  }

  registerRoute(app, contract.traineeDocuments, async ({ session, params }) => {
    const id = requireOwnTrainee(sessionOf(session).user, params.id)
    return { data: await documentsOf(db, id) }
  })

  registerRoute(app, contract.uploadTraineeDocument, async ({ session, params, body, context: c }) => {
    const id = requireOwnTrainee(sessionOf(session).user, params.id)
    const count = await db
      .selectFrom('trainee_documents')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow()
    if (Number(count.count) >= TRAINEE_LIMITS.documents) {
      throw new HttpError(422, TOO_MANY_DOCUMENTS, { file: [TOO_MANY_DOCUMENTS] })
    }
    await limitUpload(c, session, body.file.size)
    const createdAt = new Date(context.now()).toISOString()
    // Checked by its content (a "PDF" that is none is refused with 422) before anything is stored.
    const file = await storeFile(context, {
      data: Buffer.from(await body.file.arrayBuffer()),
      claimedType: body.file.type,
      fileName: body.file.name,
      ownerUserId: id,
      createdAt,
    })
    try {
      await db
        .insertInto('trainee_documents')
        .values({ file_id: file.id, user_id: id, kind: body.kind, created_at: createdAt })
        .execute()
    } catch (error) {
      await db.deleteFrom('files').where('id', '=', file.id).execute()
      await fs.rm(filePath(config, file.uuid), { force: true })
      throw error
    }
    return { data: await ownDocument(id, file.id) }
  })

  registerRoute(app, contract.updateTraineeDocument, async ({ session, params, body }) => {
    const id = requireOwnTrainee(sessionOf(session).user, params.id)
    await ownDocument(id, params.fileId)
    await db.transaction().execute(async (trx) => {
      if (body.original_filename !== undefined) {
        await trx
          .updateTable('files')
          .set({ original_filename: body.original_filename })
          .where('id', '=', params.fileId)
          .execute()
      }
      if (body.kind !== undefined) {
        await trx
          .updateTable('trainee_documents')
          .set({ kind: body.kind })
          .where('file_id', '=', params.fileId)
          .execute()
      }
    })
    return { data: await ownDocument(id, params.fileId) }
  })

  registerRoute(app, contract.deleteTraineeDocument, async ({ session, params }) => {
    const id = requireOwnTrainee(sessionOf(session).user, params.id)
    const document = await ownDocument(id, params.fileId)
    const file = await db.selectFrom('files').select('uuid').where('id', '=', document.id).executeTakeFirstOrThrow()
    await db.transaction().execute(async (trx) => {
      // Interests that carried it no longer point at a file that is gone.
      for (const interestId of document.job_interest_ids) await setAttached(trx, interestId, document.id, false)
      await trx.deleteFrom('files').where('id', '=', document.id).execute()
    })
    await fs.rm(filePath(config, file.uuid), { force: true })
    return { message: 'Das Dokument wurde gelöscht.' }
  })

  registerRoute(app, contract.attachTraineeDocument, async ({ session, params, body }) => {
    const id = requireOwnTrainee(sessionOf(session).user, params.id)
    await ownDocument(id, params.fileId)
    const interest = await db
      .selectFrom('job_interests')
      .select(['id', 'file_ids'])
      .where('id', '=', params.interestId)
      .where('trainee_user_id', '=', id)
      .executeTakeFirst()
    if (!interest) throw notFound(INTEREST_NOT_FOUND)
    const fileIds = JSON.parse(interest.file_ids) as number[]
    if (body.attached && !fileIds.includes(params.fileId) && fileIds.length >= FILES_PER_INTEREST) {
      throw new HttpError(422, INTEREST_FULL, { attached: [INTEREST_FULL] })
    }
    await db.transaction().execute((trx) => setAttached(trx, interest.id, params.fileId, body.attached))
    return { data: await ownDocument(id, params.fileId) }
  })
}

/** Adds or removes one file id in an interest's file list, read and written in one transaction. */
async function setAttached(trx: AppContext['db'], interestId: number, fileId: number, attached: boolean) {
  const row = await trx
    .selectFrom('job_interests')
    .select('file_ids')
    .where('id', '=', interestId)
    .executeTakeFirstOrThrow()
  const others = (JSON.parse(row.file_ids) as number[]).filter((f) => f !== fileId)
  const next = attached ? [...others, fileId] : others
  await trx
    .updateTable('job_interests')
    .set({ file_ids: JSON.stringify(next) })
    .where('id', '=', interestId)
    .execute()
}
