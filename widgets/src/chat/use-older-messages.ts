import { useState } from 'react'

/**
 * „Ältere Nachrichten laden“: busy while the page loads, and `failureText` when it fails, until
 * the next try.
 */
export function useOlderMessages(loadOlder: () => Promise<void>, failureText: string) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function load() {
    setBusy(true)
    setError(null)
    try {
      await loadOlder()
    } catch {
      setError(failureText)
    } finally {
      setBusy(false)
    }
  }

  return { busy, error, load }
}
