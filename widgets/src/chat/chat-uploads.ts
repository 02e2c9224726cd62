import { ApiRequestError, type ChatFile, type Image } from '@oabat/core'

/** What a chat message can carry besides text, after its upload. */
export type ChatAttachment = { kind: 'image'; image: Image } | { kind: 'file'; file: ChatFile }

/** What is attached, in words: „Foto: {name}“, or a file's name with its size. */
export function chatAttachmentLabel(attachment: ChatAttachment): string {
  return attachment.kind === 'image'
    ? `Foto: ${attachment.image.file_name}`
    : `${attachment.file.original_filename} (${formatFileSize(attachment.file.size)})`
}

/** What the file picker offers: the types POST /api/images and POST /api/file take. */
export const CHAT_ATTACHMENT_ACCEPT =
  'image/jpeg,image/png,image/webp,image/avif,application/pdf,.pdf,.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document'

const NO_CONNECTION = 'Der Anhang konnte nicht hochgeladen werden. Bitte prüfe Deine Internetverbindung.'

interface UploadAnswer {
  data?: Image | (ChatFile & { uuid: string | null })
  message?: string
  errors?: Record<string, string[]>
}

/**
 * Uploads a picked file for a chat message: pictures as a private image (POST /api/images, shown
 * as a picture), everything else as a file (POST /api/file, shown with name and size). A refusal
 * rejects with the server's German message (too large, wrong type) as an ApiRequestError.
 */
export async function uploadChatAttachment(
  apiBase: string,
  token: string,
  picked: File,
  signal?: AbortSignal,
): Promise<ChatAttachment> {
  const asImage = picked.type.startsWith('image/')
  const field = asImage ? 'image' : 'file'
  const form = new FormData()
  form.set(field, picked, picked.name)
  // A chat picture is for the two people in the conversation, not for the public profile pages.
  if (asImage) form.set('public', '0')
  let response: Response
  try {
    response = await fetch(`${apiBase}/api/${asImage ? 'images' : 'file'}`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      signal,
    })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new ApiRequestError(0, { message: NO_CONNECTION })
  }
  const body = (await response.json().catch(() => ({}))) as UploadAnswer
  if (!response.ok || !body.data) {
    const message = body.errors?.[field]?.[0] ?? body.message ?? 'Der Anhang konnte nicht hochgeladen werden.'
    throw new ApiRequestError(response.status, { message, errors: body.errors ?? {} })
  }
  if (asImage) return { kind: 'image', image: body.data as Image }
  const { id, original_filename, mime_type, size } = body.data as ChatFile
  return { kind: 'file', file: { id, original_filename, mime_type, size } }
}

/**
 * Downloads a chat file: GET /api/file/{id} needs the bearer token, which a plain link cannot
 * send, so the bytes are fetched and saved through a temporary link (removed after 100 ms, SPEC §9).
 */
export async function downloadChatFile(apiBase: string, token: string, file: ChatFile): Promise<void> {
  let response: Response
  try {
    response = await fetch(`${apiBase}/api/file/${file.id}`, { headers: { Authorization: `Bearer ${token}` } })
  } catch {
    throw new ApiRequestError(0, {
      message: 'Die Datei konnte nicht geladen werden. Bitte prüfe Deine Internetverbindung.',
    })
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null
    throw new ApiRequestError(response.status, { message: body?.message ?? 'Die Datei konnte nicht geladen werden.' })
  }
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = file.original_filename
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  setTimeout(() => {
    link.remove()
    URL.revokeObjectURL(url)
  }, 100)
}

const SIZE = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 })

/** „240 KB“, „1,4 MB“: the size shown next to a file's name. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Byte`
  if (bytes < 1024 * 1024) return `${SIZE.format(Math.max(1, Math.round(bytes / 1024)))} KB`
  return `${SIZE.format(bytes / (1024 * 1024))} MB`
}
