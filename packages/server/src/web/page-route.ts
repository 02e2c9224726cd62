import { accountPageTitle, type ListingRoute, matchListingRoute } from '@oabat/core'

/** The portal pages whose head the server fills in; anything else is an unknown route. */
export type PageRoute =
  | { page: 'home' }
  | { page: 'search'; type: 'ausbildung' | 'praktikum'; locationSlug: string | null; allOffers: boolean }
  | { page: 'business'; businessSlug: string }
  | { page: 'job'; businessSlug: string; jobSlug: string }
  | { page: 'listing'; route: ListingRoute }
  | { page: 'account'; title: string }
  | { page: 'not-found' }

const SEGMENT = '([^/]+)'
const PATTERNS: Array<[RegExp, (m: string[], query: URLSearchParams) => PageRoute]> = [
  [/^\/$/, () => ({ page: 'home' })],
  [
    /^\/(ausbildung|praktikum)\/?$/,
    (m, q) => ({ page: 'search', type: searchType(m[1]), locationSlug: null, allOffers: allOffers(q) }),
  ],
  [
    new RegExp(`^/(ausbildung|praktikum)/${SEGMENT}/?$`),
    (m, q) => ({ page: 'search', type: searchType(m[1]), locationSlug: m[2] as string, allOffers: allOffers(q) }),
  ],
  [new RegExp(`^/betriebe/${SEGMENT}/?$`), (m) => ({ page: 'business', businessSlug: m[1] as string })],
  [
    new RegExp(`^/betriebe/${SEGMENT}/jobs/${SEGMENT}/?$`),
    (m) => ({ page: 'job', businessSlug: m[1] as string, jobSlug: m[2] as string }),
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
  for (const [pattern, build] of PATTERNS) {
    const match = pattern.exec(pathname)
    if (match)
      return build(
        match.map((part) => (part === undefined ? '' : decodeURIComponent(part))),
        query,
      )
  }
  const accountTitle = accountPageTitle(pathname)
  if (accountTitle) return { page: 'account', title: accountTitle }
  // The other search, listing and region pages (SPEC §2; docs/search-and-regions.md).
  const listing = matchListingRoute(pathname, query)
  if (listing) return { page: 'listing', route: listing }
  return { page: 'not-found' }
}
