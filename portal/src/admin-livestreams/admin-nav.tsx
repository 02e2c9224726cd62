import { Link, useLocation } from 'wouter'
import { ADMIN_FAIRS_PATH, ADMIN_LIVESTREAMS_PATH } from './paths.ts'
import './admin-livestreams.css'

const LINKS = [
  { href: '/admin', label: 'Übersicht' },
  { href: ADMIN_LIVESTREAMS_PATH, label: 'Livestreams' },
  { href: ADMIN_FAIRS_PATH, label: 'Messen' },
]

/** The admin area's links between its pages. */
export function AdminNav() {
  const [path] = useLocation()
  return (
    <nav className="admin-nav" aria-label="Administration">
      {LINKS.map((link) => (
        <Link key={link.href} href={link.href} aria-current={path === link.href ? 'page' : undefined}>
          {link.label}
        </Link>
      ))}
    </nav>
  )
}
