/**
 * SPEC §2 side menus per role, read from the portal's real route table: an entry appears only when
 * the portal has its page, conditional entries follow their condition, and nothing links nowhere.
 */
import { describe, expect, test } from 'vitest'
import { TUTORIAL_STEPS, type User } from '../../packages/core/src/index.ts'
import { testUser } from '../../packages/core/src/stores/store-test-user.test-support.ts'
import { allMenuEntries, sideMenuFor } from '../../portal/src/layouts/side-menus.ts'
import { hasRoute } from '../../portal/src/router/route-registry.ts'
// Loading the route table registers every page the portal has.
import '../../portal/src/routes.tsx'

const business: User['business'] = {
  id: 1,
  slug: 'walter-antriebstechnik-ag',
  name: 'Walter Antriebstechnik AG',
  logo_url: null,
  is_visible: true,
  is_job_fair_participant: true,
  has_pro_portal: true,
  permissions: [],
  subscription_types: [],
  business_sites: [{ id: 1, slug: 'walter-passau', name: 'Walter Antriebstechnik AG' }],
  business_site_slug: 'walter-passau',
}
const businessUser = testUser({ scope: 'business', trainee: null, business })
const schoolUser = testUser({
  scope: 'school',
  trainee: null,
  school: { id: 1, slug: 'mittelschule-passau', name: 'Mittelschule Passau', channel: null, is_minibat_unlocked: true },
})
const regionUser = testUser({
  scope: 'region',
  trainee: null,
  region: { id: 5, slug: 'passau', name: 'Passau', is_v2: true, channel: { slug: 'passau' } },
})
const adminUser = testUser({ scope: 'admin', trainee: null, is_admin: true, is_superadmin: true })

function labels(user: User) {
  const menu = sideMenuFor(user)
  return (
    menu && { title: menu.title, entries: menu.entries.map((e) => e.label), actions: menu.actions.map((e) => e.label) }
  )
}

