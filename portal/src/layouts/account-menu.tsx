import { homeLinkPath, isAdmin, isTrainee, profilePath, type User } from '@oabat/core'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, matchRoute, useLocation, useRouter } from 'wouter'
import { personName } from '../auth/display-name.ts'
import { routePatterns } from '../router/route-registry.ts'

interface AccountLink {
  label: string
  href: string
}

/** Whether a concrete path is one of the portal's pages (the profile of a school has none yet). */
function usePageExists() {
  const { parser } = useRouter()
  return (path: string) => routePatterns().some((pattern) => matchRoute(parser, pattern, path)[0])
}

function accountLinks(user: User, pageExists: (path: string) => boolean): AccountLink[] {
  const links: AccountLink[] = []
  const home = homeLinkPath(user)
  if (home !== '/') links.push({ label: 'Mein Bereich', href: home })
  const profile = profilePath(user)
  if (profile && profile !== home && pageExists(profile)) links.push({ label: 'Mein Profil', href: profile })
  if (pageExists('/chat')) links.push({ label: 'Nachrichten', href: '/chat' })
  if (isTrainee(user) && pageExists('/favoriten')) links.push({ label: 'Favoriten', href: '/favoriten' })
  if (isAdmin(user)) links.push({ label: 'Admin', href: '/admin' })
  links.push({ label: 'Einstellungen', href: '/einstellungen' })
  links.push({ label: 'Abmelden', href: '/abmelden' })
  return links
}

/** The logged-in account in the header: a button with the name that unfolds the account links. */
export function AccountMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false)
  const [path] = useLocation()
  const pageExists = usePageExists()
  const listId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu, so it runs on the path
  useEffect(() => {
    setOpen(false)
  }, [path])

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  const name = personName(user)
  return (
    <div className="account-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span className="account-menu__initial" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="account-menu__name">{user.firstname || name}</span>
        <span className="visually-hidden">: Konto-Menü</span>
      </button>
      <ul id={listId} className="account-menu__list" hidden={!open}>
        <li className="account-menu__who">
          <strong>{name}</strong>
          <span>{user.email}</span>
        </li>
        {accountLinks(user, pageExists).map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="account-menu__link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
