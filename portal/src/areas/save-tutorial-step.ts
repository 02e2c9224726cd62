import type { User } from '@oabat/core'
import { api } from '../api/api-client.ts'
import { auth } from '../auth/auth-stores.ts'
import { fetchUser } from '../auth/session.ts'

/**
 * Stores a tutorial step for the signed-in user and puts the answer (the user's steps) into the
 * session user at once, so the menu follows without waiting; then refreshes the whole user.
 */
export async function saveTutorialStep(user: User, step: string): Promise<void> {
  const answer = await api('addTutorialStep', { params: { id: user.id }, body: { tutorial_step: step } })
  const current = auth.$auth.get().user
  if (current?.id === user.id) auth.setUser({ ...current, tutorial_steps: answer.data })
  void fetchUser()
    .then((fresh) => auth.setUser(fresh))
    .catch(() => undefined)
}
