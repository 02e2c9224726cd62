import { CONTACT_PAGES, LEGAL_PAGES } from '@oabat/core'
import { Link } from 'wouter'

const PORTAL_LINKS = [
  { href: '/ausbildung', label: 'Ausbildungsplätze' },
  { href: '/praktikum', label: 'Praktikumsplätze' },
  // Content pages since issue 18 (docs/contact.md).
  ...CONTACT_PAGES.map((page) => ({ href: page.path, label: page.label })),
] as const

const SERVER_LINKS = [
  { href: '/demo/', label: 'Stellen auf Deiner Website zeigen' },
  { href: '/api/docs', label: 'API' },
] as const

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p className="site-footer__claim">
          <strong>oabat</strong> – Ausbildungsplätze und Schülerpraktika in Deiner Region.
        </p>
        <nav aria-label="Weitere Seiten">
          <ul className="site-footer__links">
            {PORTAL_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
            {SERVER_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        {/* The legal and info pages are content pages (docs/content-pages.md); every page links them. */}
        <nav aria-label="Rechtliches">
          <ul className="site-footer__links site-footer__links--legal">
            {LEGAL_PAGES.map((legal) => (
              <li key={legal.path}>
                <Link href={legal.path}>{legal.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  )
}
