/**
 * Where content-managed pages may live (docs/content-pages.md, "Path rules"): lower-case paths of
 * one to three segments, outside the prefixes the product itself serves. The server checks in
 * addition that no product route of the portal answers the path (web/page-route.ts).
 */

/** SPEC §2 page kinds: message or fair page, generic page, redirect, region landing page, region page, teaser page. */
export const CONTENT_PAGE_KINDS = ['message', 'generic', 'redirect', 'region_landing', 'region', 'teaser'] as const
export type ContentPageKind = (typeof CONTENT_PAGE_KINDS)[number]

/** Kinds that belong to a region: the region's own account may edit them (SPEC §6, issue 18). */
export const REGION_PAGE_KINDS: readonly ContentPageKind[] = ['region_landing', 'region']

/** One to three segments of lower-case letters, digits and single hyphens: /impressum, /messe/passau-2027. */
const CONTENT_PAGE_PATH = /^(\/[a-z0-9]+(?:-[a-z0-9]+)*){1,3}$/

/**
 * First segments that belong to the product (API, files, areas, articles, custom domains, the
 * internal pages): a content page never sits under them.
 */
export const RESERVED_CONTENT_PAGE_PREFIXES: readonly string[] = [
  'api',
  'assets',
  'widgets',
  'demo',
  'live',
  'admin',
  'intern',
  'i',
  'embed',
  'artikel',
  'customdomain',
  'test',
  'testing',
  '404',
  'chat',
  'einstellungen',
  'favoriten',
  'betrieb',
  'betriebe',
  'schule',
  'region',
  'abmelden',
  'verify',
  'social',
  'livestream',
  'beitrag',
  'event',
  'messe',
  'auswahl',
  'ausbildung',
  'praktikum',
  'unternehmen',
  'news',
]

export const CONTENT_PAGE_PATH_REFUSED =
  'Bitte gib einen Pfad wie /impressum oder /messe/passau-2027 an: Kleinbuchstaben, Ziffern und Bindestriche, höchstens drei Abschnitte.'

export function isContentPagePath(path: string): boolean {
  return path.length <= 120 && CONTENT_PAGE_PATH.test(path)
}

/** The reserved first segment a path starts with, or null. */
export function reservedContentPagePrefix(path: string): string | null {
  const first = path.split('/')[1] ?? ''
  return RESERVED_CONTENT_PAGE_PREFIXES.includes(first) ? first : null
}

/** The legal and info pages of SPEC §2 that ship as content pages (issue 18 item 4), in footer order. */
export const LEGAL_PAGES = [
  { path: '/impressum', label: 'Impressum' },
  { path: '/datenschutz', label: 'Datenschutz' },
  { path: '/app-datenschutz', label: 'Datenschutz der App' },
  { path: '/agb', label: 'AGB' },
  { path: '/agb-messe', label: 'AGB Messe' },
  { path: '/nutzungsbedingungen', label: 'Nutzungsbedingungen' },
  {
    path: '/nutzungsbedingungen-fuer-bildungseinrichtungen',
    label: 'Nutzungsbedingungen für Bildungseinrichtungen',
  },
] as const
