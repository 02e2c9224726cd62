import { ApiRequestError, type Image } from '@oabat/core'
import { API_BASE } from '../api/api-client.ts'
import { auth } from '../auth/auth-stores.ts'

/** SPEC §5 / server: images up to 15 MB; larger ones are refused before they are sent. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024
/** The server's own wording (media/image-encoder.ts), so both checks read the same. */
export const IMAGE_TOO_LARGE = 'Das Bild ist zu groß. Erlaubt sind höchstens 15 MB und 40 Megapixel.'
/** The types the server turns into variants; another declared type is refused before it is sent. */
export const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']
/** The server's own wording for anything else (media/image-encoder.ts NOT_AN_IMAGE). */
export const NOT_AN_IMAGE = 'Diese Datei ist kein unterstütztes Bild. Erlaubt sind JPEG, PNG, WebP, AVIF und GIF.'
const NO_CONNECTION = 'Das Bild konnte nicht hochgeladen werden. Bitte prüfe Deine Internetverbindung.'

interface ErrorBody {
  message?: string
  errors?: Record<string, string[]>
}

/**
 * POST /api/images as multipart with upload progress (fetch reports none, so XMLHttpRequest).
 * Resolves to the stored image with its variant URLs; rejects with the server's German message
 * (e.g. „Diese Datei ist kein unterstütztes Bild. …“) as an ApiRequestError.
 */
export function uploadImage(file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<Image> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', `${API_BASE}/api/images`)
    const token = auth.token()
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`)
    request.setRequestHeader('Accept', 'application/json')
    request.responseType = 'json'
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    request.onload = () => {
      const body = (request.response ?? {}) as ErrorBody & { data?: Image }
      if (request.status === 201 && body.data) {
        onProgress(100)
        resolve(body.data)
        return
      }
      const fieldMessage = body.errors?.image?.[0]
      const message = fieldMessage ?? body.message ?? 'Das Bild konnte nicht hochgeladen werden.'
      reject(new ApiRequestError(request.status, { message, errors: body.errors ?? {} }))
    }
    request.onerror = () => reject(new ApiRequestError(0, { message: NO_CONNECTION }))
    signal?.addEventListener('abort', () => request.abort())
    const form = new FormData()
    form.set('image', file, file.name)
    form.set('public', '1')
    request.send(form)
  })
}
