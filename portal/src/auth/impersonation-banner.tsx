import { Button } from '@oabat/ui'
import { useState } from 'react'
import { useStore } from '../state/use-store.ts'
import { impersonation } from './auth-stores.ts'
import { accountLabel } from './display-name.ts'
import { endImpersonation } from './session.ts'
import { useAuth } from './use-auth.ts'

/**
 * SPEC §4 Impersonation: while an admin is logged in as someone else, a banner says so on every
 * page and leads back to the admin's own account.
 */
export function ImpersonationBanner() {
  const { user } = useAuth()
  const adminToken = useStore(impersonation.$adminToken)
  const [ending, setEnding] = useState(false)
  if (!user || (user.impersonated_by === null && !adminToken)) return null
  const onEnd = () => {
    setEnding(true)
    void endImpersonation()
  }
  return (
    <section className="impersonation-banner" aria-label="Angemeldet als anderer Nutzer">
      <div className="container impersonation-banner__inner">
        <p>Du bist angemeldet als {accountLabel(user)}</p>
        <Button design="black" size="small" onClick={onEnd} disabled={ending}>
          {ending ? 'Wird beendet …' : 'Zurück zu meinem Konto'}
        </Button>
      </div>
    </section>
  )
}
