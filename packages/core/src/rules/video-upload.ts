/** SPEC §4 Video upload: the resumable upload retries after 0, 3, 5, 10 and 20 seconds. */
export const VIDEO_RETRY_DELAYS: readonly number[] = [0, 3000, 5000, 10000, 20000]

/** The video types the server takes, by file extension. */
export const VIDEO_TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
}
export const VIDEO_MIME_TYPES: readonly string[] = ['video/mp4', 'video/webm', 'video/quicktime']
export const MAX_VIDEO_BYTES = 500 * 1024 * 1024

export const VIDEO_UNSUPPORTED_MESSAGE = 'Dieses Videoformat wird nicht unterstützt. Erlaubt sind MP4, WebM und MOV.'
export const VIDEO_TOO_LARGE_MESSAGE = 'Das Video ist zu groß. Erlaubt sind höchstens 500 MB.'
export const VIDEO_EMPTY_MESSAGE = 'Diese Datei ist leer.'

/**
 * The declared type of a chosen file: its MIME type when the server takes it; a file without a
 * usable MIME type (some systems report none for .mov) by its extension; otherwise null.
 */
export function videoTypeOf(file: { name: string; type: string }): string | null {
  if (VIDEO_MIME_TYPES.includes(file.type)) return file.type
  if (file.type && file.type !== 'application/octet-stream') return null
  const extension = file.name.includes('.') ? (file.name.split('.').pop()?.toLowerCase() ?? '') : ''
  return VIDEO_TYPES_BY_EXTENSION[extension] ?? null
}

/** Why a file cannot be uploaded as a video (checked before the first byte is sent), or null. */
export function videoProblem(file: { name: string; type: string; size: number }): string | null {
  if (!videoTypeOf(file)) return VIDEO_UNSUPPORTED_MESSAGE
  if (file.size > MAX_VIDEO_BYTES) return VIDEO_TOO_LARGE_MESSAGE
  if (file.size === 0) return VIDEO_EMPTY_MESSAGE
  return null
}
