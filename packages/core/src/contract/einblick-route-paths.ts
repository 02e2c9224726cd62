import type { RouteRef } from './define-route.ts'

/** Themes and the Einblick embed builder (issue #15 items 1, 2, 8; docs/einblick.md). */
export const einblickRoutePaths = {
  themes: { method: 'GET', path: '/api/v2/themes' },
  createTheme: { method: 'POST', path: '/api/v2/themes' },
  updateTheme: { method: 'PUT', path: '/api/v2/themes/{id}' },
  widgetTheme: { method: 'GET', path: '/api/v2/themes/{id}/widget' },
  embeds: { method: 'GET', path: '/api/v2/embeds' },
  embed: { method: 'GET', path: '/api/v2/embeds/{id}' },
  createEmbed: { method: 'POST', path: '/api/v2/embeds' },
  updateEmbed: { method: 'PUT', path: '/api/v2/embeds/{id}' },
  deleteEmbed: { method: 'DELETE', path: '/api/v2/embeds/{id}' },
  businessSeo: { method: 'GET', path: '/api/business/seo/{slug}' },
} as const satisfies Record<string, RouteRef>
