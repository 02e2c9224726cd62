import { evaluateGuards, openAuthDialog } from '@oabat/core'
import { type ReactNode, useEffect } from 'react'
import { useLocation, useSearch } from 'wouter'
import { intendedPath } from '../auth/auth-stores.ts'
import { useAuth } from '../auth/use-auth.ts'
import { ErrorPage } from '../errors/error-page.tsx'
import { internPagesShown } from './intern-pages-switch.ts'
import { PageLoading } from './page-loading.tsx'

function Redirect({ to, login, fullPath }: { to: string; login: boolean; fullPath: string }) {
  const [, navigate] = useLocation()
  useEffect(() => {
    if (login) {
      // SPEC §4/§5: a guest on a protected page gets the login dialog; the page is remembered if valid.
      intendedPath.remember(fullPath)
      openAuthDialog({ redirect: true })
    }
    navigate(to, { replace: true })
  }, [to, login, fullPath, navigate])
  return <PageLoading />
}

export interface GuardedPageProps {
  guards: readonly string[]
  params: Readonly<Record<string, string | undefined>>
  children: ReactNode
}

/**
 * Runs a route's guards (core `evaluateGuards`) against the current user before the page renders:
 * allowed → the page; redirect → there (with the login dialog for guests); unknown guard → 500.
 */
export function GuardedPage({ guards, params, children }: GuardedPageProps) {
  const [path] = useLocation()
  const search = useSearch()
  const { status, user } = useAuth()
  // A stored token is being checked and no user is remembered: wait rather than treat as guest.
  if (status === 'checking' && !user) return <PageLoading />
  const query = Object.fromEntries(new URLSearchParams(search))
  const result = evaluateGuards(guards, {
    user,
    route: { path, params, query },
    // SPEC §6 hide-in-production: the server's runtime switch, not the build, decides (docs/intern-pages.md).
    env: { production: !internPagesShown() },
  })
  if ('error' in result) return <ErrorPage status={result.error.status} message={result.error.message} />
  if ('redirect' in result) {
    const fullPath = `${path}${search ? `?${search}` : ''}`
    return <Redirect to={result.redirect} login={result.login === true} fullPath={fullPath} />
  }
  return children
}
