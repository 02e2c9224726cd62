import type { Config } from '../config.ts'

export interface AccountFlags {
  is_admin: boolean
  is_support: boolean
  is_dashboard: boolean
  is_superadmin: boolean
}

/** SPEC §6: the admin, support and dashboard accounts and the superadmin flag, from configuration by e-mail. */
export function accountFlags(email: string, accounts: Config['accounts']): AccountFlags {
  const address = email.toLowerCase()
  const isAdmin = accounts.admin !== null && address === accounts.admin
  return {
    is_admin: isAdmin,
    is_support: accounts.support !== null && address === accounts.support,
    is_dashboard: accounts.dashboard !== null && address === accounts.dashboard,
    is_superadmin: isAdmin && accounts.superadmins.includes(address),
  }
}
