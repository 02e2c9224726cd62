import { distanceKm, geoCell, imageVariantPath } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { Kysely, Transaction } from 'kysely'
import { insertBusinessSite } from '../accounts/insert-business-site.ts'
import { inviteOrganisationUser, listOrganisationUsers } from '../accounts/organisation-users.ts'
import { resolvePlace } from '../accounts/place-lookup.ts'
import { retryOnUniqueViolation } from '../accounts/unique-violation.ts'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import { withClock } from '../auth/account-context.ts'
import { limiterOf } from '../auth/app-limiter.ts'
import { businessAnswer } from '../businesses/routes.ts'
import type { Database } from '../db/schema.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { sitesWhere } from '../jobs/queries.ts'
import { withoutBusinessId } from '../jobs/routes.ts'
import { createMailer } from '../mail/mailer.ts'
import { checkOrganisationImages } from '../media/organisation-images.ts'
import { indexJobs } from '../search/term-index.ts'
import { BUSINESS_NOT_FOUND, NOT_OWN_BUSINESS, ownBusinessRow } from './own-business-row.ts'
import { imagesById } from './profile-fields.ts'

const CONTACT_NOT_FOUND = 'Diese Ansprechperson gibt es nicht.'
const SITE_NOT_FOUND = 'Diesen Standort gibt es nicht.'
const IMAGE_NOT_OWN = 'Dieses Bild gibt es nicht oder es gehört nicht zu Deinem Unternehmen.'
const VIDEO_UNKNOWN = 'Dieses Video gibt es nicht.'
/** SPEC §9: businesses around, distance 30 km by default. */
const AROUND_LIMIT = 50

type Db = Kysely<Database> | Transaction<Database>

/** Images used on a profile must have been uploaded by a user of that business. */
const checkOwnImages = (db: Db, businessId: number, ids: number[], field: string) =>
  checkOrganisationImages(db, { business_id: businessId }, ids, field, IMAGE_NOT_OWN)

async function contactAnswer(db: Db, row: Awaited<ReturnType<typeof contactRow>>) {
  const images = await imagesById(db as Kysely<Database>, row.image_id ? [row.image_id] : [])
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    gender: row.gender,
    position: row.position,
    email: row.email,
    phone_number: row.phone_number,
    image: row.image_id ? (images.get(row.image_id) ?? null) : null,
    is_public: row.is_public === 1,
  }
}

