import type { RouteRef } from './define-route.ts'

/** Logging in and out and the current user: all a widget needs of the account calls. */
export const sessionRoutePaths = {
  authLogin: { method: 'POST', path: '/api/auth/login' },
  login: { method: 'POST', path: '/api/login' },
  authLogout: { method: 'POST', path: '/api/auth/logout' },
  authUser: { method: 'GET', path: '/api/auth/user' },
} as const satisfies Record<string, RouteRef>
