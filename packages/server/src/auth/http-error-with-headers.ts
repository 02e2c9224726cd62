import { HttpError } from '../http/http-error.ts'

/** An HttpError whose answer carries headers too (Retry-After on 429, WWW-Authenticate on 401). */
export class HttpErrorWithHeaders extends HttpError {
  readonly headers: Record<string, string>

  constructor(status: number, message: string, headers: Record<string, string>) {
    super(status, message)
    this.headers = headers
  }
}
