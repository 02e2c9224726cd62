/**
 * Portal pages of accounts and areas (SPEC §2), without parameters. They are personal, so the
 * server answers them with their title and keeps them out of search engines (noindex).
 */
export const ACCOUNT_PAGE_TITLES: Readonly<Record<string, string>> = {
  '/abmelden': 'Abmelden',
  '/einstellungen': 'Einstellungen',
  '/favoriten': 'Favoriten',
  '/passwort-zuruecksetzen': 'Passwort zurücksetzen',
  '/verify': 'E-Mail-Adresse bestätigen',
  '/social/login': 'Anmeldung',
  '/arbeitgeber/registrierung': 'Als Arbeitgeber registrieren',
  '/arbeitgeber-registrierung': 'Als Arbeitgeber registrieren',
  '/arbeitgeber/einladung': 'Einladung für Arbeitgeber',
  '/schule/registrierung': 'Schule registrieren',
  '/region/registrierung': 'Region registrieren',
  '/i/profile': 'Mein Profil',
  '/i/profile/editieren': 'Profil bearbeiten',
  '/i/dokumente': 'Dokumente',
  '/i/password': 'Passwort ändern',
  '/i/benachrichtigungen': 'Benachrichtigungen',
  '/betrieb': 'Mein Betrieb',
  '/betrieb/problem': 'E-Mail-Adresse bestätigen',
  '/schule': 'Schulen',
  '/schule/einstellungen': 'Einstellungen',
  '/schule/nutzerverwaltung': 'Nutzerverwaltung',
  '/schule/firmennetzwerk': 'Firmennetzwerk',
  '/betriebe/schulnetzwerk': 'Schulnetzwerk',
  '/region/einstellungen': 'Einstellungen',
  '/admin': 'Admin',
  '/admin/livestreams': 'Livestreams',
  '/admin/messen': 'Messen',
  '/admin/uebersicht': 'Übersicht',
  '/admin/betriebe': 'Betriebe',
  '/admin/joblists': 'Joblisten',
  '/admin/schulen': 'Schulen',
  '/admin/regionen': 'Regionen',
  '/admin/artikel': 'Artikel',
  '/admin/seiten': 'Seiten',
  '/region/seiten': 'Seiten',
  '/admin/dashboard': 'Dashboard',
  '/admin/oabalytics': 'Oabalytics',
  '/admin/oabalytics/users/detailed': 'Oabalytics: Letzte Besuche',
  '/artikel/vorschau': 'Vorschau eines Artikels',
  '/artikel/erstellen': 'Meine Artikel',
  '/chat': 'Nachrichten',
  '/intern/mails': 'Postausgang (intern)',
  '/betrieb/standorte': 'Standorte',
  '/betrieb/eigene-domain': 'Eigene Domain',
  '/region/eigene-domain': 'Eigene Domain',
  '/betrieb/anfragen': 'Anfragen',
  '/betrieb/channels': 'Channels',
  '/betrieb/einblick': 'Einblick',
  '/betrieb/einblick/iframe': 'Neue Einbindung',
  '/betrieb/benutzer': 'Benutzerverwaltung',
  '/betrieb/azubis': 'Unsere Azubis',
  '/betrieb/job/erstellen': 'Stelle erstellen',
  '/betrieb/job/vorschau': 'Vorschau der Stelle',
  '/betrieb/job/bearbeiten': 'Stelle bearbeiten',
  '/betrieb/store': 'Store',
  '/betrieb/store/kasse': 'Kasse',
  '/betrieb/store/feature': 'Store',
  '/betrieb/abonnements': 'Abonnements und Rechnungen',
  '/betrieb/api-schluessel': 'API-Schlüssel',
  '/region/betriebe': 'Mitgliederverwaltung',
  '/region/hinzufuegen': 'Betrieb hinzufügen',
  '/region/channel': 'Mein Channel',
  '/region/plattform': 'Channelinhalte',
  '/region/schulen': 'Schulverwaltung',
  '/admin/konversationen': 'Konversationen',
  '/admin/event/erstellen': 'Event erstellen',
  '/admin/umfragen': 'Umfragen',
  '/admin/kampagne': 'Kampagnen',
  '/admin/kampagne/erstellen': 'Neue Kampagne',
  '/admin/kampagne/bewerben': 'Kampagne bewerben',
}

