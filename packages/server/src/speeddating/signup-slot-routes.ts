import { contract, type SignupSlot } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { Kysely, Transaction } from 'kysely'
import { isUniqueViolation } from '../accounts/unique-violation.ts'
import { sessionOf } from '../auth/access-check.ts'
import type { AccountContext } from '../auth/account-context.ts'
import type { AuthServices } from '../auth/auth-services.ts'
import { announceMessage } from '../chat/chat-announce.ts'
import type { Database } from '../db/schema.ts'
import { companyChatContact } from '../employer-jobs/job-interest-chat.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { insertBookingMessage, slotBookedMails, slotCancelledMails } from './slot-booking-notices.ts'

const REGION_NOT_FOUND = 'Diese Region gibt es nicht.'
const NOT_OWN_REGION = 'Das ist nicht Deine Region.'
const SLOT_NOT_FOUND = 'Diesen Termin gibt es nicht.'
const SLOT_TAKEN = 'Dieser Termin ist leider schon vergeben. Bitte wähle einen anderen.'
const SLOT_PAST = 'Dieser Termin liegt in der Vergangenheit.'
const SLOT_BOOKED_NO_DELETE = 'Dieser Termin ist schon gebucht und lässt sich nicht mehr löschen.'
const NOT_YOUR_BOOKING = 'Du hast diesen Termin nicht gebucht.'
const NOT_A_MEMBER = 'Dieser Betrieb gehört nicht zu Deiner Region.'
const SERIES_OVERLAPS = 'Mit diesem Betrieb gibt es zu einer dieser Zeiten schon einen Termin.'

type Db = Kysely<Database> | Transaction<Database>

/** The slots (upcoming only unless `all`) with their company and booking state for `viewerId`. */
async function slotsWhere(
  db: Db,
  filter: { regionId?: number; slotIds?: number[]; from?: string },
  viewerId: number | null,
): Promise<SignupSlot[]> {
  let query = db
    .selectFrom('signup_slots as s')
    .innerJoin('businesses as b', 'b.id', 's.business_id')
    .leftJoin('signup_bookings as k', 'k.slot_id', 's.id')
    .select([
      's.id',
      's.starts_at',
      's.duration_minutes',
      's.place',
      'b.id as business_id',
      'b.slug as business_slug',
      'b.name as business_name',
      'b.logo_url',
      'k.user_id as booked_by',
    ])
  if (filter.regionId !== undefined) query = query.where('s.region_id', '=', filter.regionId)
  if (filter.slotIds) query = query.where('s.id', 'in', filter.slotIds.length ? filter.slotIds : [0])
  if (filter.from) query = query.where('s.starts_at', '>=', filter.from)
  const rows = await query.orderBy('s.starts_at').orderBy('b.name').orderBy('s.id').execute()
  return rows.map((row) => ({
    id: row.id,
    starts_at: row.starts_at,
    duration_minutes: row.duration_minutes,
    place: row.place,
    business: { id: row.business_id, slug: row.business_slug, name: row.business_name, logo_url: row.logo_url },
    booked: row.booked_by !== null,
    mine: viewerId !== null && row.booked_by === viewerId,
  }))
}

/**
 * The fixed regions' sign-up with time slots (SPEC §2 /passau/anmeldung, /inn-salzach/anmeldung, the
 * speeddating region; /region/{slug}/anmeldung_creator; docs/speeddating.md). A region creates
 * series of slots with its member companies; a pupil books a free one. The booking's unique slot_id
 * makes double booking impossible, also for parallel requests; booking, chat message and both mails
 * are one transaction.
 */
