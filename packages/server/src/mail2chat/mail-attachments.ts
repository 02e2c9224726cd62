import type { Selectable } from 'kysely'
import type { Attachment } from 'mailparser'
import type { AppContext } from '../app-context.ts'
import type { FilesTable, ImagesTable } from '../db/employer-schema.ts'
import { HttpError } from '../http/http-error.ts'
import { removeStoredFile, removeStoredImage, storeFile, storeImage } from '../media/stored-uploads.ts'

/** At most this many attachments of one answer become chat messages; more refuse the whole answer. */
export const MAIL_ATTACHMENTS_MAX = 5
export const TOO_MANY_ATTACHMENTS = `Bitte hänge höchstens ${MAIL_ATTACHMENTS_MAX} Dateien an eine Antwort an.`

/** Pictures become image messages (re-encoded like uploads in the chat); everything else a file. */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'])

export type StoredAttachment =
  | { kind: 'image'; row: Selectable<ImagesTable> }
  | { kind: 'file'; row: Selectable<FilesTable> }

/**
 * The attachments a person attached on purpose: inline parts that the mail's HTML shows (signature
 * logos, pasted pictures referenced by cid:) are part of the layout, not something sent.
 */
export function sentAttachments(attachments: readonly Attachment[]): Attachment[] {
  return attachments.filter((attachment) => !attachment.related)
}

/** The German reason an attachment was refused, naming it, for the 550 answer to the sender. */
export function attachmentRefusal(attachment: Attachment, reason: string): string {
  return `Der Anhang „${attachment.filename ?? 'ohne Namen'}“ wurde nicht übernommen: ${reason} Die Antwort wurde nicht zugestellt.`
}

/**
 * Stores the attachments as the user's private uploads, checked exactly like uploads in the chat.
 * All or nothing: when one is refused, the ones stored before it are removed again and the refusal
 * (a 422 HttpError with a German message naming the attachment) is thrown.
 */
export async function storeMailAttachments(
  context: Pick<AppContext, 'db' | 'config'>,
  attachments: readonly Attachment[],
  ownerUserId: number,
  createdAt: string,
): Promise<StoredAttachment[]> {
  if (attachments.length > MAIL_ATTACHMENTS_MAX) throw new HttpError(422, TOO_MANY_ATTACHMENTS)
  const stored: StoredAttachment[] = []
  try {
    for (const attachment of attachments) {
      const fileName = attachment.filename ?? ''
      try {
        stored.push(
          IMAGE_TYPES.has(attachment.contentType.toLowerCase())
            ? {
                kind: 'image',
                row: await storeImage(context, {
                  data: attachment.content,
                  fileName,
                  ownerUserId,
                  isPrivate: true,
                  createdAt,
                }),
              }
            : {
                kind: 'file',
                row: await storeFile(context, {
                  data: attachment.content,
                  claimedType: attachment.contentType,
                  fileName,
                  ownerUserId,
                  createdAt,
                }),
              },
        )
      } catch (error) {
        if (error instanceof HttpError && error.status < 500)
          throw new HttpError(422, attachmentRefusal(attachment, error.message))
        throw error
      }
    }
    return stored
  } catch (error) {
    await removeMailAttachments(context, stored)
    throw error
  }
}

/** Removes stored attachments that were not (or could not be) sent. */
export async function removeMailAttachments(
  context: Pick<AppContext, 'db' | 'config'>,
  stored: readonly StoredAttachment[],
): Promise<void> {
  for (const attachment of stored) {
    if (attachment.kind === 'image') await removeStoredImage(context, attachment.row)
    else await removeStoredFile(context, attachment.row)
  }
}
