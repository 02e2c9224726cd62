import { useEffect, useRef } from 'react'
import { logout } from '../auth/session.ts'
import { usePageHead } from '../head/use-page-head.ts'
import { PageLoading } from '../router/page-loading.tsx'

/** SPEC §2 /abmelden: logs out (server failure ignored), resets the stores and goes to /. */
export function LogoutPage() {
  usePageHead({ title: 'Abmelden', description: 'Abmelden bei oabat', canonicalPath: null })
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    void logout()
  }, [])
  return (
    <>
      <p className="visually-hidden" role="status">
        Du wirst abgemeldet …
      </p>
      <PageLoading />
    </>
  )
}
