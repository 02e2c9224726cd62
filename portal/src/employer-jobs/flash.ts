/**
 * @module flash — one message a page leaves for the next one it navigates to (e.g. the editor tells
 * the overview „Zur Prüfung eingereicht“). Kept in memory only.
 */
import { useEffect, useState } from 'react'

let pending: string | null = null

export function setFlash(message: string): void {
  pending = message
}

/**
 * The message left for this page, shown until `clear`. It is read during render but removed only
 * once the page is on screen: a render React throws away (suspense) must not swallow it.
 */
export function useFlash(): [string | null, (message: string | null) => void] {
  const [message, setMessage] = useState(() => pending)
  useEffect(() => {
    pending = null
  }, [])
  return [message, setMessage]
}
