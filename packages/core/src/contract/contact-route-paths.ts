import type { RouteRef } from './define-route.ts'

/** Messages to the platform (SPEC §7 Contact) and the link to the portal by mail (SPEC §7 Auth and account). */
export const contactRoutePaths = {
  contactUs: { method: 'POST', path: '/api/contact-us' },
  appLink: { method: 'POST', path: '/api/util/app_link' },
} as const satisfies Record<string, RouteRef>
