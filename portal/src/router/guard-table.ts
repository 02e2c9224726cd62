/**
 * @module guard-table — the SPEC §6 route guards of the portal's routes, by route pattern (the
 * patterns of routes.tsx). A route not listed here runs the default guard only.
 */

/** SPEC §6: "authenticated" is the default guard of every page (it only touches business users). */
export const DEFAULT_GUARDS = ['authenticated'] as const

const EMPLOYER_REGISTRATION = ['no-business', 'no-school', 'no-region', 'no-trainee'] as const
const TRAINEE_PAGE = ['logged-in', 'no-business', 'no-school', 'no-region'] as const

// Names are plain strings on purpose: a misspelt guard is the 500 "Unknown middleware" of SPEC §8.
export const ROUTE_GUARDS: Readonly<Record<string, readonly string[]>> = {
  '/einstellungen': ['logged-in'],
  '/passwort-zuruecksetzen': ['logged-out'],
  '/arbeitgeber/registrierung': EMPLOYER_REGISTRATION,
  '/arbeitgeber-registrierung': EMPLOYER_REGISTRATION,
  // No role guard: with an invitation link the page itself asks a logged-in account to log out first.
  '/arbeitgeber/einladung': [],
  '/schule/registrierung': ['no-school', 'no-business', 'no-region', 'no-trainee'],
  '/region/registrierung': ['no-region', 'no-business', 'no-school', 'no-trainee'],
  '/i/profile': TRAINEE_PAGE,
  '/i/profile/editieren': TRAINEE_PAGE,
  '/i/dokumente': TRAINEE_PAGE,
  '/i/password': TRAINEE_PAGE,
  '/i/benachrichtigungen': TRAINEE_PAGE,
  '/favoriten': TRAINEE_PAGE,
  '/betrieb': ['business'],
  '/betrieb/problem': ['business'],
  '/betrieb/benutzer': ['business'],
  '/betrieb/azubis': ['business'],
  '/betrieb/store': ['business'],
  '/betrieb/store/kasse': ['business'],
  '/betrieb/store/feature': ['business'],
  '/betrieb/store/feature/:name': ['business'],
  '/betrieb/store/:featureName': ['business'],
  '/betrieb/abonnements': ['business'],
  '/betrieb/api-schluessel': ['business'],
  // /schule and /region are where the school and region guards send business users: no role guard there.
  '/schule/einstellungen': ['school'],
  '/schule/nutzerverwaltung': ['school'],
  '/schule/firmennetzwerk': ['school'],
  '/betriebe/schulnetzwerk': ['business'],
  '/region/einstellungen': ['region'],
  '/region/betriebe': ['region'],
  '/region/hinzufuegen': ['region'],
  '/region/channel': ['region'],
  '/region/plattform': ['region'],
  '/region/schulen': ['region'],
  // The career site under the own domain (docs/custom-domain.md); the server checks the pro portal.
  '/region/eigene-domain': ['region'],
  '/betrieb/eigene-domain': ['business'],
  '/admin': ['admin'],
  '/admin/livestreams': ['admin'],
  '/admin/messen': ['admin'],
  '/admin/uebersicht': ['admin'],
  '/admin/betriebe': ['admin'],
  '/admin/joblists': ['admin'],
  '/admin/schulen': ['admin'],
  '/admin/regionen': ['admin'],
  '/admin/konversationen': ['admin'],
  '/admin/event/erstellen': ['admin'],
  '/admin/umfragen': ['admin'],
  '/admin/kampagne': ['admin'],
  '/admin/kampagne/erstellen': ['admin'],
  '/admin/kampagne/erstellen/:templateId': ['admin'],
  '/admin/kampagne/bewerben': ['admin'],
  '/admin/kampagne/bewerben/:mediaId': ['admin'],
  '/admin/seiten': ['admin'],
  '/admin/seiten/:id': ['admin'],
  '/admin/seiten/:id/vorschau': ['admin'],
  // A region edits its own region pages (docs/content-pages.md); the server checks each page.
  '/region/seiten': ['region'],
  '/region/seiten/:id': ['region'],
  '/region/seiten/:id/vorschau': ['region'],
  '/admin/artikel': ['admin'],
  // SPEC §6: the dashboard is also the dashboard account's (docs/oabalytics.md).
  '/admin/dashboard': ['dashboard'],
  '/admin/oabalytics': ['admin'],
  '/admin/oabalytics/users/detailed': ['admin'],
  '/admin/oabalytics/users/:id': ['admin'],
  '/admin/oabalytics/users/:id/detailed': ['admin'],
  // A company or a region writes articles there; the preview is also the admin's (docs/articles.md).
  '/artikel/erstellen': ['logged-in'],
  '/artikel/vorschau': ['logged-in'],
  '/admin/livestream/:livestream': ['admin'],
  '/admin/livestream/:livestream/chat': ['admin'],
  '/admin/livestream/:livestream/events': ['admin'],
  '/admin/livestream/:livestream/timer': ['admin'],
  '/chat': ['logged-in'],
  '/betriebe/:slug/bearbeiten': ['business'],
  '/betriebe/:slug/profilbesucher': ['business'],
  // Issue 5, the company's job pages. The business guard sends a business without the trustworthy
  // permission from /betrieb/job/erstellen to the legacy editor; the review page is also the admin's.
  '/betrieb/job/erstellen': ['business'],
  '/betrieb/job/vorschau': ['business'],
  '/betrieb/job/bearbeiten': ['business'],
  '/betrieb/job/:slug/bearbeiten': ['business'],
  '/betriebe/:slug/jobs/uebersicht': ['business'],
  '/betriebe/:slug/jobs/erstellen': ['business'],
  '/betriebe/:slug/jobs/:jobSlug/review': ['logged-in'],
  '/betrieb/standorte': ['business'],
  '/betriebe/:slug/beitraege/:postSlug/bearbeiten': ['business'],
  '/betrieb/anfragen': ['business'],
  '/betrieb/channels': ['business'],
  '/betrieb/einblick': ['business'],
  '/betrieb/einblick/iframe': ['business'],
  '/betrieb/einblick/iframe/:id': ['business'],
  '/betrieb/bewerber/:id': ['business'],
  // Internal pages need the admin login in every mode (docs/security.md); the style guide is also
  // hidden unless the server runs with OABAT_INTERN_PAGES=1 (docs/intern-pages.md), the outbox is
  // not: without SMTP_URL the admin reads mails there.
  '/intern/components': ['hide-in-production', 'admin'],
  '/intern/css': ['hide-in-production', 'admin'],
  '/intern/icons': ['hide-in-production', 'admin'],
  '/intern/parallax': ['hide-in-production', 'admin'],
  '/test': ['hide-in-production', 'admin'],
  '/testing': ['hide-in-production', 'admin'],
  '/intern/mails': ['admin'],
}

/** The guards a route runs: the default one first, then its own. */
export function guardsOf(pattern: string): readonly string[] {
  return [...DEFAULT_GUARDS, ...(ROUTE_GUARDS[pattern] ?? [])]
}
