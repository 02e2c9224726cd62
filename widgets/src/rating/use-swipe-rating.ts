import { DISLIKE_RATING, LIKE_RATING } from '@oabat/core'
import { type PointerEvent, useRef } from 'react'
import { type JobCardRating, SWIPE_DISTANCE } from './job-rating.ts'

/**
 * SPEC §4 on a phone: swiping a card right likes the job, left dislikes it. Only touch pointers
 * swipe (a mouse drag selects text); a mostly vertical move is scrolling and is left alone.
 */
export function useSwipeRating(rating: JobCardRating | undefined) {
  const start = useRef<{ x: number; y: number } | null>(null)
  if (!rating) return {}
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      start.current = event.pointerType === 'touch' ? { x: event.clientX, y: event.clientY } : null
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const from = start.current
      start.current = null
      if (!from) return
      const dx = event.clientX - from.x
      const dy = event.clientY - from.y
      if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy) * 2) return
      rating.onRate(dx > 0 ? LIKE_RATING : DISLIKE_RATING)
    },
    onPointerCancel() {
      start.current = null
    },
  }
}
