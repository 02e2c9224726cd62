import type { Context } from 'hono'
import { HttpError } from './http-error.ts'

export const INVALID_JSON = 'Der Inhalt der Anfrage ist kein gültiges JSON.'
export const INVALID_FORM = 'Der Inhalt der Anfrage ist kein gültiges Formular.'

/**
 * The body of a contract route as a plain value for its schema: JSON, or a form (urlencoded or
 * multipart) as an object of strings and files. A body that cannot be read as what its content
 * type says (broken JSON, multipart without boundary or with broken framing) is the caller's
 * mistake, a 400; any other content type gives an empty object, which the schema then refuses.
 */
export async function readBody(context: Context): Promise<unknown> {
  const type = (context.req.header('content-type') ?? '').toLowerCase()
  if (type.includes('application/json')) {
    try {
      return await context.req.json()
    } catch {
      throw new HttpError(400, INVALID_JSON)
    }
  }
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    try {
      return Object.fromEntries(Object.entries(await context.req.parseBody()))
    } catch {
      throw new HttpError(400, INVALID_FORM)
    }
  }
  return {}
}
