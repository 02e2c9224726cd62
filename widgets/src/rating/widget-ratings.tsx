import { type ReactNode, useEffect, useState } from 'react'
import type { CardRatingFor } from './card-rating.tsx'
import type { watchGuestRatings } from './ratings-entry.tsx'

interface WidgetRatingsProps {
  /** URL of ratings.js, or null when the element has no `ratings` attribute. */
  module: string | null
  apiBase: string
  children: (ratingFor: CardRatingFor | undefined) => ReactNode
}

/**
 * Gives a job element's cards their rating control once ratings.js has loaded: imported by URL
 * (no bundler helper), after the cards, so the first paint waits for nothing.
 */
export function WidgetRatings({ module, apiBase, children }: WidgetRatingsProps) {
  const [ratingFor, setRatingFor] = useState<CardRatingFor>()
  useEffect(() => {
    if (!module) return
    let active = true
    let stop: (() => void) | undefined
    import(/* @vite-ignore */ module).then(
      (loaded: { watchGuestRatings: typeof watchGuestRatings }) => {
        if (active) stop = loaded.watchGuestRatings(apiBase, (next) => setRatingFor(() => next))
      },
      (error: unknown) => console.warn('[oabat] Die Bewertungen konnten nicht geladen werden.', error),
    )
    return () => {
      active = false
      stop?.()
      setRatingFor(undefined)
    }
  }, [module, apiBase])
  return <>{children(module ? ratingFor : undefined)}</>
}
