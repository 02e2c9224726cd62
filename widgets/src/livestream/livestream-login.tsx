import type { ReactNode } from 'react'

export interface LoginTarget {
  /** The portal's livestream page, where a visitor of a foreign site logs in (a new tab). */
  loginUrl: string
  /** Where the host can log in itself (the portal's dialog), a button calls this instead. */
  onLogin?: () => void
}

/** The way to log in from the chat or a poll: the host's own login where it has one, else the portal's page. */
export function LoginLink({
  loginUrl,
  onLogin,
  className,
  children,
}: LoginTarget & { className?: string; children: ReactNode }) {
  if (onLogin)
    return (
      <button type="button" className={className} onClick={onLogin}>
        {children}
      </button>
    )
  return (
    <a className={className} href={loginUrl} target="_blank" rel="noopener">
      {children}
    </a>
  )
}
