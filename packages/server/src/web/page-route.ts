import { accountPageTitle, type ListingRoute, matchListingRoute, type SchoolSection } from '@oabat/core'

/** The portal pages whose head the server fills in; anything else is an unknown route. */
export type PageRoute =
  | { page: 'home' }
  | { page: 'search'; type: 'ausbildung' | 'praktikum'; locationSlug: string | null; allOffers: boolean }
  | { page: 'business'; businessSlug: string }
  | { page: 'job'; businessSlug: string; jobSlug: string }
  /** An internship's weeks to book (docs/company-pages.md). */
  | { page: 'internship'; businessSlug: string; jobSlug: string }
  /** A company's apprentices (docs/company-pages.md). */
  | { page: 'azubis'; businessSlug: string }
  | { page: 'listing'; route: ListingRoute }
  | { page: 'account'; title: string }
  | { page: 'embed'; embed: EmbedRoute }
  | { page: 'site'; businessSlug: string; siteSlug: string }
  | { page: 'livestream'; livestreamId: number; withSearch: boolean }
  | { page: 'school'; schoolSlug: string; section: SchoolSection }
  | { page: 'school-search'; locationSlug: string | null }
  /** A published content page (docs/content-pages.md), found in the database for a path no product route answers. */
  | { page: 'content'; path: string; title: string; description: string }
  /** A published article (docs/articles.md); /artikel/vorschau is the author's preview, an account page. */
  | { page: 'article'; articleSlug: string }
  /** SPEC §2 /statistiken/oabat and /statistiken-oabat: the platform's headline numbers (docs/oabalytics.md). */
  | { page: 'platform-statistics' }
  | { page: 'not-found' }

/** The portal pages made to be shown in another site's iframe (SPEC §2 layout "embed"). */
export type EmbedRoute =
  | { kind: 'businesses' }
  | { kind: 'jobs' }
  | { kind: 'livestream' }
  | { kind: 'business-jobs'; businessSlug: string }
  | { kind: 'job-card'; businessSlug: string; jobSlug: string | null }

/**
 * Second segments under /betriebe/{slug}/ that are pages of the business, never a site's slug
 * (SPEC §2 employer area): /betriebe/{slug}/{siteslug} is a site only when it is none of these.
 */
export const RESERVED_BUSINESS_SEGMENTS: ReadonlySet<string> = new Set([
  'azubis',
  'bearbeiten',
  'beitraege',
  'jobs',
  'profilbesucher',
])

