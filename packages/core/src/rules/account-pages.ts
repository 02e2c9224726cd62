/**
 * Portal pages of accounts and areas (SPEC §2), without parameters. They are personal, so the
 * server answers them with their title and keeps them out of search engines (noindex).
 */
export const ACCOUNT_PAGE_TITLES: Readonly<Record<string, string>> = {
  '/abmelden': 'Abmelden',
  '/einstellungen': 'Einstellungen',
  '/passwort-zuruecksetzen': 'Passwort zurücksetzen',
  '/verify': 'E-Mail-Adresse bestätigen',
  '/social/login': 'Anmeldung',
  '/arbeitgeber/registrierung': 'Als Arbeitgeber registrieren',
  '/arbeitgeber-registrierung': 'Als Arbeitgeber registrieren',
  '/arbeitgeber/einladung': 'Einladung für Arbeitgeber',
  '/schule/registrierung': 'Schule registrieren',
  '/region/registrierung': 'Region registrieren',
  '/i/profile': 'Mein Profil',
  '/i/password': 'Passwort ändern',
  '/i/benachrichtigungen': 'Benachrichtigungen',
  '/betrieb': 'Mein Betrieb',
  '/betrieb/problem': 'E-Mail-Adresse bestätigen',
  '/schule': 'Schulen',
  '/schule/einstellungen': 'Einstellungen',
  '/region/einstellungen': 'Einstellungen',
  '/admin': 'Admin',
  '/chat': 'Nachrichten',
  '/intern/components': 'Komponenten (intern)',
}

/** The title of an account page, or null when the path is none. */
export function accountPageTitle(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname
  return ACCOUNT_PAGE_TITLES[path] ?? null
}
