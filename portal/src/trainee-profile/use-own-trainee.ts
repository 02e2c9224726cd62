import type { Trainee } from '@oabat/core'
import { useApi } from '../api/use-api.ts'
import { useAuth } from '../auth/use-auth.ts'

/** GET /api/trainee/{own id}; `replace` puts a fresh answer of a write in place without refetching. */
export function useOwnTrainee() {
  const { user } = useAuth()
  const result = useApi('trainee', user ? { params: { id: user.id } } : null)
  const replace = (trainee: Trainee) => result.mutate({ data: trainee }, { revalidate: false })
  return { id: user?.id ?? 0, trainee: result.data?.data, error: result.error, reload: result.mutate, replace }
}
