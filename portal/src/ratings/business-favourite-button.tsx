import { canLike, isTrainee, openAuthDialog, showError } from '@oabat/core'
import { Button } from '@oabat/ui'
import { useState } from 'react'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { useAuth } from '../auth/use-auth.ts'
import { useHydrated } from '../ssr/client-only.tsx'

/**
 * The heart on a company page (docs/ratings.md „Lieblingsunternehmen“): a trainee marks the company
 * as favourite and finds it under /favoriten; a guest is asked to log in first. Rendered after
 * hydration inside space the header keeps free, so the server-rendered page does not shift.
 */
export function BusinessFavouriteButton({ businessId, businessName }: { businessId: number; businessName: string }) {
  const { status, user } = useAuth()
  const hydrated = useHydrated()
  const trainee = user && isTrainee(user) ? user : null
  const { data, mutate } = useApi('businessLikes', trainee ? { query: { user_id: trainee.id } } : null)
  const [busy, setBusy] = useState(false)
  if (!hydrated || status === 'checking' || !canLike(user)) return null
  if (!trainee)
    return (
      <Button design="secondary" size="small" onClick={() => openAuthDialog({ redirect: false })}>
        ♡ Als Favorit merken
      </Button>
    )
  if (!data) return null
  const liked = data.data.some((like) => like.business_id === businessId)

  const toggle = async () => {
    setBusy(true)
    try {
      if (liked) await api('deleteBusinessLike', { params: { businessId } })
      else await api('createBusinessLike', { body: { business_id: businessId, user_id: trainee.id } })
      await mutate()
    } catch (error) {
      showError(error instanceof Error ? error.message : 'Der Favorit konnte nicht gespeichert werden.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button
      design={liked ? 'primary' : 'secondary'}
      size="small"
      aria-pressed={liked}
      aria-label={`${businessName} als Favorit merken`}
      disabled={busy}
      onClick={() => void toggle()}
    >
      {liked ? '♥ Favorit' : '♡ Als Favorit merken'}
    </Button>
  )
}
