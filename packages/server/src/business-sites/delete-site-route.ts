/**
 * DELETE /api/business/{businessId}/business_sites/{siteId} (issue 5, /betrieb/standorte): removes
 * a site of the caller's own company. Jobs reference their site with ON DELETE CASCADE, so they are
 * moved first — to the main site (or, when the main site goes, to the oldest remaining site, which
 * becomes the main site) — and take its place for the radius search. The last site stays: a company
 * without a site has no place. One transaction.
 */
import { canEditBusiness, geoCell } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { indexJobs } from '../search/term-index.ts'

export const SITE_NOT_FOUND = 'Diesen Standort gibt es nicht.'
export const NOT_OWN_BUSINESS = 'Das ist nicht Dein Unternehmen.'
export const LAST_SITE = 'Der letzte Standort kann nicht gelöscht werden. Lege zuerst einen anderen an.'

export function registerBusinessSiteDeleteRoute(app: Hono, context: AppContext): void {
  const { db } = context
  registerRoute(app, contract.deleteBusinessSite, async ({ session, params }) => {
    const user = sessionOf(session).user
    const business = await db
      .selectFrom('businesses')
      .select(['id', 'slug'])
      .where('id', '=', params.businessId)
      .executeTakeFirst()
    if (!business) throw notFound('Dieses Unternehmen gibt es nicht.')
    if (!canEditBusiness(user, business.slug)) throw new HttpError(403, NOT_OWN_BUSINESS)

    const moved = await db.transaction().execute(async (trx) => {
      const sites = await trx
        .selectFrom('business_sites')
        .selectAll()
        .where('business_id', '=', business.id)
        .orderBy('id')
        .execute()
      const site = sites.find((each) => each.id === params.siteId)
      if (!site) {
        const foreign = await trx
          .selectFrom('business_sites')
          .select('id')
          .where('id', '=', params.siteId)
          .executeTakeFirst()
        throw foreign ? new HttpError(403, NOT_OWN_BUSINESS) : notFound(SITE_NOT_FOUND)
      }
      const rest = sites.filter((each) => each.id !== site.id)
      const heir = rest.find((each) => each.is_main === 1) ?? rest[0]
      if (!heir) throw new HttpError(422, LAST_SITE, { id: [LAST_SITE] })
      if (heir.is_main !== 1)
        await trx.updateTable('business_sites').set({ is_main: 1 }).where('id', '=', heir.id).execute()
      const jobs = await trx.selectFrom('jobs').select('id').where('business_site_id', '=', site.id).execute()
      if (jobs.length > 0) {
        await trx
          .updateTable('jobs')
          .set({
            business_site_id: heir.id,
            city: heir.city,
            postal_code: heir.postal_code,
            latitude: heir.latitude,
            longitude: heir.longitude,
            geo_cell: geoCell(heir.latitude, heir.longitude),
          })
          .where('business_site_id', '=', site.id)
          .execute()
      }
      await trx.deleteFrom('business_site_channels').where('business_site_id', '=', site.id).execute()
      await trx.deleteFrom('business_sites').where('id', '=', site.id).execute()
      const ids = jobs.map((job) => job.id)
      if (ids.length > 0) await indexJobs(trx, context.dialect, ids)
      return ids.length
    })
    // The search lists businesses at their sites and jobs at their places: both change now.
    context.searchCache.clear()
    return {
      message:
        moved === 0
          ? 'Der Standort wurde gelöscht.'
          : `Der Standort wurde gelöscht; ${moved === 1 ? 'seine Stelle gehört' : `seine ${moved} Stellen gehören`} jetzt zum Hauptsitz.`,
    }
  })
}
