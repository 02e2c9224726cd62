import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AccountContext } from '../auth/account-context.ts'
import type { AuthServices } from '../auth/auth-services.ts'
import { hashPassword } from '../auth/password-hash.ts'
import { registerRoute } from '../http/register-route.ts'
import { assertUnused } from './new-account.ts'
import { createOrganisationAccount } from './organisation-account.ts'
import { resolvePlace } from './place-lookup.ts'
import { regionChannelsAt } from './region-channels.ts'
import { limitRegistration } from './registration-limit.ts'
import { uniqueSlug } from './unique-slug.ts'
import { retryOnUniqueViolation } from './unique-violation.ts'

/**
 * School registration (POST /api/schools/register, page /schule/registrierung) and region
 * registration (POST /api/regions/register, page /region/registrierung). Each creates the school or
 * region and the account of the person registering it in one transaction and logs that account in.
 */
export function registerSchoolAndRegionRegistrationRoutes(
  app: Hono,
  context: AccountContext,
  services: AuthServices,
): void {
  const { db, config, now } = context

  registerRoute(app, contract.registerSchool, async ({ body, context: c }) => {
    await limitRegistration(services, config, c)
    const place = await resolvePlace(db, body.school, 'school.')
    await assertUnused(db, body.email, { value: body.phone_number, field: 'phone_number' })
    const passwordHash = await hashPassword(body.password)
    return retryOnUniqueViolation((attempt) =>
      db.transaction().execute(async (trx) => {
        // Like the demo schools, a school shares the channel of the region it lies in.
        const [regionChannel] = await regionChannelsAt(trx, place.latitude, place.longitude)
        const school = await trx
          .insertInto('schools')
          .values({
            slug: await uniqueSlug(trx, 'schools', body.school.name, attempt),
            name: body.school.name,
            type: body.school.type,
            city: place.city,
            location_id: place.location_id,
            latitude: place.latitude,
            longitude: place.longitude,
            about_us: null,
            channel_id: regionChannel ?? null,
            is_minibat_unlocked: 0,
            created_at: new Date(now()).toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        return createOrganisationAccount(
          context,
          services,
          trx,
          { ...body, passwordHash },
          { schoolId: school.id },
          'email',
        )
      }),
    )
  })

  registerRoute(app, contract.registerRegion, async ({ body, context: c }) => {
    await limitRegistration(services, config, c)
    const place = await resolvePlace(db, body.region, 'region.')
    await assertUnused(db, body.email, { value: body.phone_number, field: 'phone_number' })
    const passwordHash = await hashPassword(body.password)
    return retryOnUniqueViolation((attempt) =>
      db.transaction().execute(async (trx) => {
        const slug = await uniqueSlug(trx, 'regions', body.region.name, attempt)
        const channel = await trx
          .insertInto('channels')
          .values({ slug: await uniqueSlug(trx, 'channels', slug, attempt), name: body.region.name })
          .returning('id')
          .executeTakeFirstOrThrow()
        const region = await trx
          .insertInto('regions')
          .values({
            slug,
            name: body.region.name,
            description: body.region.description ?? null,
            channel_id: channel.id,
            is_v2: 0,
            latitude: place.latitude,
            longitude: place.longitude,
            radius_km: body.region.radius_km,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        return createOrganisationAccount(
          context,
          services,
          trx,
          { ...body, passwordHash },
          { regionId: region.id },
          'email',
        )
      }),
    )
  })
}
