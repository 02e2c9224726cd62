/**
 * @module side-menus — SPEC §2 "Side menus" per role with their conditional entries. An entry names
 * the route pattern of its page; entries whose page the portal does not have yet are left out, so
 * the menu never links to a dead page (router/route-registry.ts `hasRoute`).
 */
import { hasBusinessPermission, hasProPortal, isAdmin, TUTORIAL_STEPS, type User } from '@oabat/core'
import { hasRoute } from '../router/route-registry.ts'
import { menuAreaOf } from './menu-area.ts'

export interface MenuEntry {
  label: string
  href: string
  /** The route pattern of the page; null where SPEC names no page for it. */
  route: string | null
  /** Paths below which the entry stays marked as current (the pages it leads on to). */
  section?: string[]
  /** A count shown beside the label: the unread messages of „Nachrichten“ (SPEC §2 school menu). */
  badge?: 'unread-messages'
}

export interface SideMenu {
  /** The area's name for assistive technology, e.g. "Menü Betrieb". */
  label: string
  /** The organisation the account stands for, shown above the entries. */
  title: string
  entries: MenuEntry[]
  actions: MenuEntry[]
}

const SETTINGS: MenuEntry = { label: 'Einstellungen', href: '/einstellungen', route: '/einstellungen' }
const LOGOUT: MenuEntry = { label: 'Abmelden', href: '/abmelden', route: '/abmelden' }

function existing(entries: Array<MenuEntry | false>): MenuEntry[] {
  return entries.filter((entry): entry is MenuEntry => entry !== false && entry.route !== null && hasRoute(entry.route))
}

