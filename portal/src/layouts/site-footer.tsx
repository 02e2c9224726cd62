import { Link } from 'wouter'

// Legal pages (Impressum, Datenschutz, AGB) need the operator's real data and arrive with the
// content-managed pages; until then the footer links only to what exists.
const PORTAL_LINKS = [
  { href: '/ausbildung', label: 'Ausbildungsplätze' },
  { href: '/praktikum', label: 'Praktikumsplätze' },
  { href: '/kontakt', label: 'Kontakt' },
  { href: '/idee', label: 'Deine Idee für oabat' },
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
      </div>
    </footer>
  )
}
