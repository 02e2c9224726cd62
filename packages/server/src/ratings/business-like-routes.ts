import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import { withClock } from '../auth/account-context.ts'
import { limiterOf } from '../auth/app-limiter.ts'
import { ownBusinessRow } from '../business-profile/own-business-row.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'

export const NOT_YOUR_FAVOURITES = 'Du kannst nur Deine eigenen Lieblingsunternehmen lesen und ändern.'
export const BUSINESS_MISSING = 'Dieses Unternehmen gibt es nicht (mehr).'

/**
 * Favourite companies (SPEC §3 Business `is_liked`, docs/ratings.md): a trainee's heart on a company.
 * Only the trainee reads and writes their own; the company reads the count of its own, never who.
 */
export function registerBusinessLikeRoutes(app: Hono, appContext: AppContext): void {
  const context = withClock(appContext)
  const { db } = context

  registerRoute(app, contract.businessLikes, async ({ query, session }) => {
    const user = sessionOf(session).user
    if (query.user_id !== user.id) throw new HttpError(403, NOT_YOUR_FAVOURITES)
    const rows = await db
      .selectFrom('business_likes as l')
      .leftJoin('businesses as b', (join) => join.onRef('b.id', '=', 'l.business_id').on('b.is_visible', '=', 1))
      .select(['l.id', 'l.business_id', 'l.user_id', 'l.created_at', 'b.name', 'b.slug', 'b.logo_url'])
      .where('l.user_id', '=', user.id)
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(5_000)
      .execute()
    return {
      data: rows.map(({ name, slug, logo_url, ...like }) =>
        // A company that hid its page stays a favourite, without its card.
        name !== null && slug !== null ? { ...like, business: { id: like.business_id, name, slug, logo_url } } : like,
      ),
    }
  })

  registerRoute(app, contract.createBusinessLike, async ({ body, session }) => {
    const user = sessionOf(session).user
    if (body.user_id !== user.id) throw new HttpError(403, NOT_YOUR_FAVOURITES)
    await limiterOf(context).consume('businessLikes', `u${user.id}`)
    const business = await db
      .selectFrom('businesses')
      .select('id')
      .where('id', '=', body.business_id)
      .where('is_visible', '=', 1)
      .executeTakeFirst()
    if (!business) throw new HttpError(422, 'Die Eingaben sind ungültig.', { business_id: [BUSINESS_MISSING] })
    await db
      .insertInto('business_likes')
      .values({ business_id: business.id, user_id: user.id, created_at: new Date(context.now()).toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'business_id']).doNothing())
      .execute()
    const like = await db
      .selectFrom('business_likes')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('business_id', '=', business.id)
      .executeTakeFirstOrThrow()
    return { data: like }
  })

  registerRoute(app, contract.deleteBusinessLike, async ({ params, session }) => {
    const user = sessionOf(session).user
    await limiterOf(context).consume('businessLikes', `u${user.id}`)
    // Only the caller's own row can match, so another trainee's favourite is never touched.
    const result = await db
      .deleteFrom('business_likes')
      .where('user_id', '=', user.id)
      .where('business_id', '=', params.businessId)
      .executeTakeFirst()
    if (Number(result.numDeletedRows) === 0) throw notFound('Dieses Unternehmen ist nicht unter Deinen Favoriten.')
    return { message: 'Das Unternehmen ist nicht mehr unter Deinen Favoriten.' }
  })

  registerRoute(app, contract.businessLikeCount, async ({ params, session }) => {
    const business = await ownBusinessRow(db, sessionOf(session).user, params.businessId)
    const row = await db
      .selectFrom('business_likes')
      .select((eb) => eb.fn.countAll<number | string>().as('likes'))
      .where('business_id', '=', business.id)
      .executeTakeFirstOrThrow()
    return { likes: Number(row.likes) }
  })
}