/** Every entry a role's menu can have, before the check for pages that exist. */
export function allMenuEntries(user: User): { entries: Array<MenuEntry | false>; actions: Array<MenuEntry | false> } {
  const admin = isAdmin(user)
  const adminEntries: Array<MenuEntry | false> = [
    admin && { label: 'Dashboard', href: '/admin/dashboard', route: '/admin/dashboard' },
    admin && { label: 'Admin', href: '/admin', route: '/admin' },
  ]
  if (user.business) {
    const slug = encodeURIComponent(user.business.slug)
    const steps = user.tutorial_steps
    // Tutorial steps unlock entries (SPEC §2 names the condition, not the step): the school network
    // after its introduction, sites and user management once „Erste Schritte“ on /betrieb is done.
    const firstSteps = steps.includes(TUTORIAL_STEPS.firstSteps)
    return {
      entries: [
        { label: 'Startseite', href: '/betrieb', route: '/betrieb' },
        { label: 'Nachrichten', href: '/chat', route: '/chat' },
        { label: 'Profil bearbeiten', href: `/betriebe/${slug}/bearbeiten`, route: '/betriebe/:slug/bearbeiten' },
        {
          label: 'Unsere Berufe',
          href: `/betriebe/${slug}/jobs/uebersicht`,
          route: '/betriebe/:slug/jobs/uebersicht',
          section: ['/betrieb/job/', `/betriebe/${slug}/jobs/`],
        },
        { label: 'Anfragen', href: '/betrieb/anfragen', route: '/betrieb/anfragen' },
        { label: 'Channels', href: '/betrieb/channels', route: '/betrieb/channels' },
        // SPEC §6 job_einblick: the embed builder (docs/einblick.md).
        hasBusinessPermission(user, 'job_einblick') && {
          label: 'Einblick',
          href: '/betrieb/einblick',
          route: '/betrieb/einblick',
          section: ['/betrieb/einblick/'],
        },
        // The store (issue #16): products, then what was bought and its invoices.
        { label: 'Store', href: '/betrieb/store', route: '/betrieb/store', section: ['/betrieb/store/'] },
        { label: 'Abonnements', href: '/betrieb/abonnements', route: '/betrieb/abonnements' },
        steps.includes(TUTORIAL_STEPS.schoolNetwork) && {
          label: 'Schulnetzwerk',
          href: '/betriebe/schulnetzwerk',
          route: '/betriebe/schulnetzwerk',
        },
        user.business.is_job_fair_participant && {
          label: 'Profilbesucher',
          href: `/betriebe/${slug}/profilbesucher`,
          route: '/betriebe/:slug/profilbesucher',
        },
        // SPEC §2 names a pro portal entry but no page for it: it leads to the own domain (docs/custom-domain.md).
        // The flag or the permission pro_portal, which a running premium subscription brings (docs/store.md).
        hasProPortal(user.business) && {
          label: 'Pro-Portal',
          href: '/betrieb/eigene-domain',
          route: '/betrieb/eigene-domain',
        },
        ...adminEntries,
      ],
      actions: [
        SETTINGS,
        LOGOUT,
        firstSteps && { label: 'Standorte', href: '/betrieb/standorte', route: '/betrieb/standorte' },
        firstSteps && { label: 'Benutzerverwaltung', href: '/betrieb/benutzer', route: '/betrieb/benutzer' },
      ],
    }
  }
  if (user.school) {
    const slug = encodeURIComponent(user.school.slug)
    return {
      entries: [
        { label: 'Startseite', href: '/schule', route: '/schule' },
        { label: 'Schulprofil', href: `/schule/${slug}`, route: '/schule/:slug' },
        { label: 'Nachrichten', href: '/chat', route: '/chat', badge: 'unread-messages' },
        { label: 'Schwarzes Brett', href: `/schule/${slug}/schwarzes-brett`, route: '/schule/:slug/schwarzes-brett' },
        { label: 'Firmennetzwerk', href: '/schule/firmennetzwerk', route: '/schule/firmennetzwerk' },
        ...adminEntries,
      ],
      actions: [{ label: 'Einstellungen', href: '/schule/einstellungen', route: '/schule/einstellungen' }, LOGOUT],
    }
  }
  if (user.region) {
    return {
      entries: [
        { label: 'Startseite', href: '/region', route: '/region' },
        { label: 'Nachrichten', href: '/chat', route: '/chat' },
        { label: 'Mitgliederverwaltung', href: '/region/betriebe', route: '/region/betriebe' },
        { label: 'Mein Channel', href: '/region/channel', route: '/region/channel' },
        { label: 'Channelinhalte', href: '/region/plattform', route: '/region/plattform' },
        { label: 'Schulverwaltung', href: '/region/schulen', route: '/region/schulen' },
        { label: 'Seiten', href: '/region/seiten', route: '/region/seiten', section: ['/region/seiten/'] },
        ...adminEntries,
      ],
      actions: [],
    }
  }
  if (admin) {
    return {
      entries: [
        // SPEC §2 admin children; /admin itself leads to the overview.
        { label: 'Übersicht', href: '/admin/uebersicht', route: '/admin/uebersicht' },
        { label: 'Dashboard', href: '/admin/dashboard', route: '/admin/dashboard' },
        { label: 'Betriebe', href: '/admin/betriebe', route: '/admin/betriebe' },
        { label: 'Schulen', href: '/admin/schulen', route: '/admin/schulen' },
        { label: 'Regionen', href: '/admin/regionen', route: '/admin/regionen' },
        { label: 'Joblisten', href: '/admin/joblists', route: '/admin/joblists' },
        { label: 'Artikel', href: '/admin/artikel', route: '/admin/artikel' },
        { label: 'Seiten', href: '/admin/seiten', route: '/admin/seiten', section: ['/admin/seiten/'] },
        { label: 'Messen', href: '/admin/messen', route: '/admin/messen' },
        {
          label: 'Livestreams',
          href: '/admin/livestreams',
          route: '/admin/livestreams',
          section: ['/admin/livestream/'],
        },
        { label: 'Event erstellen', href: '/admin/event/erstellen', route: '/admin/event/erstellen' },
        {
          label: 'Kampagnen',
          href: '/admin/kampagne',
          route: '/admin/kampagne',
          section: ['/admin/kampagne/', '/kampagne/'],
        },
        { label: 'Umfragen', href: '/admin/umfragen', route: '/admin/umfragen' },
        { label: 'Konversationen', href: '/admin/konversationen', route: '/admin/konversationen' },
        {
          label: 'Oabalytics',
          href: '/admin/oabalytics',
          route: '/admin/oabalytics',
          section: ['/admin/oabalytics/'],
        },
      ],
      actions: [SETTINGS, LOGOUT],
    }
  }
  return { entries: [], actions: [] }
}

const AREA_LABELS = { business: 'Betrieb', school: 'Schule', region: 'Region', admin: 'Admin' } as const

/** The side menu of the account's area, or null for accounts without one (trainees). */
export function sideMenuFor(user: User | null): SideMenu | null {
  const area = menuAreaOf(user)
  if (!user || !area) return null
  const { entries, actions } = allMenuEntries(user)
  const title = user.business?.name ?? user.school?.name ?? user.region?.name ?? 'Administration'
  return { label: `Menü ${AREA_LABELS[area]}`, title, entries: existing(entries), actions: existing(actions) }
}