const SEGMENT = '([^/]+)'
const PATTERNS: Array<[RegExp, (m: string[], query: URLSearchParams) => PageRoute]> = [
  [/^\/$/, () => ({ page: 'home' })],
  [/^\/statistiken(\/|-)oabat\/?$/, () => ({ page: 'platform-statistics' })],
  [new RegExp(`^/artikel/${SEGMENT}/?$`), (m) => ({ page: 'article', articleSlug: m[1] as string })],
  [
    /^\/(ausbildung|praktikum)\/?$/,
    (m, q) => ({ page: 'search', type: searchType(m[1]), locationSlug: null, allOffers: allOffers(q) }),
  ],
  [
    new RegExp(`^/(ausbildung|praktikum)/${SEGMENT}/?$`),
    (m, q) => ({ page: 'search', type: searchType(m[1]), locationSlug: m[2] as string, allOffers: allOffers(q) }),
  ],
  // SPEC §2 Livestream; ids are numbers (routes.tsx shows the 404 page for anything else).
  [
    /^\/livestream\/([1-9]\d{0,9})(\/suche)?\/?$/,
    (m) => ({ page: 'livestream', livestreamId: Number(m[1]), withSearch: Boolean(m[2]) }),
  ],
  [new RegExp(`^/betriebe/${SEGMENT}/?$`), (m) => ({ page: 'business', businessSlug: m[1] as string })],
  // SPEC §2 Schools: the profile, the Schwarzes Brett (also /minibat) and the invitation page; the
  // school's own pages (/schule/registrierung, /schule/einstellungen) are account pages, matched before.
  // SPEC §2 /schule/suche/{locationSlug?} before the profile, which would read "suche" as a slug.
  [/^\/schule\/suche\/?$/, () => ({ page: 'school-search', locationSlug: null })],
  [new RegExp(`^/schule/suche/${SEGMENT}/?$`), (m) => ({ page: 'school-search', locationSlug: m[1] as string })],
  [new RegExp(`^/schule/${SEGMENT}/?$`), (m) => ({ page: 'school', schoolSlug: m[1] as string, section: 'profile' })],
  [
    new RegExp(`^/schule/${SEGMENT}/(schwarzes-brett|minibat)/?$`),
    (m) => ({ page: 'school', schoolSlug: m[1] as string, section: 'board' }),
  ],
  [
    new RegExp(`^/schule/${SEGMENT}/einladung/?$`),
    (m) => ({ page: 'school', schoolSlug: m[1] as string, section: 'invitation' }),
  ],
  [/^\/embed\/businesses\/?$/, () => ({ page: 'embed', embed: { kind: 'businesses' } })],
  [/^\/embed\/jobs\/?$/, () => ({ page: 'embed', embed: { kind: 'jobs' } })],
  [/^\/embed\/livestream\/?$/, () => ({ page: 'embed', embed: { kind: 'livestream' } })],
  // Embeds before the job page, whose pattern would read "uebersicht_embed" as a job's slug.
  [
    new RegExp(`^/betriebe/${SEGMENT}/jobs/uebersicht_embed/?$`),
    (m) => ({ page: 'embed', embed: { kind: 'business-jobs', businessSlug: m[1] as string } }),
  ],
  [
    new RegExp(`^/betriebe/${SEGMENT}/jobs/card_embed/?$`),
    (m) => ({ page: 'embed', embed: { kind: 'job-card', businessSlug: m[1] as string, jobSlug: null } }),
  ],
  [
    new RegExp(`^/betriebe/${SEGMENT}/jobs/${SEGMENT}/card_embed/?$`),
    (m) => ({ page: 'embed', embed: { kind: 'job-card', businessSlug: m[1] as string, jobSlug: m[2] as string } }),
  ],
  [
    new RegExp(`^/betriebe/${SEGMENT}/jobs/${SEGMENT}/praktikum/?$`),
    (m) => ({ page: 'internship', businessSlug: m[1] as string, jobSlug: m[2] as string }),
  ],
  [
    new RegExp(`^/betriebe/${SEGMENT}/jobs/${SEGMENT}/?$`),
    (m) => ({ page: 'job', businessSlug: m[1] as string, jobSlug: m[2] as string }),
  ],
  [new RegExp(`^/betriebe/${SEGMENT}/azubis/?$`), (m) => ({ page: 'azubis', businessSlug: m[1] as string })],
  [
    new RegExp(`^/betriebe/${SEGMENT}/${SEGMENT}/?$`),
    (m) =>
      RESERVED_BUSINESS_SEGMENTS.has(m[2] as string)
        ? { page: 'not-found' }
        : { page: 'site', businessSlug: m[1] as string, siteSlug: m[2] as string },
  ],
]

/** SPEC §2: the tab "Alles" is the search with ?category=Alles. */
function allOffers(query: URLSearchParams): boolean {
  return query.get('category') === 'Alles'
}

function searchType(value: string | undefined): 'ausbildung' | 'praktikum' {
  return value === 'praktikum' ? 'praktikum' : 'ausbildung'
}

/** Matches a request path against the portal's route table (SPEC §2, this slice); /404 and the rest are not found. */
export function matchPageRoute(pathname: string, query: URLSearchParams = new URLSearchParams()): PageRoute {
  // A path that decodes as a whole has segments that decode alone too (escapes never span a "/").
  try {
    if (decodeURIComponent(pathname).includes('\0')) return { page: 'not-found' }
  } catch {
    return { page: 'not-found' }
  }
  // Personal pages first: /betriebe/{slug}/jobs/erstellen is no job page.
  const accountTitle = accountPageTitle(pathname)
  if (accountTitle) return { page: 'account', title: accountTitle }
  for (const [pattern, build] of PATTERNS) {
    const match = pattern.exec(pathname)
    if (match)
      return build(
        match.map((part) => (part === undefined ? '' : decodeURIComponent(part))),
        query,
      )
  }
  // The other search, listing and region pages (SPEC §2; docs/search-and-regions.md).
  const listing = matchListingRoute(pathname, query)
  if (listing) return { page: 'listing', route: listing }
  return { page: 'not-found' }
}
