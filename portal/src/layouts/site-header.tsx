import { homeLinkPath, openAuthDialog } from '@oabat/core'
import { Button } from '@oabat/ui'
import { useEffect } from 'react'
import { Link, useLocation } from 'wouter'
import { preloadAuthDialog } from '../auth/auth-dialog-host.tsx'
import { useAuth } from '../auth/use-auth.ts'
import { Deferred } from '../components/deferred.tsx'
import { lazyPage } from '../router/lazy-page.ts'

const NAV = [
  { href: '/ausbildung', label: 'Ausbildung' },
  { href: '/praktikum', label: 'Praktikum' },
] as const

// Guests never need the account menu: its code loads once there is a session.
const loadAccountMenu = () => import('./account-menu.tsx')
const AccountMenu = lazyPage(() => loadAccountMenu().then((m) => m.AccountMenu))

const accountPlaceholder = <span className="site-header__account-placeholder" aria-hidden="true" />

function AccountArea() {
  const { status, user } = useAuth()
  // A stored token is being checked: fetch the menu's code meanwhile, it is about to be shown.
  useEffect(() => {
    if (status !== 'guest') void loadAccountMenu().catch(() => {})
  }, [status])
  if (user) {
    return (
      <Deferred fallback={accountPlaceholder}>
        <AccountMenu user={user} />
      </Deferred>
    )
  }
  // While a stored token is checked, nothing flickers between "Anmelden" and the account.
  if (status === 'checking') return accountPlaceholder
  return (
    <Button
      design="primary"
      size="small"
      onPointerEnter={preloadAuthDialog}
      onFocus={preloadAuthDialog}
      onClick={() => openAuthDialog({ redirect: true })}
    >
      Anmelden
    </Button>
  )
}

/**
 * Logo (leading to the home of the role, SPEC §2 home link), the main navigation with the current
 * section marked for assistive technology, and the account: „Anmelden“ or the account menu.
 */
export function SiteHeader() {
  const [path] = useLocation()
  const { user } = useAuth()
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link href={homeLinkPath(user)} className="site-header__logo" aria-label="oabat – zur Startseite">
          <svg viewBox="0 0 64 64" width="30" height="30" aria-hidden="true">
            <rect width="64" height="64" rx="14" fill="currentColor" />
            <circle cx="32" cy="32" r="15" fill="none" stroke="#fff" strokeWidth="7" />
            <circle cx="47" cy="17" r="6" fill="var(--oabat-color-secondary)" />
          </svg>
          <span>oabat</span>
        </Link>
        <div className="site-header__end">
          <nav aria-label="Hauptnavigation">
            <ul className="site-header__nav">
              {NAV.map((item) => {
                const current = path === item.href || path.startsWith(`${item.href}/`)
                return (
                  <li key={item.href}>
                    <Link href={item.href} className="site-header__link" aria-current={current ? 'page' : undefined}>
                      {item.label}
                    </Link>
                  </li>
                )
              })}
            </ul>
          </nav>
          <AccountArea />
        </div>
      </div>
    </header>
  )
}
