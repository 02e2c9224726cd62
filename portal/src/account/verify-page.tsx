import { ApiRequestError, homeLinkPath, openAuthDialog, type User } from '@oabat/core'
import { Button, Card, Notice } from '@oabat/ui'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'wouter'
import { api } from '../api/api-client.ts'
import { auth } from '../auth/auth-stores.ts'
import { useAuth } from '../auth/use-auth.ts'
import { Skeleton } from '../components/skeleton.tsx'
import { AccountPage } from './account-page.tsx'
import { EmailConfirmation } from './email-confirmation.tsx'

type Activation = { state: 'running' } | { state: 'done'; user: User } | { state: 'failed'; message: string }

/**
 * The activation link of the mail: GET /api/activate/{token} confirms the address and logs in (once).
 * On success the token leaves the address bar, so the page goes on as the confirmed, logged-in view.
 */
function ActivationLink({ token, onActivated }: { token: string; onActivated: () => void }) {
  const [activation, setActivation] = useState<Activation>({ state: 'running' })
  const started = useRef(false)
  const [, navigate] = useLocation()

  useEffect(() => {
    // The link works once; a second call (development re-run) would only report it as used.
    if (started.current) return
    started.current = true
    api('activate', { params: { token } })
      .then((answer) => {
        auth.signIn(answer.token, answer.user)
        onActivated()
        // The token of the link should not stay in the address bar or the history.
        history.replaceState(history.state, '', '/verify')
        setActivation({ state: 'done', user: answer.user })
      })
      .catch((error: unknown) => {
        // A malformed token is a 422 whose field message says more than the summary.
        const message =
          error instanceof ApiRequestError
            ? (Object.values(error.fieldErrors)[0]?.[0] ?? error.message)
            : 'Der Link konnte gerade nicht geprüft werden.'
        setActivation({ state: 'failed', message })
      })
  }, [token, onActivated])

  if (activation.state === 'running') return <Skeleton lines={2} label="Dein Link wird geprüft …" />
  if (activation.state === 'failed') {
    return (
      <Card className="account-section">
        <Notice tone="error" title="Das hat nicht geklappt">
          <p>{activation.message}</p>
        </Notice>
        <p className="account-section__text">
          Melde Dich an und fordere einen Code an, um Deine Adresse zu bestätigen.
        </p>
        <div className="account-form__actions">
          <Button design="primary" onClick={() => openAuthDialog({ redirect: false })}>
            Anmelden
          </Button>
        </div>
      </Card>
    )
  }
  return (
    <Card className="account-section">
      <Notice tone="success" title="Deine E-Mail-Adresse ist bestätigt">
        <p>Du bist jetzt angemeldet.</p>
      </Notice>
      <div className="account-form__actions">
        <Button design="primary" onClick={() => navigate(homeLinkPath(activation.user))}>
          Weiter
        </Button>
      </div>
    </Card>
  )
}

/**
 * SPEC §2 /verify: the landing page of the activation link (?token=…), and for a logged-in
 * account with an unconfirmed address the confirmation by code.
 */
export function VerifyPage() {
  const [query] = useSearchParams()
  const token = query.get('token')
  const { user, status } = useAuth()
  const [confirmed, setConfirmed] = useState(false)
  // The link also logs in; a code is entered by someone already logged in.
  const [signedInByLink, setSignedInByLink] = useState(false)
  const markActivated = useCallback(() => {
    setConfirmed(true)
    setSignedInByLink(true)
  }, [])

  let content: ReactNode
  if (token) content = <ActivationLink token={token} onActivated={markActivated} />
  else if (status === 'checking') content = <Skeleton lines={2} />
  else if (!user) {
    content = (
      <Card className="account-section">
        <p className="account-section__text">
          Öffne den Link aus unserer E-Mail oder melde Dich an, um Deine E-Mail-Adresse mit einem Code zu bestätigen.
        </p>
        <div className="account-form__actions">
          <Button design="primary" onClick={() => openAuthDialog({ redirect: false })}>
            Anmelden
          </Button>
        </div>
      </Card>
    )
  } else if (user.email_verified) {
    content = (
      <Card className="account-section">
        <Notice tone="success" title={confirmed ? 'Danke, Deine E-Mail-Adresse ist bestätigt.' : 'Alles erledigt'}>
          <p>
            Deine E-Mail-Adresse {user.email} ist bestätigt.{signedInByLink ? ' Du bist jetzt angemeldet.' : ''}
          </p>
        </Notice>
        <p>
          <Link href={homeLinkPath(user)}>Weiter</Link>
        </p>
      </Card>
    )
  } else content = <EmailConfirmation user={user} onConfirmed={() => setConfirmed(true)} />

  return (
    <AccountPage title="E-Mail-Adresse bestätigen" narrow>
      {content}
    </AccountPage>
  )
}
