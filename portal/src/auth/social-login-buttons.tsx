import { ApiRequestError } from '@oabat/core'
import { Button, Notice } from '@oabat/ui'
import { useState } from 'react'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { intendedPath } from './auth-stores.ts'
import { currentPath } from './session.ts'

const START_FAILED = 'Die Anmeldung über den Anbieter konnte nicht beginnen. Bitte versuche es noch einmal.'

/**
 * „Mit … anmelden“ for every OpenID Connect provider the server has configured
 * (GET /api/auth/social-providers). Nothing is shown while loading, on error or without providers:
 * the e-mail login works without them. A click asks GET /api/auth/social/{provider} for the
 * provider's address and leaves for it; /social/login finishes the login.
 */
export function SocialLoginButtons({
  redirect,
  verb = 'anmelden',
}: {
  redirect: boolean
  verb?: 'anmelden' | 'registrieren'
}) {
  const providers = useApi('socialProviders', {}, { revalidateOnFocus: false })
  const [leaving, setLeaving] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const list = providers.data?.data ?? []
  if (list.length === 0) return null

  const start = async (provider: string) => {
    setError(null)
    setLeaving(provider)
    try {
      const { redirectURL } = await api('socialRedirect', { params: { provider } })
      // Without redirect the login keeps the page: /social/login comes back to it.
      if (!redirect) intendedPath.remember(currentPath())
      window.location.assign(redirectURL)
    } catch (reason) {
      setLeaving(null)
      setError(reason instanceof ApiRequestError ? reason.message : START_FAILED)
    }
  }

  return (
    <div className="auth-social">
      <p className="auth-social__divider">
        <span>oder</span>
      </p>
      {error && <Notice tone="error">{error}</Notice>}
      {list.map((provider) => (
        <Button
          key={provider.name}
          type="button"
          design="white"
          size="large"
          block
          disabled={leaving !== null}
          onClick={() => void start(provider.name)}
        >
          {leaving === provider.name ? `Weiter zu ${provider.label} …` : `Mit ${provider.label} ${verb}`}
        </Button>
      ))}
    </div>
  )
}
