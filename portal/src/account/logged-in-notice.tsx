import { Notice } from '@oabat/ui'
import { Link } from 'wouter'
import { accountLabel } from '../auth/display-name.ts'
import { useAuth } from '../auth/use-auth.ts'

/**
 * On a registration page for a logged-in account the guards let through (the admin, a business
 * buying a product): a new account needs a logout first, since registrations are for guests.
 */
export function LoggedInNotice() {
  const { user } = useAuth()
  if (!user) return null
  return (
    <Notice tone="info" title={`Du bist angemeldet als ${accountLabel(user)}.`}>
      <p>
        Ein neues Konto kannst Du registrieren, wenn Du abgemeldet bist. <Link href="/abmelden">Abmelden</Link>
      </p>
    </Notice>
  )
}
