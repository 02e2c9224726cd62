import type { RouteRef } from './define-route.ts'

/**
 * Custom domains (issue 18 item 5, docs/custom-domain.md): a company or region with the pro portal sets
 * its own domain, proves it (DNS TXT record or file), and the reverse proxy asks which domains get a
 * certificate.
 */
export const customDomainRoutePaths = {
  customDomainAllowed: { method: 'GET', path: '/api/customdomain/allowed' },
  customDomain: { method: 'GET', path: '/api/customdomain' },
  saveCustomDomain: { method: 'PUT', path: '/api/customdomain' },
  verifyCustomDomain: { method: 'POST', path: '/api/customdomain/verify' },
  deleteCustomDomain: { method: 'DELETE', path: '/api/customdomain' },
} as const satisfies Record<string, RouteRef>
