import { HttpError } from '../http/http-error.ts'

/** Whether a database error is a unique-constraint violation (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505'
}

export const CONCURRENT_WRITE =
  'Das hat sich mit einer gleichzeitigen Änderung überschnitten. Bitte versuche es noch einmal.'

/**
 * Runs a write (usually a whole transaction) again when it lost a race on a unique value, such as
 * a slug taken by a parallel request between our check and our insert. The next run sees the
 * winner's row; `attempt` (0, 1, …) lets it pick a less likely value. Still losing after
 * `attempts` runs is a 409.
 */
export async function retryOnUniqueViolation<T>(write: (attempt: number) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write(attempt)
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      if (attempt + 1 >= attempts) throw new HttpError(409, CONCURRENT_WRITE)
    }
  }
}