function contactRow(db: Db, id: number) {
  return db.selectFrom('contact_persons').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

/** Only one public contact person; the businesses.contact_* columns mirror it for search and pages. */
async function makePublic(trx: Transaction<Database>, businessId: number, contactId: number): Promise<void> {
  await trx
    .updateTable('contact_persons')
    .set({ is_public: 0 })
    .where('business_id', '=', businessId)
    .where('id', '!=', contactId)
    .execute()
  const row = await contactRow(trx, contactId)
  await trx
    .updateTable('businesses')
    .set({ contact_firstname: row.firstname, contact_lastname: row.lastname, contact_gender: row.gender })
    .where('id', '=', businessId)
    .execute()
}

export function registerBusinessProfileRoutes(app: Hono, appContext: AppContext): void {
  const context = withClock(appContext)
  const { db, config } = context
  const nowIso = () => new Date(context.now()).toISOString()

  registerRoute(app, contract.updateBusiness, async ({ session, params, body }) => {
    const user = sessionOf(session).user
    const business = await ownBusinessRow(db, user, params.idOrSlug)
    await db.transaction().execute(async (trx) => {
      if (body.main_images) await checkOwnImages(trx, business.id, body.main_images, 'main_images')
      if (body.gallery_images) await checkOwnImages(trx, business.id, body.gallery_images, 'gallery_images')
      if (body.logo_image_id) await checkOwnImages(trx, business.id, [body.logo_image_id], 'logo_image_id')
      // The company video: a finished tus upload of a user of this company.
      if (body.video_id) {
        const video = await trx
          .selectFrom('videos as v')
          .innerJoin('users as u', 'u.id', 'v.owner_user_id')
          .select('v.id')
          .where('v.id', '=', body.video_id)
          .where('v.status', '=', 'success')
          .where('u.business_id', '=', business.id)
          .executeTakeFirst()
        if (!video) throw new HttpError(422, VIDEO_UNKNOWN, { video_id: [VIDEO_UNKNOWN] })
      }
      const columns: {
        name?: string
        motto?: string | null
        about_us?: string | null
        logo_image_id?: number | null
        logo_url?: string | null
        video_id?: number | null
        updated_at: string
      } = {
        updated_at: nowIso(),
      }
      if (body.name !== undefined) columns.name = body.name
      if (body.motto !== undefined) columns.motto = body.motto || null
      if (body.about_us !== undefined) columns.about_us = body.about_us || null
      if (body.logo_image_id !== undefined) {
        columns.logo_image_id = body.logo_image_id
        // logo_url is what cards, search results and widgets show: the logo's small JPEG.
        const logo = body.logo_image_id
          ? await trx.selectFrom('images').select('uuid').where('id', '=', body.logo_image_id).executeTakeFirst()
          : undefined
        columns.logo_url = logo ? imageVariantPath(logo.uuid, 'small', 'jpg') : null
      }
      if (body.video_id !== undefined) columns.video_id = body.video_id
      await trx.updateTable('businesses').set(columns).where('id', '=', business.id).execute()
      for (const kind of ['main', 'gallery'] as const) {
        const ids = kind === 'main' ? body.main_images : body.gallery_images
        if (!ids) continue
        await trx
          .deleteFrom('business_images')
          .where('business_id', '=', business.id)
          .where('kind', '=', kind)
          .execute()
        if (ids.length > 0) {
          await trx
            .insertInto('business_images')
            .values(ids.map((image_id, position) => ({ business_id: business.id, image_id, kind, position })))
            // A parallel save of the same business may have inserted them after our delete.
            .onConflict((oc) => oc.columns(['business_id', 'kind', 'image_id']).doNothing())
            .execute()
        }
      }
      // The company name is part of every job's search document.
      if (body.name !== undefined && body.name !== business.name) {
        const jobs = await trx.selectFrom('jobs').select('id').where('business_id', '=', business.id).execute()
        await indexJobs(
          trx,
          context.dialect,
          jobs.map((j) => j.id),
        )
      }
    })
    if (body.name !== undefined || body.logo_image_id !== undefined) context.searchCache.clear()
    const updated = await db
      .selectFrom('businesses')
      .selectAll()
      .where('id', '=', business.id)
      .executeTakeFirstOrThrow()
    return { data: await businessAnswer(db, updated, user, nowIso()) }
  })

  registerRoute(app, contract.createContactPerson, async ({ session, body }) => {
    const user = sessionOf(session).user
    if (!user.business) throw new HttpError(403, NOT_OWN_BUSINESS)
    const businessId = user.business.id
    const id = await db.transaction().execute(async (trx) => {
      if (body.image_id) await checkOwnImages(trx, businessId, [body.image_id], 'image_id')
      const row = await trx
        .insertInto('contact_persons')
        .values({
          business_id: businessId,
          firstname: body.firstname,
          lastname: body.lastname,
          gender: body.gender,
          position: body.position ?? null,
          email: body.email ?? null,
          phone_number: body.phone_number ?? null,
          image_id: body.image_id ?? null,
          is_public: body.is_public ? 1 : 0,
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const contactId = Number(row.id)
      if (body.is_public) await makePublic(trx, businessId, contactId)
      return contactId
    })
    return { data: await contactAnswer(db, await contactRow(db, id)) }
  })

  registerRoute(app, contract.updateContactPerson, async ({ session, params, body }) => {
    const user = sessionOf(session).user
    const existing = await db
      .selectFrom('contact_persons')
      .selectAll()
      .where('id', '=', params.contactId)
      .executeTakeFirst()
    if (!existing) throw notFound(CONTACT_NOT_FOUND)
    if (user.business?.id !== existing.business_id) throw new HttpError(403, NOT_OWN_BUSINESS)
    await db.transaction().execute(async (trx) => {
      if (body.image_id) await checkOwnImages(trx, existing.business_id, [body.image_id], 'image_id')
      const { is_public, ...fields } = body
      const changes: Record<string, unknown> = {}
      for (const [key, value] of Object.entries(fields)) if (value !== undefined) changes[key] = value
      if (is_public !== undefined) changes.is_public = is_public ? 1 : 0
      if (Object.keys(changes).length > 0) {
        await trx.updateTable('contact_persons').set(changes).where('id', '=', existing.id).execute()
      }
      const row = await contactRow(trx, existing.id)
      if (row.is_public === 1) await makePublic(trx, existing.business_id, existing.id)
    })
    return { data: await contactAnswer(db, await contactRow(db, existing.id)) }
  })

  registerRoute(app, contract.contactPersons, async ({ session }) => {
    const user = sessionOf(session).user
    if (!user.business) throw new HttpError(403, NOT_OWN_BUSINESS)
    const rows = await db
      .selectFrom('contact_persons')
      .selectAll()
      .where('business_id', '=', user.business.id)
      .orderBy('is_public', 'desc')
      .orderBy('id')
      .execute()
    return { data: await Promise.all(rows.map((row) => contactAnswer(db, row))) }
  })

  registerRoute(app, contract.businessActivities, async ({ session, params, body }) => {
    const business = await ownBusinessRow(db, sessionOf(session).user, params.businessId)
    const activities = [...new Set(body.activities)].sort()
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('business_activities').where('business_id', '=', business.id).execute()
      if (activities.length > 0) {
        await trx
          .insertInto('business_activities')
          .values(activities.map((activity) => ({ business_id: business.id, activity })))
          // A parallel save of the same business may have inserted them after our delete.
          .onConflict((oc) => oc.columns(['business_id', 'activity']).doNothing())
          .execute()
      }
    })
    return { data: activities }
  })

  registerRoute(app, contract.ownBusinessSites, async ({ session, params }) => {
    const business = await ownBusinessRow(db, sessionOf(session).user, params.businessId)
    const sites = await sitesWhere(db, (q) => q.where('s.business_id', '=', business.id))
    return { data: sites.map(withoutBusinessId) }
  })

  registerRoute(app, contract.createBusinessSite, async ({ session, params, body }) => {
    const business = await ownBusinessRow(db, sessionOf(session).user, params.businessId)
    const place = await resolvePlace(db, body, '')
    const siteId = await retryOnUniqueViolation((attempt) =>
      db.transaction().execute(async (trx) => {
        // Like the registration: the oabat channel plus every region whose circle holds the site.
        const oabat = await trx.selectFrom('channels').select('id').where('slug', '=', 'oabat').executeTakeFirst()
        const site = {
          businessId: business.id,
          slugText: `${business.name} ${body.name}`,
          name: body.name,
          street: body.street ?? null,
          place,
          isMain: false,
          channelId: oabat?.id ?? null,
        }
        return insertBusinessSite(trx, site, attempt)
      }),
    )
    const [site] = await sitesWhere(db, (q) => q.where('s.id', '=', siteId))
    if (!site) throw notFound(SITE_NOT_FOUND)
    return { data: withoutBusinessId(site) }
  })

  registerRoute(app, contract.updateBusinessSite, async ({ session, params, body }) => {
    const business = await ownBusinessRow(db, sessionOf(session).user, params.businessId)
    const existing = await db.selectFrom('business_sites').selectAll().where('id', '=', body.id).executeTakeFirst()
    if (!existing) throw notFound(SITE_NOT_FOUND)
    if (existing.business_id !== business.id) throw new HttpError(403, NOT_OWN_BUSINESS)
    const moves = body.postal_code !== undefined || body.location !== undefined
    const place = moves ? await resolvePlace(db, body, '') : null
    await db.transaction().execute(async (trx) => {
      const changes: Record<string, unknown> = {}
      if (body.name !== undefined) changes.name = body.name
      if (body.street !== undefined) changes.street = body.street
      if (place) {
        Object.assign(changes, {
          postal_code: place.postal_code,
          city: place.city,
          location_id: place.location_id,
          latitude: place.latitude,
          longitude: place.longitude,
          geo_cell: geoCell(place.latitude, place.longitude),
        })
      }
      if (Object.keys(changes).length > 0) {
        await trx.updateTable('business_sites').set(changes).where('id', '=', existing.id).execute()
      }
      if (place) {
        // Jobs carry their site's place, so the radius search finds them at the new address.
        await trx
          .updateTable('jobs')
          .set({
            city: place.city,
            postal_code: place.postal_code,
            latitude: place.latitude,
            longitude: place.longitude,
            geo_cell: geoCell(place.latitude, place.longitude),
          })
          .where('business_site_id', '=', existing.id)
          .execute()
        const jobs = await trx.selectFrom('jobs').select('id').where('business_site_id', '=', existing.id).execute()
        await indexJobs(
          trx,
          context.dialect,
          jobs.map((j) => j.id),
        )
      }
    })
    if (place) context.searchCache.clear()
    const [site] = await sitesWhere(db, (q) => q.where('s.id', '=', existing.id))
    if (!site) throw notFound(SITE_NOT_FOUND)
    return { data: withoutBusinessId(site) }
  })

  registerRoute(app, contract.businessUsers, async ({ session, params }) => {
    const business = await ownBusinessRow(db, sessionOf(session).user, params.businessId)
    return { data: await listOrganisationUsers(db, { kind: 'business', id: business.id, name: business.name }) }
  })

  const invitations = {
    db,
    mailer: createMailer(config, context.now, context.db),
    limiter: limiterOf(appContext),
    publicUrl: config.publicUrl,
    now: context.now,
  }

  registerRoute(app, contract.inviteBusinessUser, async ({ session, params, body }) => {
    const inviter = sessionOf(session).user
    const business = await ownBusinessRow(db, inviter, params.businessId)
    const organisation = { kind: 'business' as const, id: business.id, name: business.name }
    return { data: await inviteOrganisationUser(invitations, inviter, organisation, body) }
  })

  registerRoute(app, contract.businessesAround, async ({ params, body }) => {
    const [main] = await sitesWhere(db, (q) => q.where('s.business_id', '=', params.businessId))
    if (!main) throw notFound(BUSINESS_NOT_FOUND)
    const rows = await db
      .selectFrom('business_sites as s')
      .innerJoin('businesses as b', 'b.id', 's.business_id')
      .select(['b.id', 'b.slug', 'b.name', 'b.logo_url', 's.slug as site_slug', 's.city', 's.latitude', 's.longitude'])
      .where('s.is_main', '=', 1)
      .where('b.is_visible', '=', 1)
      .where('b.id', '!=', params.businessId)
      // A bounding box narrows the rows; the exact distance decides.
      .where('s.latitude', '>=', main.latitude - body.distance / 111)
      .where('s.latitude', '<=', main.latitude + body.distance / 111)
      .where('s.longitude', '>=', main.longitude - body.distance / (111 * Math.cos((main.latitude * Math.PI) / 180)))
      .where('s.longitude', '<=', main.longitude + body.distance / (111 * Math.cos((main.latitude * Math.PI) / 180)))
      .execute()
    const around = rows
      .map((row) => ({ row, km: distanceKm(main.latitude, main.longitude, row.latitude, row.longitude) }))
      .filter(({ km }) => km <= body.distance)
      .sort((a, b) => a.km - b.km)
      .slice(0, AROUND_LIMIT)
    return {
      data: around.map(({ row, km }) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        logo_url: row.logo_url,
        city: row.city,
        distance_km: Math.round(km * 10) / 10,
        business_site_slug: row.site_slug,
      })),
    }
  })
}
