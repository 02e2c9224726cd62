import type { RouteRef } from './define-route.ts'

/**
 * Method and path of the API connection product's calls (issue #16 item 4, docs/store.md „API-Anbindung“):
 * the company manages its API keys with its login; the public REST API of its jobs (ours, SPEC names
 * none) is called with such a key instead of a login.
 */
export const apiConnectionRoutePaths = {
  apiKeys: { method: 'GET', path: '/api/v2/business/{businessId}/api_keys' },
  createApiKey: { method: 'POST', path: '/api/v2/business/{businessId}/api_keys' },
  revokeApiKey: { method: 'DELETE', path: '/api/v2/business/{businessId}/api_keys/{apiKeyId}' },
  publicApiJobs: { method: 'GET', path: '/api/public/v1/jobs' },
  publicApiCreateJob: { method: 'POST', path: '/api/public/v1/jobs' },
  publicApiJob: { method: 'GET', path: '/api/public/v1/jobs/{jobId}' },
  publicApiUpdateJob: { method: 'PUT', path: '/api/public/v1/jobs/{jobId}' },
  publicApiUnpublishJob: { method: 'POST', path: '/api/public/v1/jobs/{jobId}/unpublish' },
} as const satisfies Record<string, RouteRef>
