import type { ApiError as ApiErrorBody } from '../schemas/envelopes.ts'

/** A failed call: the HTTP status plus the server's German message and field errors. */
export class ApiRequestError extends Error {
  readonly status: number
  readonly fieldErrors: Record<string, string[]>

  constructor(status: number, body: Partial<ApiErrorBody> | null) {
    super(body?.message || (status === 0 ? 'Keine Verbindung zum Server.' : `Anfrage fehlgeschlagen (${status}).`))
    this.name = 'ApiRequestError'
    this.status = status
    this.fieldErrors = body?.errors ?? {}
  }
}
