import { describe, expect, it } from 'vitest'
import { canonicalListingPath, type ListingRoute, matchListingRoute, regionPath } from './listing-routes.ts'

const P = 'passau-2855328'

describe('matchListingRoute: SPEC §2 search, listing and region routes with their named variants', () => {
  it.each([
    // [path, query, expected page, canonical path]
    ['/ausbildung', '', { page: 'search', tab: 'ausbildung', locationSlug: null }, '/ausbildung'],
    [`/ausbildung/${P}`, '', { page: 'search', tab: 'ausbildung', locationSlug: P }, `/ausbildung/${P}`],
    [`/ausbildung/${P}`, 'praktikum=1', { page: 'search', tab: 'praktikum' }, `/praktikum/${P}`],
    [`/ausbildung/${P}`, 'category=Alles', { page: 'search', tab: 'alles' }, `/ausbildung/${P}`],
    [`/ausbildung/${P}`, 'list=handwerk', { page: 'search', list: 'handwerk' }, `/ausbildung/${P}`],
    ['/praktikum', '', { page: 'search', tab: 'praktikum', locationSlug: null }, '/praktikum'],
    [`/praktikum/${P}`, '', { page: 'search', tab: 'praktikum' }, `/praktikum/${P}`],
    ['/unternehmen', '', { page: 'search', tab: 'unternehmen', locationSlug: null }, '/unternehmen'],
    [`/unternehmen/${P}`, '', { page: 'search', tab: 'unternehmen' }, `/unternehmen/${P}`],
    [`/news/${P}`, '', { page: 'search', tab: 'neuigkeiten' }, `/news/${P}`],
    [`/a/${P}`, '', { page: 'search', tab: 'alles', locationSlug: P }, `/ausbildung/${P}`],
    [`/messe/${P}`, '', { page: 'messe', tab: 'alles' }, `/messe/${P}`],
    [`/messe/${P}/ausbildung`, '', { page: 'messe', tab: 'ausbildung' }, `/messe/${P}/ausbildung`],
    [`/messe/${P}/praktikum`, '', { page: 'messe', tab: 'praktikum' }, `/messe/${P}/praktikum`],
    [`/messe/${P}/unternehmen`, '', { page: 'messe', tab: 'unternehmen' }, `/messe/${P}/unternehmen`],
    [`/messe/${P}/news`, '', { page: 'messe', tab: 'neuigkeiten' }, `/messe/${P}/news`],
    ['/auswahl', '', { page: 'auswahl', jobListSlug: null }, '/auswahl'],
    ['/auswahl/handwerk', '', { page: 'auswahl', jobListSlug: 'handwerk' }, '/auswahl/handwerk'],
    ['/beitrag/neu-1', '', { page: 'post', postSlug: 'neu-1' }, '/beitrag/neu-1'],
    ['/event/tag-1', '', { page: 'event', eventSlug: 'tag-1' }, '/event/tag-1'],
    ['/region', '', { page: 'regions' }, '/region'],
    ['/region/hauzenberg', '', { page: 'region', section: 'start', v2: false }, '/region/hauzenberg'],
    ['/region/v2/passau', '', { page: 'region', section: 'start', v2: true }, '/region/passau'],
    ['/region/hauzenberg/ausbildung', '', { section: 'ausbildung' }, '/region/hauzenberg/ausbildung'],
    [
      '/region/hauzenberg/ausbildung_embed',
      '',
      { section: 'ausbildung', embed: true },
      '/region/hauzenberg/ausbildung',
    ],
    [
      '/region/hauzenberg/unternehmen_embed',
      '',
      { section: 'unternehmen', embed: true },
      '/region/hauzenberg/unternehmen',
    ],
    ['/region/hauzenberg/news', '', { section: 'news' }, '/region/hauzenberg/news'],
    ['/region/hauzenberg/arbeitgeber/events', '', { section: 'events' }, '/region/hauzenberg/arbeitgeber/events'],
    ['/region/v2/hauzenberg/schulen', '', { section: 'schulen', v2: true }, '/region/hauzenberg/schulen'],
    [
      '/region/hauzenberg/anmeldung_creator',
      '',
      { section: 'anmeldung_creator' },
      '/region/hauzenberg/anmeldung_creator',
    ],
    ['/hauzenberg', '', { page: 'region', section: 'start', fixed: true }, '/region/hauzenberg'],
    ['/passau/anmeldung', '', { page: 'region', section: 'anmeldung', fixed: true }, '/passau/anmeldung'],
    ['/inn-salzach/anmeldung', '', { section: 'anmeldung' }, '/inn-salzach/anmeldung'],
  ] as const)('%s?%s', (path, query, expected, canonical) => {
    const route = matchListingRoute(path, new URLSearchParams(query)) as ListingRoute
    expect(route).toMatchObject(expected)
    expect(canonicalListingPath(route)).toBe(canonical)
  })

  it.each([
    '/',
    '/ausbildung/a/b',
    '/news/a/b',
    '/messe',
    `/messe/${P}/jobs`,
    '/region/betriebe',
    '/region/hauzenberg/unbekannt',
    '/region/v2/passau/ausbildung',
    '/hauzenberg/anmeldung',
    '/region/%E0%A4%A',
    '/betriebe/x',
  ])('%s is not a listing route', (path) => {
    expect(matchListingRoute(path)).toBeNull()
  })

  it('v2 regions have their start and school pages under /region/v2/', () => {
    expect(regionPath('passau', 'start', true)).toBe('/region/v2/passau')
    expect(regionPath('passau', 'schulen', true)).toBe('/region/v2/passau/schulen')
    expect(regionPath('passau', 'ausbildung', true)).toBe('/region/passau/ausbildung')
    const route = matchListingRoute('/passau') as ListingRoute
    expect(canonicalListingPath(route, true)).toBe('/region/v2/passau')
  })
})
