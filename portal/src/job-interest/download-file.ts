import { ApiRequestError } from '@oabat/core'
import { API_BASE } from '../api/api-client.ts'
import { auth } from '../auth/auth-stores.ts'

/** SPEC §9: a download link is removed after 100 ms. */
const LINK_LIFETIME_MS = 100

/** Hands bytes to the browser as a download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  setTimeout(() => {
    link.remove()
    URL.revokeObjectURL(url)
  }, LINK_LIFETIME_MS)
}

/**
 * A download that needs the bearer token, which a plain link cannot send: the bytes of `path` are
 * fetched and handed to the browser under `fileName`; a refusal throws with the server's German message.
 */
export async function downloadWithToken(path: string, fileName: string, failure: string): Promise<void> {
  const token = auth.token()
  const response = await fetch(`${API_BASE}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch(() => null)
  if (!response) throw new ApiRequestError(0, { message: 'Keine Verbindung zum Server.' })
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string }
    throw new ApiRequestError(response.status, { message: body.message ?? failure })
  }
  saveBlob(await response.blob(), fileName)
}

/** GET /api/file/{id} under the original name. */
export function downloadFile(fileId: number, fileName: string): Promise<void> {
  return downloadWithToken(`/api/file/${fileId}`, fileName, 'Die Datei konnte nicht geladen werden.')
}
