import type { Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { buildOpenApiDocument } from './openapi-document.ts'
import { renderReferencePage } from './reference-page.ts'

export function registerOpenApiRoutes(app: Hono, { config }: AppContext): void {
  // The contract is fixed at start, so the document is built once.
  const document = buildOpenApiDocument(config.publicUrl)
  const page = renderReferencePage(document)
  app.get('/api/openapi.json', (c) => c.json(document))
  app.get('/api/docs', (c) => c.html(page))
}
