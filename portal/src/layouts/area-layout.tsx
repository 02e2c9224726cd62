import type { ReactNode } from 'react'
import { useAuth } from '../auth/use-auth.ts'
import { Deferred } from '../components/deferred.tsx'
import { lazyPage } from '../router/lazy-page.ts'
import { DefaultLayout } from './default-layout.tsx'
import { menuAreaOf } from './menu-area.ts'
import './area-layout.css'

// Only logged-in areas have a side menu: its code loads beside the page's, not with every public page.
const SideMenu = lazyPage(() => import('./side-menu.tsx').then((m) => m.SideMenu))

/**
 * The layout of the business, school, region and admin areas: the default frame with the side
 * menu of the account's role beside the page. Accounts without a menu (trainees) get the page alone.
 */
export function AreaLayout({ children }: { children: ReactNode }) {
  const { user } = useAuth()
  return (
    <DefaultLayout>
      {user && menuAreaOf(user) ? (
        <div className="area-layout">
          <Deferred fallback={<div className="area-layout__menu-placeholder" aria-hidden="true" />}>
            <SideMenu user={user} />
          </Deferred>
          <div className="area-layout__page">{children}</div>
        </div>
      ) : (
        children
      )}
    </DefaultLayout>
  )
}
