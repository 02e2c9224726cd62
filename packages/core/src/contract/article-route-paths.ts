import type { RouteRef } from './define-route.ts'

/**
 * Articles (issue 18 item 3, docs/articles.md): published articles for everyone; drafts, the
 * publication request and publishing for their authors and the team.
 */
export const articleRoutePaths = {
  articles: { method: 'GET', path: '/api/articles' },
  article: { method: 'GET', path: '/api/articles/{slug}' },
  adminArticles: { method: 'GET', path: '/api/admin/articles' },
  createArticle: { method: 'POST', path: '/api/admin/articles' },
  adminArticle: { method: 'GET', path: '/api/admin/articles/{id}' },
  updateArticle: { method: 'PUT', path: '/api/admin/articles/{id}' },
  deleteArticle: { method: 'DELETE', path: '/api/admin/articles/{id}' },
  requestArticlePublication: { method: 'POST', path: '/api/admin/articles/{id}/request-publication' },
  publishArticle: { method: 'POST', path: '/api/admin/articles/{id}/publish' },
  unpublishArticle: { method: 'POST', path: '/api/admin/articles/{id}/unpublish' },
  articleOfRequest: { method: 'GET', path: '/api/admin/article-requests/{messageId}' },
} as const satisfies Record<string, RouteRef>
