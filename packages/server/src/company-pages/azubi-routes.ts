/**
 * @module azubi routes — a company's apprentices (issue #15 item 5, docs/company-pages.md): the
 * company shows them with their consent noted; everyone sees them on /betriebe/{slug}/azubis.
 */
import { AZUBIS_MAX, type Image } from '@oabat/core'
import { type Azubi, contract, type OwnAzubi } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import { withClock } from '../auth/account-context.ts'
import type { SessionUser } from '../auth/session-user.ts'
import { imagesById } from '../business-profile/profile-fields.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { checkOrganisationImages } from '../media/organisation-images.ts'
import type { AzubisTable } from './company-pages-schema.ts'

const BUSINESS_NOT_FOUND = 'Dieses Unternehmen gibt es nicht.'
const AZUBI_NOT_FOUND = 'Diese:n Azubi gibt es nicht.'
const NOT_OWN_AZUBI = 'Diese:r Azubi gehört nicht zu Deinem Unternehmen.'
const NO_BUSINESS = 'Nur Unternehmen zeigen ihre Azubis.'
const FOREIGN_IMAGE = 'Bitte wähle ein Foto, das Ihr selbst hochgeladen habt.'
const TOO_MANY = `Ihr zeigt schon ${AZUBIS_MAX} Azubis. Nehmt zuerst jemanden von der Seite.`

type AzubiRow = Omit<AzubisTable, 'id'> & { id: number }

function toAzubi(row: AzubiRow, images: Map<number, Image>): Azubi {
  return {
    id: row.id,
    name: row.name,
    occupation: row.occupation,
    training_year: row.training_year,
    about: row.about,
    image: row.image_id === null ? null : (images.get(row.image_id) ?? null),
    video_url: row.video_url,
  }
}

function ownBusinessId(user: SessionUser): number {
  if (!user.business) throw new HttpError(403, NO_BUSINESS)
  return user.business.id
}

export function registerAzubiRoutes(app: Hono, appContext: AppContext): void {
  const context = withClock(appContext)
  const { db } = context
  const nowIso = () => new Date(context.now()).toISOString()

  async function azubisOf(businessId: number): Promise<OwnAzubi[]> {
    const rows = await db
      .selectFrom('azubis')
      .selectAll()
      .where('business_id', '=', businessId)
      .orderBy('training_year', 'desc')
      .orderBy('id')
      .execute()
    const images = await imagesById(
      db,
      rows.flatMap((row) => (row.image_id === null ? [] : [row.image_id])),
    )
    return rows.map((row) => ({ ...toAzubi(row, images), consent_at: row.consent_at }))
  }

  async function ownAzubi(user: SessionUser, id: number): Promise<AzubiRow> {
    const businessId = ownBusinessId(user)
    const row = await db.selectFrom('azubis').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row) throw notFound(AZUBI_NOT_FOUND)
    if (row.business_id !== businessId) throw new HttpError(403, NOT_OWN_AZUBI)
    return row
  }

  async function answer(businessId: number, id: number) {
    const found = (await azubisOf(businessId)).find((azubi) => azubi.id === id)
    if (!found) throw notFound(AZUBI_NOT_FOUND)
    return { data: found }
  }

  registerRoute(app, contract.businessAzubis, async ({ session, params }) => {
    const business = await db
      .selectFrom('businesses')
      .select(['id', 'slug', 'name', 'logo_url', 'is_visible'])
      .where('slug', '=', params.slug)
      .executeTakeFirst()
    const own = business !== undefined && session?.user.business?.id === business.id
    if (!business || (business.is_visible !== 1 && !own)) throw notFound(BUSINESS_NOT_FOUND)
    const azubis = (await azubisOf(business.id)).map(({ consent_at: _unused, ...azubi }) => azubi)
    return {
      data: {
        business: { id: business.id, slug: business.slug, name: business.name, logo_url: business.logo_url },
        azubis,
      },
    }
  })

  registerRoute(app, contract.ownAzubis, async ({ session }) => {
    return { data: await azubisOf(ownBusinessId(sessionOf(session).user)) }
  })

  registerRoute(app, contract.createAzubi, async ({ session, body }) => {
    const businessId = ownBusinessId(sessionOf(session).user)
    const imageId = body.image_id ?? null
    if (imageId !== null)
      await checkOrganisationImages(db, { business_id: businessId }, [imageId], 'image_id', FOREIGN_IMAGE)
    const at = nowIso()
    const id = await db.transaction().execute(async (trx) => {
      const count = await trx
        .selectFrom('azubis')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('business_id', '=', businessId)
        .executeTakeFirstOrThrow()
      if (Number(count.n) >= AZUBIS_MAX) throw new HttpError(422, TOO_MANY)
      const inserted = await trx
        .insertInto('azubis')
        .values({
          business_id: businessId,
          name: body.name,
          occupation: body.occupation,
          training_year: body.training_year,
          about: body.about,
          image_id: imageId,
          video_url: body.video_url ?? null,
          // The checkbox is required: its date is when the company noted the apprentice's consent.
          consent_at: at,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return Number(inserted.id)
    })
    return answer(businessId, id)
  })

  registerRoute(app, contract.updateAzubi, async ({ session, params, body }) => {
    const row = await ownAzubi(sessionOf(session).user, params.azubiId)
    const imageId = body.image_id ?? null
    if (imageId !== null && imageId !== row.image_id)
      await checkOrganisationImages(db, { business_id: row.business_id }, [imageId], 'image_id', FOREIGN_IMAGE)
    await db
      .updateTable('azubis')
      .set({
        name: body.name,
        occupation: body.occupation,
        training_year: body.training_year,
        about: body.about,
        image_id: imageId,
        video_url: body.video_url ?? null,
        updated_at: nowIso(),
      })
      .where('id', '=', row.id)
      .execute()
    return answer(row.business_id, row.id)
  })

  registerRoute(app, contract.deleteAzubi, async ({ session, params }) => {
    const row = await ownAzubi(sessionOf(session).user, params.azubiId)
    await db.deleteFrom('azubis').where('id', '=', row.id).execute()
    return { message: `${row.name} ist nicht mehr auf Eurer Azubi-Seite.` }
  })
}
