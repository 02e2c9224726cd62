import { $sideMenuOpen, closeSideMenu, toggleSideMenu, type User } from '@oabat/core'
import { type KeyboardEvent, useEffect, useId, useRef } from 'react'
import { Link, useLocation } from 'wouter'
import { useStore } from '../state/use-store.ts'
import { type MenuEntry, sideMenuFor } from './side-menus.ts'
import { UnreadBadge } from './unread-badge.tsx'

function MenuLink({ entry, current }: { entry: MenuEntry; current: boolean }) {
  return (
    <li>
      <Link href={entry.href} className="side-menu__link" aria-current={current ? 'page' : undefined}>
        {entry.label}
        {entry.badge === 'unread-messages' && <UnreadBadge />}
      </Link>
    </li>
  )
}

/** An entry is current on its own page and on the pages of its section (e.g. a job's editor under "Unsere Berufe"). */
function isCurrent(entry: MenuEntry, path: string): boolean {
  return entry.href === path || Boolean(entry.section?.some((prefix) => path.startsWith(prefix)))
}

/**
 * The side menu of an area (SPEC §2): the organisation's name, the entries, then the actions. On
 * narrow screens it folds behind a "Menü" button (the menu store, reset on logout).
 */
export function SideMenu({ user }: { user: User }) {
  const menu = sideMenuFor(user)
  const [path] = useLocation()
  const open = useStore($sideMenuOpen)
  const listId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a chosen entry folds the menu again on narrow screens
  useEffect(() => {
    closeSideMenu()
  }, [path])
  if (!menu) return null
  // Escape folds the open menu (narrow screens) and gives the focus back to its button.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    closeSideMenu()
    toggle.current?.focus()
  }
  return (
    <nav className="side-menu" aria-label={menu.label} data-open={open} onKeyDown={onKeyDown}>
      <div className="side-menu__head">
        <p className="side-menu__title">{menu.title}</p>
        <button
          ref={toggle}
          type="button"
          className="side-menu__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={toggleSideMenu}
        >
          Menü
        </button>
      </div>
      <div id={listId} className="side-menu__body">
        <ul className="side-menu__list">
          {menu.entries.map((entry) => (
            <MenuLink key={entry.label} entry={entry} current={isCurrent(entry, path)} />
          ))}
        </ul>
        {menu.actions.length > 0 && (
          <ul className="side-menu__list side-menu__list--actions">
            {menu.actions.map((entry) => (
              <MenuLink key={entry.label} entry={entry} current={isCurrent(entry, path)} />
            ))}
          </ul>
        )}
      </div>
    </nav>
  )
}
