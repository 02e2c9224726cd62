import { ApiRequestError } from '@oabat/core'
import { API_BASE } from '../api/api-client.ts'
import { auth } from '../auth/auth-stores.ts'

const NO_CONNECTION = 'Die Datei konnte nicht hochgeladen werden. Bitte prüfe Deine Internetverbindung.'

/**
 * A multipart POST of the trainee area (profile picture, documents) with the session's token; the
 * contract client sends JSON only. Resolves to the answer's data; rejects with the server's German
 * message (the field's first one when there is one) as an ApiRequestError.
 */
export async function postMultipart<T>(path: string, fields: Record<string, string | File>): Promise<T> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.set(name, value)
    else form.set(name, value, value.name)
  }
  const token = auth.token()
  const response = await fetch(`${API_BASE}${path}`, {
    method: 'POST',
    body: form,
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  }).catch(() => null)
  if (!response) throw new ApiRequestError(0, { message: NO_CONNECTION })
  const body = (await response.json().catch(() => ({}))) as {
    data?: T
    message?: string
    errors?: Record<string, string[]>
  }
  if (response.ok && body.data) return body.data
  const fieldMessage = Object.values(body.errors ?? {})[0]?.[0]
  throw new ApiRequestError(response.status, {
    message: fieldMessage ?? body.message ?? 'Das Hochladen hat nicht geklappt.',
    errors: body.errors ?? {},
  })
}