export function registerSignupSlotRoutes(app: Hono, context: AccountContext, services: AuthServices): void {
  const { db, now } = context

  async function regionBySlug(slug: string) {
    const region = await db
      .selectFrom('regions')
      .select(['id', 'slug', 'name', 'channel_id'])
      .where('slug', '=', slug)
      .executeTakeFirst()
    if (!region) throw notFound(REGION_NOT_FOUND)
    return region
  }

  registerRoute(app, contract.signupSlots, async ({ session, params }) => {
    const region = await regionBySlug(params.regionSlug)
    const from = new Date(now()).toISOString()
    return { data: await slotsWhere(db, { regionId: region.id, from }, session?.user.id ?? null) }
  })

  registerRoute(app, contract.createSignupSlots, async ({ session, params, body }) => {
    const { user } = sessionOf(session)
    if (user.region?.slug !== params.regionSlug) throw new HttpError(403, NOT_OWN_REGION)
    const region = await regionBySlug(params.regionSlug)
    // Members are the companies with a site in the region's channel (as the region's company list).
    const member = await db
      .selectFrom('business_sites as s')
      .innerJoin('business_site_channels as c', 'c.business_site_id', 's.id')
      .select('s.business_id')
      .where('s.business_id', '=', body.business_id)
      .where('c.channel_id', '=', region.channel_id)
      .executeTakeFirst()
    if (!member) throw new HttpError(422, NOT_A_MEMBER, { business_id: [NOT_A_MEMBER] })
    const first = Date.parse(body.starts_at)
    if (first <= now()) throw new HttpError(422, SLOT_PAST, { starts_at: [SLOT_PAST] })
    const createdAt = new Date(now()).toISOString()
    const rows = Array.from({ length: body.count }, (_, index) => ({
      region_id: region.id,
      business_id: body.business_id,
      starts_at: new Date(first + index * body.duration_minutes * 60_000).toISOString(),
      duration_minutes: body.duration_minutes,
      place: body.place ?? null,
      created_at: createdAt,
    }))
    const ids = await db
      .transaction()
      .execute(async (trx) => {
        const inserted = await trx.insertInto('signup_slots').values(rows).returning('id').execute()
        return inserted.map((row) => Number(row.id))
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new HttpError(422, SERIES_OVERLAPS, { starts_at: [SERIES_OVERLAPS] })
        throw error
      })
    return { data: await slotsWhere(db, { slotIds: ids }, user.id) }
  })

  registerRoute(app, contract.deleteSignupSlot, async ({ session, params }) => {
    const { user } = sessionOf(session)
    const slot = await db
      .selectFrom('signup_slots as s')
      .innerJoin('regions as r', 'r.id', 's.region_id')
      .leftJoin('signup_bookings as k', 'k.slot_id', 's.id')
      .select(['s.id', 'r.slug as region_slug', 'k.id as booking_id'])
      .where('s.id', '=', params.slotId)
      .executeTakeFirst()
    if (!slot) throw notFound(SLOT_NOT_FOUND)
    if (user.region?.slug !== slot.region_slug) throw new HttpError(403, NOT_OWN_REGION)
    if (slot.booking_id !== null) throw new HttpError(422, SLOT_BOOKED_NO_DELETE)
    await db.deleteFrom('signup_slots').where('id', '=', slot.id).execute()
    return { message: 'Der Termin wurde gelöscht.' }
  })

  registerRoute(app, contract.bookSignupSlot, async ({ session, params }) => {
    const { user } = sessionOf(session)
    const [slot] = await slotsWhere(db, { slotIds: [params.slotId] }, user.id)
    if (!slot) throw notFound(SLOT_NOT_FOUND)
    if (Date.parse(slot.starts_at) <= now()) throw new HttpError(422, SLOT_PAST)
    if (slot.booked) throw new HttpError(409, SLOT_TAKEN)
    const region = await db
      .selectFrom('signup_slots as s')
      .innerJoin('regions as r', 'r.id', 's.region_id')
      .select(['r.name'])
      .where('s.id', '=', slot.id)
      .executeTakeFirstOrThrow()
    const at = new Date(now()).toISOString()
    const book = () =>
      db.transaction().execute(async (trx) => {
        // The unique slot_id: of parallel bookings exactly one gets the slot.
        await trx.insertInto('signup_bookings').values({ slot_id: slot.id, user_id: user.id, created_at: at }).execute()
        const pupil = await trx
          .selectFrom('users')
          .select(['id', 'email', 'firstname', 'lastname'])
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow()
        const contactId = await companyChatContact(trx, slot.business.id)
        const sent = await insertBookingMessage(trx, { pupilId: pupil.id, contactId, slot, at })
        const company = await trx
          .selectFrom('users')
          .select('email')
          .where('business_id', '=', slot.business.id)
          .orderBy('id')
          .execute()
        for (const mail of slotBookedMails({ pupil, companyEmails: company.map((c) => c.email), slot, region }))
          await services.mailer.send(mail)
        return sent
      })
    const sent = await book().catch(async (error: unknown) => {
      if (!isUniqueViolation(error)) throw error
      const taken = await db
        .selectFrom('signup_bookings')
        .select('id')
        .where('slot_id', '=', slot.id)
        .executeTakeFirst()
      // The slot went to someone else; otherwise a first chat message of the pair raced ours: once more.
      if (taken) throw new HttpError(409, SLOT_TAKEN)
      return book()
    })
    if (sent) await announceMessage(context, sent)
    const [booked] = await slotsWhere(db, { slotIds: [slot.id] }, user.id)
    return { data: booked as SignupSlot }
  })

  registerRoute(app, contract.cancelSignupBooking, async ({ session, params }) => {
    const { user } = sessionOf(session)
    const [slot] = await slotsWhere(db, { slotIds: [params.slotId] }, user.id)
    // Someone else's booking is as unknown to the caller as no booking.
    if (!slot?.mine) throw notFound(NOT_YOUR_BOOKING)
    if (Date.parse(slot.starts_at) <= now()) throw new HttpError(422, SLOT_PAST)
    await db.transaction().execute(async (trx) => {
      const deleted = await trx
        .deleteFrom('signup_bookings')
        .where('slot_id', '=', slot.id)
        .where('user_id', '=', user.id)
        .executeTakeFirst()
      if (Number(deleted.numDeletedRows) === 0) throw notFound(NOT_YOUR_BOOKING)
      const pupil = await trx
        .selectFrom('users')
        .select(['email', 'firstname', 'lastname'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow()
      const company = await trx
        .selectFrom('users')
        .select('email')
        .where('business_id', '=', slot.business.id)
        .orderBy('id')
        .execute()
      // The company plans with the appointment: it learns of the cancellation; a mail that fails undoes it.
      for (const mail of slotCancelledMails({ pupil, companyEmails: company.map((c) => c.email), slot }))
        await services.mailer.send(mail)
    })
    return { message: 'Dein Termin ist abgesagt. Der Betrieb weiß Bescheid.' }
  })

  registerRoute(app, contract.signupBookings, async ({ session, params }) => {
    const { user } = sessionOf(session)
    const region = await regionBySlug(params.regionSlug)
    if (user.region?.slug !== region.slug) throw new HttpError(403, NOT_OWN_REGION)
    const rows = await db
      .selectFrom('signup_bookings as k')
      .innerJoin('signup_slots as s', 's.id', 'k.slot_id')
      .innerJoin('businesses as b', 'b.id', 's.business_id')
      .innerJoin('users as u', 'u.id', 'k.user_id')
      .select([
        's.id as slot_id',
        's.starts_at',
        's.duration_minutes',
        's.place',
        'b.id as business_id',
        'b.name as business_name',
        'u.firstname',
        'u.lastname',
        'u.email',
        'k.created_at',
      ])
      .where('s.region_id', '=', region.id)
      .orderBy('s.starts_at')
      .orderBy('b.name')
      .orderBy('s.id')
      .execute()
    return {
      data: rows.map((row) => ({
        slot_id: row.slot_id,
        starts_at: row.starts_at,
        duration_minutes: row.duration_minutes,
        place: row.place,
        business: { id: row.business_id, name: row.business_name },
        pupil: { firstname: row.firstname, lastname: row.lastname, email: row.email },
        booked_at: row.created_at,
      })),
    }
  })
}
