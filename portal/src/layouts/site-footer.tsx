import { Link } from 'wouter'

const LINKS = [
  { href: '/impressum', label: 'Impressum' },
  { href: '/datenschutz', label: 'Datenschutz' },
  { href: '/agb', label: 'AGB' },
  { href: '/kontakt', label: 'Kontakt' },
] as const

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p className="site-footer__claim">
          <strong>oabat</strong> – Ausbildungsplätze und Schülerpraktika in Deiner Region.
        </p>
        <nav aria-label="Rechtliches und Kontakt">
          <ul className="site-footer__links">
            {LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  )
}
