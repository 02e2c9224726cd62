/** An error with a status and a German message, turned into a JSON answer by the app's error handler. */
export class HttpError extends Error {
  readonly status: number
  readonly fieldErrors?: Record<string, string[]>

  constructor(status: number, message: string, fieldErrors?: Record<string, string[]>) {
    super(message)
    this.status = status
    this.fieldErrors = fieldErrors
  }
}

export function notFound(message: string): HttpError {
  return new HttpError(404, message)
}
