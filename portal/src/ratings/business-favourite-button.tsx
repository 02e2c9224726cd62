import { canLike, isTrainee, openAuthDialog, showError } from '@oabat/core'
import { Button } from '@oabat/ui'
import { useEffect, useState } from 'react'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { useAuth } from '../auth/use-auth.ts'
import { useHydrated } from '../ssr/client-only.tsx'
import { BUSINESS_LIKES_REPLAYED, queueBusinessLike, queuedBusinessLikes } from './business-like-queue.ts'

/**
 * The heart on a company page (docs/ratings.md „Lieblingsunternehmen“): a trainee marks the company
 * as favourite and finds it under /favoriten; a guest's heart is queued in this browser (replayed
 * after the login, ratings-session.ts) and the login dialog opens. Rendered after
 * hydration inside space the header keeps free, so the server-rendered page does not shift.
 */
export function BusinessFavouriteButton({ businessId, businessName }: { businessId: number; businessName: string }) {
  const { status, user } = useAuth()
  const hydrated = useHydrated()
  const trainee = user && isTrainee(user) ? user : null
  const { data, mutate } = useApi('businessLikes', trainee ? { query: { user_id: trainee.id } } : null)
  const [busy, setBusy] = useState(false)
  const [queuedNow, setQueuedNow] = useState(false)
  // The guest's queued heart arrives on the server after the login: show it then.
  useEffect(() => {
    const reload = () => void mutate()
    window.addEventListener(BUSINESS_LIKES_REPLAYED, reload)
    return () => window.removeEventListener(BUSINESS_LIKES_REPLAYED, reload)
  }, [mutate])
  if (!hydrated || status === 'checking' || !canLike(user)) return null
  if (!trainee) {
    // A guest's heart waits in this browser and becomes the account's favourite after the login.
    const queued = queuedNow || queuedBusinessLikes().includes(businessId)
    return (
      <Button
        design={queued ? 'primary' : 'secondary'}
        size="small"
        aria-pressed={queued}
        aria-label={`${businessName} als Favorit merken`}
        onClick={() => {
          queueBusinessLike(businessId)
          setQueuedNow(true)
          openAuthDialog({ redirect: false })
        }}
      >
        {queued ? '♥ Favorit' : '♡ Als Favorit merken'}
      </Button>
    )
  }
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