/**
 * Personal pages with parameters (SPEC §2, employer area), in the portal's pattern syntax. They are
 * matched before the public business and job pages, whose patterns would otherwise take them
 * (`/betriebe/{slug}/jobs/erstellen` is no job called "erstellen").
 */
export const ACCOUNT_PAGE_PATTERNS: ReadonlyArray<readonly [pattern: string, title: string]> = [
  ['/betriebe/:slug/bearbeiten', 'Profil bearbeiten'],
  ['/betriebe/:slug/jobs/uebersicht', 'Unsere Berufe'],
  ['/betriebe/:slug/jobs/erstellen', 'Stelle erstellen'],
  ['/betriebe/:slug/jobs/:jobSlug/review', 'Stelle prüfen'],
  ['/betriebe/:slug/beitraege/:postSlug/bearbeiten', 'Beitrag bearbeiten'],
  ['/betrieb/job/:slug/bearbeiten', 'Stelle bearbeiten'],
  ['/betrieb/bewerber/:id', 'Profil'],
  ['/betrieb/einblick/iframe/:id', 'Einbindung'],
  ['/admin/livestream/:livestream', 'Livestream'],
  ['/admin/livestream/:livestream/chat', 'Livestream: Chat'],
  ['/admin/livestream/:livestream/events', 'Livestream: Reaktionen'],
  ['/admin/livestream/:livestream/timer', 'Livestream: Ablauf'],
  ['/admin/seiten/:id', 'Seite bearbeiten'],
  ['/admin/seiten/:id/vorschau', 'Vorschau einer Inhaltsseite'],
  ['/region/seiten/:id', 'Seite bearbeiten'],
  ['/region/seiten/:id/vorschau', 'Vorschau einer Inhaltsseite'],
  ['/admin/oabalytics/users/:id', 'Oabalytics: Besucher'],
  ['/admin/oabalytics/users/:id/detailed', 'Oabalytics: Datensätze eines Besuchers'],
  ['/betrieb/store/feature/:name', 'Store'],
  ['/betrieb/store/:featureName', 'Store'],
  ['/betriebe/:slug/profilbesucher', 'Profilbesucher'],
  ['/admin/kampagne/erstellen/:templateId', 'Neue Kampagne'],
  ['/admin/kampagne/bewerben/:mediaId', 'Kampagne bewerben'],
]

/**
 * The internal pages (SPEC §2, the living style guide; docs/intern-pages.md). The server shows them
 * only with OABAT_INTERN_PAGES=1 and answers 404 otherwise, so a production site shows none of them.
 */
export const INTERN_PAGE_TITLES: Readonly<Record<string, string>> = {
  '/intern/components': 'Komponenten (intern)',
  '/intern/css': 'CSS (intern)',
  '/intern/icons': 'Icons (intern)',
  '/intern/parallax': 'Parallax (intern)',
  '/test': 'Widgets (intern)',
  '/testing': 'Zustände (intern)',
}

/** The title of an internal page, or null when the path is none. */
export function internPageTitle(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname
  return INTERN_PAGE_TITLES[path] ?? null
}

const compiledPatterns = ACCOUNT_PAGE_PATTERNS.map(
  ([pattern, title]) => [new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`), title] as const,
)

/** The title of an account page, or null when the path is none. */
export function accountPageTitle(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname
  const exact = ACCOUNT_PAGE_TITLES[path]
  if (exact) return exact
  return compiledPatterns.find(([pattern]) => pattern.test(path))?.[1] ?? null
}
