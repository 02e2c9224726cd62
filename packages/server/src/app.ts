/**
 * @module app — the Hono application: every /api route of the contract, the OpenAPI document,
 * and the built portal, widgets and demo page.
 */
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import type { AppContext } from './app-context.ts'
import { registerBusinessRoutes } from './businesses/routes.ts'
import { HttpError } from './http/http-error.ts'
import { registerJobRoutes } from './jobs/routes.ts'
import { registerLocationRoutes } from './locations/routes.ts'
import { registerOpenApiRoutes } from './openapi/routes.ts'
import { registerSearchRoutes } from './search/routes.ts'
import { registerWebRoutes } from './web/routes.ts'

export function createApp(context: AppContext): Hono {
  const app = new Hono()

  // Public reads are answered cross-origin so widgets work on any site.
  app.use('/api/*', cors({ origin: '*', allowHeaders: ['Authorization', 'Content-Type'], maxAge: 86400 }))

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json(
        { message: error.message, ...(error.fieldErrors ? { errors: error.fieldErrors } : {}) },
        error.status as 400,
      )
    }
    console.error(error)
    return c.json({ message: 'Interner Fehler. Bitte versuche es später noch einmal.' }, 500)
  })

  registerLocationRoutes(app, context)
  registerSearchRoutes(app, context)
  registerJobRoutes(app, context)
  registerBusinessRoutes(app, context)
  registerOpenApiRoutes(app, context)

  app.all('/api/*', (c) => c.json({ message: 'Diese Schnittstelle gibt es nicht.' }, 404))

  registerWebRoutes(app, context)
  return app
}
