import { DEFAULT_SEARCH_CHANNEL } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AccountContext } from '../auth/account-context.ts'
import type { AuthServices } from '../auth/auth-services.ts'
import { hashPassword } from '../auth/password-hash.ts'
import { HttpError } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { insertBusinessSite } from './insert-business-site.ts'
import { assertUnused } from './new-account.ts'
import { createOrganisationAccount } from './organisation-account.ts'
import { resolvePlace } from './place-lookup.ts'
import { limitRegistration } from './registration-limit.ts'
import { uniqueSlug } from './unique-slug.ts'
import { retryOnUniqueViolation } from './unique-violation.ts'

/**
 * SPEC §7 POST /api/businesses: the employer registration of /arbeitgeber/registrierung. Business,
 * main site (placed by postal code or place), channel memberships and the contact person's account
 * are created in one transaction; the answer logs the new account in.
 */
export function registerBusinessRegistrationRoutes(app: Hono, context: AccountContext, services: AuthServices): void {
  const { db, config, now } = context

  registerRoute(app, contract.registerBusiness, async ({ body, context: c }) => {
    await limitRegistration(services, config, c)
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

    const answer = await retryOnUniqueViolation((attempt) =>
      db.transaction().execute(async (trx) => {
        const business = await trx
          .insertInto('businesses')
          .values({
            slug: await uniqueSlug(trx, 'businesses', input.name, attempt),
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
        const site = {
          businessId: business.id,
          slugText: `${input.name} ${place.city}`,
          name: input.name,
          street: input.street ?? null,
          place,
          isMain: true,
          channelId: channel.id,
        }
        await insertBusinessSite(trx, site, attempt)
        return createOrganisationAccount(
          context,
          services,
          trx,
          { ...input, passwordHash },
          { businessId: business.id },
          'newBusiness.email',
        )
      }),
    )
    return answer
  })
}
