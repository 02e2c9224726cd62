import { fileTypeFromBuffer } from 'file-type'
import { HttpError } from '../http/http-error.ts'

/** Uploads larger than this are refused (bytes). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024

/** What may be uploaded as a file, by the type its content shows, with the extensions it may carry. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
}

export const FILE_TYPE_UNSUPPORTED =
  'Dieser Dateityp wird nicht unterstützt. Erlaubt sind PDF, JPEG, PNG, WebP und DOCX.'
export const FILE_TYPE_MISMATCH = 'Der Inhalt der Datei passt nicht zu ihrem Typ.'
export const FILE_TOO_LARGE = 'Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.'
export const FILE_EMPTY = 'Die Datei ist leer.'

function refuse(message: string): HttpError {
  return new HttpError(422, message, { file: [message] })
}

/**
 * The MIME type of an upload as its content shows it. The claimed type (the part's Content-Type)
 * and the file name's extension must agree with the content; a PDF named .jpg is refused.
 */
export async function checkUploadedFile(data: Buffer, claimedType: string, fileName: string): Promise<string> {
  if (data.length === 0) throw refuse(FILE_EMPTY)
  if (data.length > MAX_FILE_BYTES) throw refuse(FILE_TOO_LARGE)
  const sniffed = await fileTypeFromBuffer(data)
  const extensions = sniffed ? ALLOWED[sniffed.mime] : undefined
  if (!sniffed || !extensions) throw refuse(FILE_TYPE_UNSUPPORTED)
  const claimed = claimedType.split(';')[0]?.trim().toLowerCase() ?? ''
  if (claimed && claimed !== 'application/octet-stream' && claimed !== sniffed.mime) throw refuse(FILE_TYPE_MISMATCH)
  const extension = /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1]?.toLowerCase()
  if (extension && !extensions.includes(extension)) throw refuse(FILE_TYPE_MISMATCH)
  return sniffed.mime
}
