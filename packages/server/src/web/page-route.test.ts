import { describe, expect, it } from 'vitest'
import { matchPageRoute } from './page-route.ts'

describe('matchPageRoute (SPEC §2 routes of this slice)', () => {
  it.each([
    ['/', { page: 'home' }],
    ['/ausbildung', { page: 'search', type: 'ausbildung', locationSlug: null, allOffers: false }],
    ['/praktikum/', { page: 'search', type: 'praktikum', locationSlug: null, allOffers: false }],
    [
      '/ausbildung/passau-2855328',
      { page: 'search', type: 'ausbildung', locationSlug: 'passau-2855328', allOffers: false },
    ],
    [
      '/praktikum/zip-passau-94032',
      { page: 'search', type: 'praktikum', locationSlug: 'zip-passau-94032', allOffers: false },
    ],
    ['/betriebe/muster-gmbh', { page: 'business', businessSlug: 'muster-gmbh' }],
    ['/betriebe/m%C3%BCller/jobs/koch', { page: 'job', businessSlug: 'müller', jobSlug: 'koch' }],
    ['/schule/gs-passau', { page: 'school', schoolSlug: 'gs-passau', section: 'profile' }],
    ['/schule/gs-passau/schwarzes-brett', { page: 'school', schoolSlug: 'gs-passau', section: 'board' }],
    ['/schule/gs-passau/minibat', { page: 'school', schoolSlug: 'gs-passau', section: 'board' }],
    ['/schule/gs-passau/einladung', { page: 'school', schoolSlug: 'gs-passau', section: 'invitation' }],
    ['/schule/registrierung', { page: 'account', title: 'Schule registrieren' }],
    ['/schule/nutzerverwaltung', { page: 'account', title: 'Nutzerverwaltung' }],
    ['/schule/suche', { page: 'school-search', locationSlug: null }],
    ['/schule/suche/passau-2855328', { page: 'school-search', locationSlug: 'passau-2855328' }],
    ['/404', { page: 'not-found' }],
    ['/gibt-es-nicht', { page: 'not-found' }],
    ['/ausbildung/a/b', { page: 'not-found' }],
    ['/betriebe/%E0%A4%A', { page: 'not-found' }],
  ])('%s', (path, expected) => {
    expect(matchPageRoute(path)).toEqual(expected)
  })

  it('reads the tab "Alles" from ?category=Alles', () => {
    expect(matchPageRoute('/ausbildung/passau-2855328', new URLSearchParams('category=Alles&radius=25'))).toEqual({
      page: 'search',
      type: 'ausbildung',
      locationSlug: 'passau-2855328',
      allOffers: true,
    })
  })
})

describe('account pages', () => {
  it.each([
    ['/einstellungen', 'Einstellungen'],
    ['/arbeitgeber/registrierung', 'Als Arbeitgeber registrieren'],
    ['/i/benachrichtigungen/', 'Benachrichtigungen'],
    ['/admin', 'Admin'],
    ['/admin/livestreams', 'Livestreams'],
    ['/admin/messen', 'Messen'],
    ['/admin/livestream/12/chat', 'Livestream: Chat'],
  ])('%s is a page titled %s', (path, title) => {
    expect(matchPageRoute(path)).toEqual({ page: 'account', title })
  })

  it('keeps unknown area paths unknown', () => {
    expect(matchPageRoute('/einstellungen/kaputt')).toEqual({ page: 'not-found' })
  })
})
