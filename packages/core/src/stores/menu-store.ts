import { atom } from 'nanostores'
import { onLogoutReset } from './logout-reset.ts'

/** Whether the side menu is unfolded on narrow screens (SPEC §4: the menu store is reset on logout). */
export const $sideMenuOpen = atom(false)

export function toggleSideMenu(): void {
  $sideMenuOpen.set(!$sideMenuOpen.get())
}

export function closeSideMenu(): void {
  $sideMenuOpen.set(false)
}

onLogoutReset(closeSideMenu)
