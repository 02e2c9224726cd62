import type { ReactNode } from 'react'
import { useAuth } from '../auth/use-auth.ts'
import { DefaultLayout } from './default-layout.tsx'
import { SideMenu } from './side-menu.tsx'
import { sideMenuFor } from './side-menus.ts'
import './area-layout.css'

/**
 * The layout of the business, school, region and admin areas: the default frame with the side
 * menu of the account's role beside the page. Accounts without a menu (trainees) get the page alone.
 */
export function AreaLayout({ children }: { children: ReactNode }) {
  const { user } = useAuth()
  const menu = sideMenuFor(user)
  return (
    <DefaultLayout>
      {menu ? (
        <div className="area-layout">
          <SideMenu menu={menu} />
          <div className="area-layout__page">{children}</div>
        </div>
      ) : (
        children
      )}
    </DefaultLayout>
  )
}
