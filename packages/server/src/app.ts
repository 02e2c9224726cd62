/**
 * @module app — the Hono application: every /api route of the contract, the OpenAPI document,
 * and the built portal, widgets and demo page.
 */

import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { registerAccountAreaRoutes } from './accounts/routes.ts'
import { registerAdminOpsRoutes } from './admin/admin-ops-routes.ts'
import { registerAdminRoutes } from './admin/admin-routes.ts'
import { registerAnalyticsRoutes } from './analytics/routes.ts'
import { registerStatisticsRoutes } from './analytics/statistics-routes.ts'
import type { AppContext } from './app-context.ts'
import { registerArticleRoutes } from './articles/routes.ts'
import { withClock } from './auth/account-context.ts'
import { createAuthServices } from './auth/auth-services.ts'
import { createDatabaseRateLimitStore } from './auth/database-rate-limit-store.ts'
import { HttpErrorWithHeaders } from './auth/http-error-with-headers.ts'
import { createRateLimiter } from './auth/rate-limiter.ts'
import { sessionMiddleware } from './auth/session.ts'
import { registerBusinessProfileRoutes } from './business-profile/routes.ts'
import { registerBusinessSiteDeleteRoute } from './business-sites/delete-site-route.ts'
import { registerBusinessRoutes } from './businesses/routes.ts'
import { registerCampaignRoutes } from './campaigns/campaign-routes.ts'
import { registerChatRoutes } from './chat/routes.ts'
import { registerAzubiRoutes } from './company-pages/azubi-routes.ts'
import { registerInternshipRoutes } from './company-pages/internship-routes.ts'
import { registerTextHelpRoutes } from './company-pages/text-help-routes.ts'
import { registerContactRoutes } from './contact/contact-routes.ts'
import { registerContentPageRoutes } from './content-pages/routes.ts'
import { registerCustomDomainRoutes } from './custom-domains/routes.ts'
import { embedOriginMiddleware } from './einblick/embed-origins.ts'
import { registerEinblickRoutes } from './einblick/routes.ts'
import { apiAnswerMiddleware } from './http/api-answer-middleware.ts'
import { HttpError } from './http/http-error.ts'
import { requestBodyLimit } from './http/request-body-limit.ts'
import { registerJobRoutes } from './jobs/routes.ts'
import { registerListingRoutes } from './listings/routes.ts'
import { registerLiveVideoRoutes } from './live-video/routes.ts'
import { registerLivestreamAdminRoutes } from './livestreams/admin-routes.ts'
import { registerLivestreamRoutes } from './livestreams/routes.ts'
import { createViewerCounts } from './livestreams/viewer-counts.ts'
import { registerLocationRoutes } from './locations/routes.ts'
import { registerOutboxRoutes } from './mail/outbox-routes.ts'
import { registerMediaRoutes } from './media/routes.ts'
import { registerOpenApiRoutes } from './openapi/routes.ts'
import { registerPostWriteRoutes } from './post-writes/routes.ts'
import { createLocalInvalidation } from './processes/shared-invalidation.ts'
import { registerProfileVisitRoutes } from './profile-visits/routes.ts'
import { registerPushSubscriptionRoutes } from './push/push-subscription-routes.ts'
import { createBearerAuthorizer } from './realtime/channel-authorizer.ts'
import { registerRealtimeRoutes } from './realtime/routes.ts'
import { sessionUserResolver } from './realtime/session-user-resolver.ts'
import { registerChannelRequestRoutes } from './regions/channel-requests.ts'
import { registerRegionAreaRoutes } from './regions/region-area-routes.ts'
import { registerSchoolNetworkRoutes } from './school-network/routes.ts'
import { registerSearchRoutes } from './search/routes.ts'
import { followSearchWrites } from './search/search-invalidation.ts'
import { createSearchV2Lookups } from './search/v2-lookups.ts'
import { registerSearchV2Routes } from './search/v2-routes.ts'
import { registerSeoRoutes } from './seo/routes.ts'
import { registerApiConnectionRoutes } from './store/public-api-routes.ts'
import { registerStoreRoutes } from './store/store-routes.ts'
import { registerTraineeRoutes } from './trainees/routes.ts'
import { registerVideoRoutes } from './videos/routes.ts'
import { registerWebRoutes } from './web/routes.ts'
import { registerYourDataRoutes } from './your-data/your-data-routes.ts'