describe('side menus (SPEC §2)', () => {
  test('each role gets its menu with the pages that exist; trainees and guests have none', () => {
    expect(labels(businessUser)).toEqual({
      title: 'Walter Antriebstechnik AG',
      entries: [
        'Startseite',
        'Nachrichten',
        'Profil bearbeiten',
        'Unsere Berufe',
        'Anfragen',
        'Channels',
        'Store',
        'Abonnements',
        'Profilbesucher',
        // The pro portal's page is the own domain (docs/custom-domain.md).
        'Pro-Portal',
      ],
      actions: ['Einstellungen', 'Abmelden'],
    })
    expect(sideMenuFor(businessUser)?.entries.find((e) => e.label === 'Pro-Portal')?.href).toBe(
      '/betrieb/eigene-domain',
    )
    expect(labels(schoolUser)).toEqual({
      title: 'Mittelschule Passau',
      entries: ['Startseite', 'Schulprofil', 'Nachrichten', 'Schwarzes Brett', 'Firmennetzwerk'],
      actions: ['Einstellungen', 'Abmelden'],
    })
    expect(labels(regionUser)).toEqual({
      title: 'Passau',
      entries: [
        'Startseite',
        'Nachrichten',
        'Mitgliederverwaltung',
        'Mein Channel',
        'Channelinhalte',
        'Schulverwaltung',
        'Seiten',
      ],
      actions: [],
    })
    expect(labels(adminUser)).toEqual({
      title: 'Administration',
      entries: [
        'Übersicht',
        'Dashboard',
        'Betriebe',
        'Schulen',
        'Regionen',
        'Joblisten',
        'Artikel',
        'Seiten',
        'Messen',
        'Livestreams',
        'Event erstellen',
        'Kampagnen',
        'Umfragen',
        'Konversationen',
        'Oabalytics',
      ],
      actions: ['Einstellungen', 'Abmelden'],
    })
    expect(sideMenuFor(testUser())).toBeNull()
    expect(sideMenuFor(null)).toBeNull()
  })

  test('no shown entry links to a page the portal does not have', () => {
    for (const user of [businessUser, schoolUser, regionUser, adminUser]) {
      const menu = sideMenuFor(user)
      for (const entry of [...(menu?.entries ?? []), ...(menu?.actions ?? [])]) {
        expect(entry.route && hasRoute(entry.route), entry.label).toBe(true)
      }
    }
  })

  test('conditional business entries follow tutorial steps, job fair, pro portal and the admin account', () => {
    const plain = allMenuEntries({
      ...businessUser,
      business: { ...business, is_job_fair_participant: false, has_pro_portal: false },
    })
    const shown = (list: typeof plain.entries) => list.map((entry) => (entry ? entry.label : null)).filter(Boolean)
    expect(shown(plain.entries)).toEqual([
      'Startseite',
      'Nachrichten',
      'Profil bearbeiten',
      'Unsere Berufe',
      'Anfragen',
      'Channels',
      'Store',
      'Abonnements',
    ])
    expect(shown(plain.actions)).toEqual(['Einstellungen', 'Abmelden'])
    // Premium bought in the store brings the pro portal as a permission, without the flag (docs/store.md).
    const premium = allMenuEntries({
      ...businessUser,
      business: { ...business, has_pro_portal: false, permissions: ['statistics', 'pro_portal'] },
    })
    expect(shown(premium.entries)).toContain('Pro-Portal')

    const full = allMenuEntries({
      ...businessUser,
      is_admin: true,
      tutorial_steps: [TUTORIAL_STEPS.schoolNetwork, TUTORIAL_STEPS.firstSteps],
    })
    expect(shown(full.entries)).toEqual([
      'Startseite',
      'Nachrichten',
      'Profil bearbeiten',
      'Unsere Berufe',
      'Anfragen',
      'Channels',
      'Store',
      'Abonnements',
      'Schulnetzwerk',
      'Profilbesucher',
      'Pro-Portal',
      'Dashboard',
      'Admin',
    ])
    expect(shown(full.actions)).toEqual(['Einstellungen', 'Abmelden', 'Standorte', 'Benutzerverwaltung'])
    // Both pages exist, so the finished „Erste Schritte“ put them into the shown menu.
    expect(
      sideMenuFor({ ...businessUser, tutorial_steps: [TUTORIAL_STEPS.firstSteps] })?.actions.map((e) => e.label),
    ).toEqual(['Einstellungen', 'Abmelden', 'Standorte', 'Benutzerverwaltung'])
    // Of those, the portal has the business start page, the chat, the profile editor, the jobs, the interests, the store, the subscriptions, the profile visitors, the pro portal (the own domain), the dashboard and the admin area so far.
    expect(sideMenuFor({ ...businessUser, is_admin: true })?.entries.map((e) => e.label)).toEqual([
      'Startseite',
      'Nachrichten',
      'Profil bearbeiten',
      'Unsere Berufe',
      'Anfragen',
      'Channels',
      'Store',
      'Abonnements',
      'Profilbesucher',
      'Pro-Portal',
      'Dashboard',
      'Admin',
    ])
    // The school network's page exists: its tutorial step puts it into the shown menu.
    expect(
      sideMenuFor({ ...businessUser, tutorial_steps: [TUTORIAL_STEPS.schoolNetwork] })?.entries.map((e) => e.label),
    ).toContain('Schulnetzwerk')
  })

  test('„Einblick“ follows the job_einblick permission (SPEC §6) and stays marked on its builder pages', () => {
    const withEinblick = sideMenuFor({ ...businessUser, business: { ...business, permissions: ['job_einblick'] } })
    const entry = withEinblick?.entries.find((e) => e.label === 'Einblick')
    expect(entry).toMatchObject({ href: '/betrieb/einblick', section: ['/betrieb/einblick/'] })
    expect(withEinblick?.entries.map((e) => e.label)).toEqual([
      'Startseite',
      'Nachrichten',
      'Profil bearbeiten',
      'Unsere Berufe',
      'Anfragen',
      'Channels',
      'Einblick',
      'Store',
      'Abonnements',
      'Profilbesucher',
      'Pro-Portal',
    ])
    expect(sideMenuFor(businessUser)?.entries.map((e) => e.label)).not.toContain('Einblick')
  })
})
