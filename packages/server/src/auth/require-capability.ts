import { HttpError } from '../http/http-error.ts'
import { FORBIDDEN } from './access-check.ts'

/**
 * Refuses with 403 unless a core capability allows it — the own-resource rules of SPEC §6
 * (editBusiness, editSchool, editRegion by slug; own account by id), checked in the handler.
 */
export function requireCapability(allowed: boolean, message: string = FORBIDDEN): void {
  if (!allowed) throw new HttpError(403, message)
}
