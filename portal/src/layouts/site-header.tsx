import { Link, useLocation } from 'wouter'

const NAV = [
  { href: '/ausbildung', label: 'Ausbildung' },
  { href: '/praktikum', label: 'Praktikum' },
] as const

/** Logo and the main navigation; the current section is marked for assistive technology. */
export function SiteHeader() {
  const [path] = useLocation()
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link href="/" className="site-header__logo" aria-label="oabat – zur Startseite">
          <svg viewBox="0 0 64 64" width="30" height="30" aria-hidden="true">
            <rect width="64" height="64" rx="14" fill="currentColor" />
            <circle cx="32" cy="32" r="15" fill="none" stroke="#fff" strokeWidth="7" />
            <circle cx="47" cy="17" r="6" fill="var(--oabat-color-secondary)" />
          </svg>
          <span>oabat</span>
        </Link>
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
      </div>
    </header>
  )
}
