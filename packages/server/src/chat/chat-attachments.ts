import type { ChatFile, Image } from '@oabat/core'
import type { AppContext } from '../app-context.ts'
import { mediaUrlSigner, toImage } from '../media/media-store.ts'

/** The images and files attached to a set of messages, by id, as the messages show them. */
export interface ChatAttachments {
  images: Map<number, Image>
  files: Map<number, ChatFile>
}

/**
 * Loads what messages carry (an image's variant URLs, a file's name, type and size) in two
 * queries, so a page of messages shows its attachments without a call per message. The readers are
 * participants, so private images come with signed URLs.
 */
export async function chatAttachments(
  context: AppContext,
  rows: ReadonlyArray<{ image_id: number | null; file_id: number | null; is_deleted: number }>,
): Promise<ChatAttachments> {
  const { db } = context
  const signer = mediaUrlSigner(context)
  const live = rows.filter((row) => row.is_deleted !== 1)
  const imageIds = [...new Set(live.flatMap((row) => (row.image_id === null ? [] : [row.image_id])))]
  const fileIds = [...new Set(live.flatMap((row) => (row.file_id === null ? [] : [row.file_id])))]
  const [images, files] = await Promise.all([
    imageIds.length === 0 ? [] : db.selectFrom('images').selectAll().where('id', 'in', imageIds).execute(),
    fileIds.length === 0
      ? []
      : db
          .selectFrom('files')
          .select(['id', 'original_filename', 'mime_type', 'size'])
          .where('id', 'in', fileIds)
          .execute(),
  ])
  return {
    images: new Map(images.map((row) => [row.id, toImage(row, signer)])),
    files: new Map(files.map((row) => [row.id, row])),
  }
}
