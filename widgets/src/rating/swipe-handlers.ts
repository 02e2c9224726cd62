import { DISLIKE_RATING, LIKE_RATING } from '@oabat/core'
import type { PointerEvent } from 'react'
import { type JobCardRating, SWIPE_DISTANCE } from './job-rating.ts'

export interface SwipeHandlers {
  onPointerDown(event: PointerEvent<HTMLElement>): void
  onPointerUp(event: PointerEvent<HTMLElement>): void
  onPointerCancel(event: PointerEvent<HTMLElement>): void
}

// Where a touch began, per card element: kept outside the component, so the handlers need no hook
// and a re-render between touch and release loses nothing.
const touchStarts = new WeakMap<EventTarget, { x: number; y: number }>()

/**
 * SPEC §4 on a phone: swiping a card right likes the job, left dislikes it. Only touch pointers
 * swipe (a mouse drag selects text); a mostly vertical move is scrolling and is left alone.
 */
export function swipeHandlers(rating: JobCardRating): SwipeHandlers {
  return {
    onPointerDown(event) {
      if (event.pointerType === 'touch') touchStarts.set(event.currentTarget, { x: event.clientX, y: event.clientY })
      else touchStarts.delete(event.currentTarget)
    },
    onPointerUp(event) {
      const from = touchStarts.get(event.currentTarget)
      touchStarts.delete(event.currentTarget)
      if (!from) return
      const dx = event.clientX - from.x
      const dy = event.clientY - from.y
      if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy) * 2) return
      rating.onRate(dx > 0 ? LIKE_RATING : DISLIKE_RATING)
    },
    onPointerCancel(event) {
      touchStarts.delete(event.currentTarget)
    },
  }
}