export function createApp(appContext: AppContext): Hono {
  const app = new Hono()
  const clocked = withClock(appContext)
  const limiter = appContext.limiter ?? createRateLimiter(clocked.now, createDatabaseRateLimitStore(appContext.db))
  const context = { ...clocked, limiter }
  const authServices = createAuthServices(context, limiter)

  // Public reads are answered cross-origin so widgets work on any site.
  app.use(
    '/api/*',
    cors({ origin: '*', allowHeaders: ['Authorization', 'Content-Type', 'X-Socket-Id'], maxAge: 86400 }),
  )

  // Caching headers and br/gzip for every API answer (docs/http-caching.md).
  app.use('/api/*', apiAnswerMiddleware())
  // No JSON or form body past 1 MB is read; uploads have their own limits (docs/abuse-limits.md).
  app.use('/api/*', requestBodyLimit())

  // Every API route learns its caller from the bearer token, looked up once and only when asked for.
  app.use('/api/*', sessionMiddleware(context))
  // Where a company's embeds run: the origin of the widgets' reads (docs/einblick.md).
  app.use('/api/*', embedOriginMiddleware(context))

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
  const searchLookups = createSearchV2Lookups(context.db, context.dialect, context.now)
  // Writes here and in the other processes (REDIS_URL) clear it, so a change shows at once everywhere.
  followSearchWrites(context, searchLookups, context.invalidation ?? createLocalInvalidation())
  searchLookups.warm()
  registerSearchRoutes(app, context, searchLookups)
  registerSearchV2Routes(app, context, searchLookups)
  registerListingRoutes(app, context)
  registerAnalyticsRoutes(app, context)
  registerStatisticsRoutes(app, context)
  registerJobRoutes(app, context)
  registerBusinessRoutes(app, context)
  registerBusinessProfileRoutes(app, context)
  registerEinblickRoutes(app, context)
  registerBusinessSiteDeleteRoute(app, context)
  registerMediaRoutes(app, context)
  registerVideoRoutes(app, context)
  registerPostWriteRoutes(app, context)
  registerRegionAreaRoutes(app, context)
  registerChannelRequestRoutes(app, context)
  registerChatRoutes(app, context)
  registerSchoolNetworkRoutes(app, context)
  registerLivestreamRoutes(app, context, createViewerCounts(context))
  registerLivestreamAdminRoutes(app, context)
  registerAdminRoutes(app, context)
  registerAdminOpsRoutes(app, context)
  registerCampaignRoutes(app, context)
  registerContentPageRoutes(app, context)
  registerArticleRoutes(app, context)
  registerCustomDomainRoutes(app, context)
  registerInternshipRoutes(app, context)
  registerAzubiRoutes(app, context)
  registerTextHelpRoutes(app, context)
  registerProfileVisitRoutes(app, context)
  registerPushSubscriptionRoutes(app, context)
  registerTraineeRoutes(app, context)
  registerAccountAreaRoutes(app, context, authServices)
  registerContactRoutes(app, context, authServices.mailer)
  registerStoreRoutes(app, context, authServices.mailer)
  registerApiConnectionRoutes(app, context)
  registerYourDataRoutes(app, context)
  registerOpenApiRoutes(app, context)
  registerOutboxRoutes(app, context)
  registerLiveVideoRoutes(app, context)
  if (context.realtime) {
    const authorize = createBearerAuthorizer({ resolveUser: sessionUserResolver(context) })
    registerRealtimeRoutes(app, { realtime: context.realtime, authorize, now: context.now })
  }

  app.all('/api/*', (c) => c.json({ message: 'Diese Schnittstelle gibt es nicht.' }, 404))
  registerSeoRoutes(app, context)

  registerWebRoutes(app, context)
  return app
}
