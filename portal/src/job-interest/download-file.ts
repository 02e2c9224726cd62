import { ApiRequestError } from '@oabat/core'
import { API_BASE } from '../api/api-client.ts'
import { auth } from '../auth/auth-stores.ts'

/** SPEC §9: a download link is removed after 100 ms. */
const LINK_LIFETIME_MS = 100

/**
 * GET /api/file/{id} needs the bearer token, which a plain link cannot send: the bytes are fetched and
 * handed to the browser as a download under the original name.
 */
export async function downloadFile(fileId: number, fileName: string): Promise<void> {
  const token = auth.token()
  const response = await fetch(`${API_BASE}/api/file/${fileId}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch(() => null)
  if (!response) throw new ApiRequestError(0, { message: 'Keine Verbindung zum Server.' })
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string }
    throw new ApiRequestError(response.status, { message: body.message ?? 'Die Datei konnte nicht geladen werden.' })
  }
  const url = URL.createObjectURL(await response.blob())
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
