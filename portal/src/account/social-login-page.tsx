import { openAuthDialog } from '@oabat/core'
import { Button, Card, Notice } from '@oabat/ui'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'wouter'
import { auth } from '../auth/auth-stores.ts'
import { fetchUser, finishLoginNavigation } from '../auth/session.ts'
import { Skeleton } from '../components/skeleton.tsx'
import { AccountPage } from './account-page.tsx'

/**
 * SPEC §2 /social/login: where the social login's callback sends the browser, with ?token=… (logged
 * in) or ?error=… (a German message). The token leaves the address bar at once.
 */
export function SocialLoginPage() {
  const [query] = useSearchParams()
  const token = query.get('token')
  const [error, setError] = useState<string | null>(query.get('error'))
  const started = useRef(false)

  useEffect(() => {
    if (!token || started.current) return
    started.current = true
    history.replaceState(history.state, '', '/social/login')
    auth.adoptToken(token)
    fetchUser()
      .then((user) => {
        auth.setUser(user)
        finishLoginNavigation(user, { redirect: true })
      })
      .catch((reason: unknown) => {
        auth.signOut()
        setError(reason instanceof Error ? reason.message : 'Die Anmeldung hat nicht geklappt.')
      })
  }, [token])

  return (
    <AccountPage title="Anmeldung" narrow>
      {error ? (
        <Card className="account-section">
          <Notice tone="error" title="Die Anmeldung hat nicht geklappt">
            <p>{error}</p>
          </Notice>
          <div className="account-form__actions">
            <Button design="primary" onClick={() => openAuthDialog({ redirect: true })}>
              Erneut anmelden
            </Button>
          </div>
        </Card>
      ) : token ? (
        <Skeleton lines={2} label="Du wirst angemeldet …" />
      ) : (
        <Card className="account-section">
          <p className="account-section__text">
            Hier kommst Du nach der Anmeldung über einen anderen Dienst an. Es liegt gerade keine Anmeldung vor.
          </p>
          <div className="account-form__actions">
            <Button design="primary" onClick={() => openAuthDialog({ redirect: true })}>
              Anmelden
            </Button>
          </div>
        </Card>
      )}
    </AccountPage>
  )
}
