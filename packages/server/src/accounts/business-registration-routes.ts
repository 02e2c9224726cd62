import { DEFAULT_SEARCH_CHANNEL, geoCell } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AccountContext } from '../auth/account-context.ts'
import type { AuthServices } from '../auth/auth-services.ts'
import { hashPassword } from '../auth/password-hash.ts'
import { HttpError } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { assertUnused } from './new-account.ts'
import { createOrganisationAccount } from './organisation-account.ts'
import { resolvePlace } from './place-lookup.ts'
import { regionChannelsAt } from './region-channels.ts'
import { uniqueSlug } from './unique-slug.ts'

/**
 * SPEC §7 POST /api/businesses: the employer registration of /arbeitgeber/registrierung. Business,
 * main site (placed by postal code or place), channel memberships and the contact person's account
 * are created in one transaction; the answer logs the new account in.
 */
export function registerBusinessRegistrationRoutes(app: Hono, context: AccountContext, services: AuthServices): void {
  const { db, now } = context

  registerRoute(app, contract.registerBusiness, async ({ body }) => {
    const input = body.newBusiness
    const channelSlug = body.channel ?? DEFAULT_SEARCH_CHANNEL
    const channel = await db.selectFrom('channels').select('id').where('slug', '=', channelSlug).executeTakeFirst()
    if (!channel) {
      const message = 'Diesen Channel gibt es nicht.'
      throw new HttpError(422, message, { channel: [message] })
    }
    const place = await resolvePlace(db, input, 'newBusiness.')
    await assertUnused(
      db,
      input.email,
      { value: input.phone_number, field: 'newBusiness.phone_number' },
      'newBusiness.email',
    )
    const passwordHash = await hashPassword(input.password)
    const at = new Date(now()).toISOString()

    const answer = await db.transaction().execute(async (trx) => {
      const business = await trx
        .insertInto('businesses')
        .values({
          slug: await uniqueSlug(trx, 'businesses', input.name),
          name: input.name,
          motto: null,
          about_us: null,
          website: input.website ?? null,
          employees: body.employees ?? null,
          logo_url: null,
          is_visible: 1,
          is_job_fair_participant: 0,
          has_pro_portal: 0,
          contact_firstname: input.firstname,
          contact_lastname: input.lastname,
          contact_gender: input.gender,
          registration_product: body.product ?? null,
          size: body.size ?? null,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const site = await trx
        .insertInto('business_sites')
        .values({
          business_id: business.id,
          slug: await uniqueSlug(trx, 'business_sites', `${input.name} ${place.city}`),
          name: input.name,
          street: input.street ?? null,
          postal_code: place.postal_code,
          city: place.city,
          location_id: place.location_id,
          latitude: place.latitude,
          longitude: place.longitude,
          geo_cell: geoCell(place.latitude, place.longitude),
          is_main: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const channelIds = new Set([channel.id, ...(await regionChannelsAt(trx, place.latitude, place.longitude))])
      await trx
        .insertInto('business_site_channels')
        .values([...channelIds].map((id) => ({ business_site_id: site.id, channel_id: id, is_active: 1 })))
        .execute()
      return createOrganisationAccount(
        context,
        services,
        trx,
        { ...input, passwordHash },
        { businessId: business.id },
        'newBusiness.email',
      )
    })
    return answer
  })
}
