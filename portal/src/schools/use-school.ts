import { ApiRequestError } from '@oabat/core'
import { useApi } from '../api/use-api.ts'

/** The school of a public school page (GET /api/schools/{slug}); `missing` when there is none (404). */
export function useSchool(slug: string) {
  const answer = useApi('school', { params: { idOrSlug: slug } })
  const missing = answer.error instanceof ApiRequestError && answer.error.status === 404
  return { ...answer, school: answer.data?.data ?? null, missing }
}
