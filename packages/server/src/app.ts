/**
 * @module app — the Hono application: every /api route of the contract, the OpenAPI document,
 * and the built portal, widgets and demo page.
 */
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { registerAccountAreaRoutes } from './accounts/routes.ts'
import { registerAnalyticsRoutes } from './analytics/routes.ts'
import type { AppContext } from './app-context.ts'
import { withClock } from './auth/account-context.ts'
import { createAuthServices } from './auth/auth-services.ts'
import { HttpErrorWithHeaders } from './auth/http-error-with-headers.ts'
import { sessionMiddleware } from './auth/session.ts'
import { registerBusinessProfileRoutes } from './business-profile/routes.ts'
import { registerBusinessSiteDeleteRoute } from './business-sites/delete-site-route.ts'
import { registerBusinessRoutes } from './businesses/routes.ts'
import { registerChatRoutes } from './chat/routes.ts'
import { HttpError } from './http/http-error.ts'
import { registerJobRoutes } from './jobs/routes.ts'
import { registerListingRoutes } from './listings/routes.ts'
import { registerLocationRoutes } from './locations/routes.ts'
import { registerOutboxRoutes } from './mail/outbox-routes.ts'
import { registerMediaRoutes } from './media/routes.ts'
import { registerOpenApiRoutes } from './openapi/routes.ts'
import { registerPostWriteRoutes } from './post-writes/routes.ts'
import { createBearerAuthorizer } from './realtime/channel-authorizer.ts'
import { registerRealtimeRoutes } from './realtime/routes.ts'
import { sessionUserResolver } from './realtime/session-user-resolver.ts'
import { registerSearchRoutes } from './search/routes.ts'
import { createSuggestionRefresher } from './search/suggestion-refresher.ts'
import { rebuildSuggestions } from './search/term-index.ts'
import { createSearchV2Lookups } from './search/v2-lookups.ts'
import { registerSearchV2Routes } from './search/v2-routes.ts'
import { registerSeoRoutes } from './seo/routes.ts'
import { registerVideoRoutes } from './videos/routes.ts'
import { registerWebRoutes } from './web/routes.ts'

export function createApp(appContext: AppContext): Hono {
  const app = new Hono()
  const context = withClock(appContext)
  const authServices = createAuthServices(context)

  // Public reads are answered cross-origin so widgets work on any site.
  app.use(
    '/api/*',
    cors({ origin: '*', allowHeaders: ['Authorization', 'Content-Type', 'X-Socket-Id'], maxAge: 86400 }),
  )

  // Every API route learns its caller from the bearer token, looked up once and only when asked for.
  app.use('/api/*', sessionMiddleware(context))

  app.onError((error, c) => {
    if (error instanceof HttpErrorWithHeaders)
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value)
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
  // One in-memory job table and set of lookups serves both search generations.
  const searchLookups = createSearchV2Lookups(context.db, context.dialect)
  // Job and business writes clear the search cache; the lookups follow it, and the suggestions
  // (a ranking over all titles and names) are rebuilt a few seconds after a burst of writes.
  const suggestions = createSuggestionRefresher(
    () => context.db.transaction().execute((trx) => rebuildSuggestions(trx)),
    () => searchLookups.forgetSuggestions(),
  )
  context.searchCache.onClear(() => {
    searchLookups.invalidate()
    suggestions.request()
  })
  searchLookups.warm()
  registerSearchRoutes(app, context, searchLookups)
  registerSearchV2Routes(app, context, searchLookups)
  registerListingRoutes(app, context)
  registerAnalyticsRoutes(app, context)
  registerJobRoutes(app, context)
  registerBusinessRoutes(app, context)
  registerBusinessProfileRoutes(app, context)
  registerBusinessSiteDeleteRoute(app, context)
  registerMediaRoutes(app, context)
  registerVideoRoutes(app, context)
  registerPostWriteRoutes(app, context)
  registerChatRoutes(app, context)
  registerAccountAreaRoutes(app, context, authServices)
  registerOpenApiRoutes(app, context)
  registerOutboxRoutes(app, context)
  if (context.realtime) {
    const authorize = createBearerAuthorizer({ resolveUser: sessionUserResolver(context) })
    registerRealtimeRoutes(app, { realtime: context.realtime, authorize, now: context.now })
  }

  app.all('/api/*', (c) => c.json({ message: 'Diese Schnittstelle gibt es nicht.' }, 404))
  registerSeoRoutes(app, context)

  registerWebRoutes(app, context)
  return app
}
