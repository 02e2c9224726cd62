import { ApiRequestError, type StoredFile } from '@oabat/core'
import { API_BASE } from '../api/api-client.ts'
import { auth } from '../auth/auth-stores.ts'

/** The server's limit for POST /api/file (docs/employer.md); larger files are refused before sending. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024
/** What POST /api/file accepts: PDF, JPEG, PNG, WebP, DOCX. */
export const FILE_ACCEPT =
  '.pdf,.jpg,.jpeg,.png,.webp,.docx,application/pdf,image/jpeg,image/png,image/webp,application/vnd.openxmlformats-officedocument.wordprocessingml.document'
export const FILE_TOO_LARGE = 'Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.'

/**
 * POST /api/file (multipart field `file`) with the session's token, so the file belongs to the trainee
 * and may be attached to the interest. Rejects with the server's German message.
 */
export async function uploadFile(file: File): Promise<StoredFile> {
  if (file.size > MAX_FILE_BYTES) throw new ApiRequestError(422, { message: FILE_TOO_LARGE, errors: {} })
  const form = new FormData()
  form.set('file', file, file.name)
  const token = auth.token()
  let response: Response
  try {
    response = await fetch(`${API_BASE}/api/file`, {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    })
  } catch {
    throw new ApiRequestError(0, {
      message: 'Die Datei konnte nicht hochgeladen werden. Bitte prüfe Deine Internetverbindung.',
    })
  }
  const body = (await response.json().catch(() => ({}))) as {
    data?: StoredFile
    message?: string
    errors?: Record<string, string[]>
  }
  if (response.status === 201 && body.data) return body.data
  throw new ApiRequestError(response.status, {
    message: body.errors?.file?.[0] ?? body.message ?? 'Die Datei konnte nicht hochgeladen werden.',
    errors: body.errors ?? {},
  })
}
