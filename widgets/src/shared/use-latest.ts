import { useLayoutEffect, useRef } from 'react'

/** The newest value of a prop, readable inside effects without making them re-run (callbacks). */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value)
  useLayoutEffect(() => {
    ref.current = value
  })
  return ref
}
