import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Selectable } from 'kysely'
import type { AppContext } from '../app-context.ts'
import type { FilesTable, ImagesTable } from '../db/employer-schema.ts'
import { checkUploadedFile } from './file-check.ts'
import { encodeImage } from './image-encoder.ts'
import { filePath, removeImageFiles, type StoredVariant, writeImageFiles } from './media-store.ts'

/**
 * @module stored-uploads — turning uploaded bytes into an image or file row with its files on disk,
 * the same way for the upload calls and for attachments of mailed chat answers. The files are
 * written first and removed again when their row cannot be written, so nothing is left orphaned.
 */

type Store = Pick<AppContext, 'db' | 'config'>

export interface ImageUpload {
  data: Buffer
  fileName: string
  ownerUserId: number
  isPrivate: boolean
  createdAt: string
}

export interface FileUpload {
  data: Buffer
  /** The type the sender claims (Content-Type); checked against the content. */
  claimedType: string
  fileName: string
  ownerUserId: number | null
  createdAt: string
}

/** Re-encodes an image into its variants (422 in German when it is none or too large) and stores it. */
export async function storeImage({ db, config }: Store, upload: ImageUpload): Promise<Selectable<ImagesTable>> {
  const encoded = await encodeImage(upload.data)
  const uuid = randomUUID()
  await writeImageFiles(config, uuid, encoded)
  const variants: StoredVariant[] = encoded.variants.map(({ size, format, width, height }) => ({
    size,
    format,
    width,
    height,
  }))
  try {
    return await db
      .insertInto('images')
      .values({
        uuid,
        owner_user_id: upload.ownerUserId,
        file_name: upload.fileName.slice(0, 200) || 'bild',
        is_private: upload.isPrivate ? 1 : 0,
        width: encoded.width,
        height: encoded.height,
        variants: JSON.stringify(variants),
        placeholder: encoded.placeholder,
        created_at: upload.createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
  } catch (error) {
    await removeImageFiles(config, uuid)
    throw error
  }
}

/** Checks a file by its content (422 in German when refused) and stores it. */
export async function storeFile({ db, config }: Store, upload: FileUpload): Promise<Selectable<FilesTable>> {
  const mime = await checkUploadedFile(upload.data, upload.claimedType, upload.fileName)
  const uuid = randomUUID()
  const target = filePath(config, uuid)
  await fs.mkdir(path.dirname(target), { recursive: true })
  await fs.writeFile(target, upload.data)
  try {
    return await db
      .insertInto('files')
      .values({
        uuid,
        owner_user_id: upload.ownerUserId,
        mime_type: mime,
        original_filename: upload.fileName.slice(0, 200) || 'datei',
        size: upload.data.length,
        created_at: upload.createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
  } catch (error) {
    await fs.rm(target, { force: true })
    throw error
  }
}

/** Undoes storeImage: the row and its variants. */
export async function removeStoredImage({ db, config }: Store, row: Selectable<ImagesTable>): Promise<void> {
  await db.deleteFrom('images').where('id', '=', row.id).execute()
  await removeImageFiles(config, row.uuid)
}

/** Undoes storeFile: the row and its bytes. */
export async function removeStoredFile({ db, config }: Store, row: Selectable<FilesTable>): Promise<void> {
  await db.deleteFrom('files').where('id', '=', row.id).execute()
  await fs.rm(filePath(config, row.uuid), { force: true })
}
