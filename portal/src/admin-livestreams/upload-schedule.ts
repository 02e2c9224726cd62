import { ApiRequestError, type Livestream } from '@oabat/core'
import { API_BASE } from '../api/api-client.ts'
import { auth } from '../auth/auth-stores.ts'

export const SCHEDULE_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * POST /api/livestream/upload_schedule (multipart: livestream_id, file) with the admin's token.
 * Rejects with the server's German message (also for a file over its size limit); a checked file's
 * row errors are in `fieldErrors.file`.
 */
export async function uploadSchedule(livestreamId: number, file: File): Promise<Livestream> {
  const form = new FormData()
  form.set('livestream_id', String(livestreamId))
  form.set('file', file, file.name)
  const token = auth.token()
  let response: Response
  try {
    response = await fetch(`${API_BASE}/api/livestream/upload_schedule`, {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    })
  } catch {
    throw new ApiRequestError(0, {
      message: 'Der Ablaufplan konnte nicht hochgeladen werden. Bitte prüfe Deine Internetverbindung.',
    })
  }
  const body = (await response.json().catch(() => ({}))) as {
    data?: Livestream
    message?: string
    errors?: Record<string, string[]>
  }
  if (response.ok && body.data) return body.data
  throw new ApiRequestError(response.status, {
    message: body.message ?? 'Der Ablaufplan konnte nicht hochgeladen werden.',
    errors: body.errors ?? {},
  })
}
