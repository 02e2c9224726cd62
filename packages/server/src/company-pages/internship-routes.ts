/**
 * @module internship routes — internship weeks (issue #15 item 6, docs/company-pages.md): a company
 * offers weeks for an internship job (week start Monday, capacity); a pupil books one; the company
 * gets the action message internshipWeekCreated („… eingetragen“) and confirms or declines it there.
 */
import { germanDate, isPastWeek, JOB_TYPES } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import { isUniqueViolation } from '../accounts/unique-violation.ts'
import type { AppContext } from '../app-context.ts'
import { sessionOf } from '../auth/access-check.ts'
import { withClock } from '../auth/account-context.ts'
import { limiterOf } from '../auth/app-limiter.ts'
import type { SessionUser } from '../auth/session-user.ts'
import { announceMessage } from '../chat/chat-announce.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { registerRoute } from '../http/register-route.ts'
import {
  bookingById,
  bookingsOfPupil,
  insertBookingAction,
  insertBookingAnswer,
  toInternshipBooking,
  toInternshipWeek,
  type WeekRow,
} from './internship-store.ts'

const JOB_NOT_FOUND = 'Dieses Praktikum gibt es nicht (mehr).'
const NOT_AN_INTERNSHIP = 'Praktikumswochen gibt es nur für Praktikumsstellen.'
const NOT_OWN_JOB = 'Diese Stelle gehört nicht Deinem Unternehmen.'
const WEEK_NOT_FOUND = 'Diese Praktikumswoche gibt es nicht.'
const WEEK_PAST = 'Diese Woche hat schon begonnen oder liegt in der Vergangenheit.'
const WEEK_EXISTS = 'Diese Woche ist schon eingetragen. Ändere dort die Zahl der Plätze.'
const WEEK_FULL = 'Diese Woche ist leider schon ausgebucht. Bitte wähle eine andere.'
const ALREADY_BOOKED = 'Du hast diese Woche schon gebucht.'
const WEEK_HAS_BOOKINGS = 'Für diese Woche gibt es schon Buchungen. Sage sie zuerst im Chat ab.'
const BELOW_BOOKED = 'Es sind schon mehr Plätze gebucht. Weniger Plätze als Buchungen gehen nicht.'
const BOOKING_NOT_FOUND = 'Diese Buchung gibt es nicht.'
const NOT_YOUR_BOOKING = 'Diese Buchung gehört nicht Dir.'
const ALREADY_ANSWERED = 'Diese Buchung ist schon beantwortet.'

interface JobRow {
  id: number
  slug: string
  name: string
  city: string
  type_id: number
  status: string
  business_id: number
  business_slug: string
  business_name: string
  logo_url: string | null
  is_visible: number
}

export function registerInternshipRoutes(app: Hono, appContext: AppContext): void {
  const context = withClock(appContext)
  const { db } = context
  const nowIso = () => new Date(context.now()).toISOString()
  const today = () => new Date(context.now())

  async function jobBySlug(slug: string): Promise<JobRow | undefined> {
    return db
      .selectFrom('jobs as j')
      .innerJoin('businesses as b', 'b.id', 'j.business_id')
      .select([
        'j.id',
        'j.slug',
        'j.name',
        'j.city',
        'j.type_id',
        'j.status',
        'j.business_id',
        'b.slug as business_slug',
        'b.name as business_name',
        'b.logo_url',
        'b.is_visible',
      ])
      .where('j.slug', '=', slug)
      .executeTakeFirst()
  }

  /** A published internship of a visible company; its own company also sees it unpublished. */
  async function visibleInternship(slug: string, user: SessionUser | null): Promise<JobRow> {
    const job = await jobBySlug(slug)
    const own = job !== undefined && user?.business?.id === job.business_id
    if (!job || (!own && (job.status !== 'published' || job.is_visible !== 1))) throw notFound(JOB_NOT_FOUND)
    if (job.type_id !== JOB_TYPES.traineeship) throw notFound(NOT_AN_INTERNSHIP)
    return job
  }

  /** The caller's own internship job: 404 unknown, 403 another company's, 422 no internship. */
  async function ownInternship(slug: string, user: SessionUser): Promise<JobRow> {
    const job = await jobBySlug(slug)
    if (!job) throw notFound(JOB_NOT_FOUND)
    if (user.business?.id !== job.business_id) throw new HttpError(403, NOT_OWN_JOB)
    if (job.type_id !== JOB_TYPES.traineeship) throw new HttpError(422, NOT_AN_INTERNSHIP)
    return job
  }

  async function weekRow(id: number): Promise<(WeekRow & { business_id: number }) | undefined> {
    return db
      .selectFrom('internship_weeks as w')
      .innerJoin('jobs as j', 'j.id', 'w.job_id')
      .select(['w.id', 'w.job_id', 'w.week_start', 'w.capacity', 'w.booked', 'w.created_at', 'j.business_id'])
      .where('w.id', '=', id)
      .executeTakeFirst()
  }

  async function ownWeek(id: number, user: SessionUser) {
    const week = await weekRow(id)
    if (!week) throw notFound(WEEK_NOT_FOUND)
    if (user.business?.id !== week.business_id) throw new HttpError(403, NOT_OWN_JOB)
    return week
  }

  registerRoute(app, contract.internship, async ({ session, params }) => {
    const job = await visibleInternship(params.jobSlug, session?.user ?? null)
    const weeks = await db
      .selectFrom('internship_weeks')
      .select(['id', 'job_id', 'week_start', 'capacity', 'booked', 'created_at'])
      .where('job_id', '=', job.id)
      .orderBy('week_start')
      .execute()
    return {
      data: {
        job: { id: job.id, slug: job.slug, name: job.name, city: job.city },
        business: { id: job.business_id, slug: job.business_slug, name: job.business_name, logo_url: job.logo_url },
        weeks: weeks.filter((week) => !isPastWeek(week.week_start, today())).map(toInternshipWeek),
      },
    }
  })

  registerRoute(app, contract.myInternshipBookings, async ({ session, params }) => {
    const { user } = sessionOf(session)
    const job = await visibleInternship(params.jobSlug, user)
    return { data: await bookingsOfPupil(db, user.id, job.id) }
  })

  registerRoute(app, contract.createInternshipWeek, async ({ session, params, body }) => {
    const { user } = sessionOf(session)
    const job = await ownInternship(params.jobSlug, user)
    if (isPastWeek(body.week_start, today())) throw new HttpError(422, WEEK_PAST, { week_start: [WEEK_PAST] })
    const row = await db
      .insertInto('internship_weeks')
      .values({ job_id: job.id, week_start: body.week_start, capacity: body.capacity, created_at: nowIso() })
      .returning(['id', 'job_id', 'week_start', 'capacity', 'booked', 'created_at'])
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new HttpError(409, WEEK_EXISTS, { week_start: [WEEK_EXISTS] })
        throw error
      })
    return { data: toInternshipWeek(row) }
  })

  registerRoute(app, contract.updateInternshipWeek, async ({ session, params, body }) => {
    const { user } = sessionOf(session)
    const week = await ownWeek(params.weekId, user)
    // Only while the bookings still fit: a booking at the same moment is counted before or after, never lost.
    const updated = await db
      .updateTable('internship_weeks')
      .set({ capacity: body.capacity })
      .where('id', '=', week.id)
      .where('booked', '<=', body.capacity)
      .returning(['id', 'job_id', 'week_start', 'capacity', 'booked', 'created_at'])
      .executeTakeFirst()
    if (!updated) throw new HttpError(422, BELOW_BOOKED, { capacity: [BELOW_BOOKED] })
    return { data: toInternshipWeek(updated) }
  })

  registerRoute(app, contract.deleteInternshipWeek, async ({ session, params }) => {
    const { user } = sessionOf(session)
    const week = await ownWeek(params.weekId, user)
    const deleted = await db
      .deleteFrom('internship_weeks')
      .where('id', '=', week.id)
      .where('booked', '=', 0)
      .executeTakeFirst()
    if (Number(deleted.numDeletedRows) !== 1) throw new HttpError(409, WEEK_HAS_BOOKINGS)
    return { message: 'Die Praktikumswoche wurde gelöscht.' }
  })

  registerRoute(app, contract.bookInternshipWeek, async ({ session, params }) => {
    const { user } = sessionOf(session)
    const week = await weekRow(params.weekId)
    if (!week) throw notFound(WEEK_NOT_FOUND)
    const job = await db
      .selectFrom('jobs as j')
      .innerJoin('businesses as b', 'b.id', 'j.business_id')
      .select(['j.name', 'j.status', 'b.is_visible'])
      .where('j.id', '=', week.job_id)
      .executeTakeFirstOrThrow()
    if (job.status !== 'published' || job.is_visible !== 1) throw notFound(WEEK_NOT_FOUND)
    if (isPastWeek(week.week_start, today())) throw new HttpError(422, WEEK_PAST)
    await limiterOf(appContext).consume('internshipBookings', user.id)
    const pupil = await db
      .selectFrom('users')
      .select(['firstname', 'lastname'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
    const at = nowIso()
    const book = () =>
      db.transaction().execute(async (trx) => {
        // One conditional UPDATE takes the place: of parallel bookings only as many as there are places pass.
        const taken = await trx
          .updateTable('internship_weeks')
          .set((eb) => ({ booked: eb('booked', '+', 1) }))
          .where('id', '=', week.id)
          .whereRef('booked', '<', 'capacity')
          .executeTakeFirst()
        if (Number(taken.numUpdatedRows) !== 1) throw new HttpError(409, WEEK_FULL)
        const inserted = await trx
          .insertInto('internship_bookings')
          .values({ week_id: week.id, user_id: user.id, status: 'open', created_at: at, answered_at: null })
          .returning('id')
          .executeTakeFirstOrThrow()
        const id = Number(inserted.id)
        const sent = await insertBookingAction(
          trx,
          {
            id,
            pupilId: user.id,
            pupilName: [pupil.firstname, pupil.lastname].filter(Boolean).join(' ') || 'Eine Schülerin oder ein Schüler',
            businessId: week.business_id,
            weekStart: week.week_start,
            jobName: job.name,
          },
          at,
        )
        return { id, sent }
      })
    const result = await book().catch(async (error: unknown) => {
      if (!isUniqueViolation(error)) throw error
      const mine = await db
        .selectFrom('internship_bookings')
        .select('id')
        .where('week_id', '=', week.id)
        .where('user_id', '=', user.id)
        .executeTakeFirst()
      if (mine) throw new HttpError(409, ALREADY_BOOKED)
      // A first chat message of the same pair raced ours (pair_key): once more.
      return book()
    })
    if (result.sent) await announceMessage(context, result.sent)
    const booking = await bookingById(db, result.id)
    if (!booking) throw notFound(BOOKING_NOT_FOUND)
    return { data: toInternshipBooking(booking) }
  })

  registerRoute(app, contract.internshipBooking, async ({ session, params }) => {
    const { user } = sessionOf(session)
    const booking = await bookingById(db, params.bookingId)
    if (!booking) throw notFound(BOOKING_NOT_FOUND)
    if (booking.user_id !== user.id && booking.business_id !== user.business?.id)
      throw new HttpError(403, NOT_YOUR_BOOKING)
    return { data: toInternshipBooking(booking) }
  })

  registerRoute(app, contract.answerInternshipBooking, async ({ session, params, body }) => {
    const { user } = sessionOf(session)
    const booking = await bookingById(db, params.bookingId)
    if (!booking) throw notFound(BOOKING_NOT_FOUND)
    if (booking.business_id !== user.business?.id) throw new HttpError(403, NOT_OWN_JOB)
    const at = nowIso()
    const range = germanDate(booking.week_start)
    const sent = await db.transaction().execute(async (trx) => {
      // Only an open booking changes: a second answer at the same moment finds none and is refused.
      const updated = await trx
        .updateTable('internship_bookings')
        .set({ status: body.accepted ? 'confirmed' : 'declined', answered_at: at })
        .where('id', '=', booking.id)
        .where('status', '=', 'open')
        .executeTakeFirst()
      if (Number(updated.numUpdatedRows) !== 1) throw new HttpError(409, ALREADY_ANSWERED)
      // A declined booking gives its place back.
      if (!body.accepted)
        await trx
          .updateTable('internship_weeks')
          .set((eb) => ({ booked: eb('booked', '-', 1) }))
          .where('id', '=', booking.week_id)
          .where('booked', '>', 0)
          .execute()
      return insertBookingAnswer(
        trx,
        {
          bookingId: booking.id,
          answererId: user.id,
          pupilId: booking.user_id,
          accepted: body.accepted,
          text: body.accepted
            ? `Dein Praktikum „${booking.job_name}“ in der Woche ab ${range} ist bestätigt. Wir freuen uns auf Dich!`
            : `Dein Praktikum „${booking.job_name}“ in der Woche ab ${range} müssen wir leider absagen.`,
        },
        at,
      )
    })
    if (sent) await announceMessage(context, sent)
    const answered = await bookingById(db, booking.id)
    if (!answered) throw notFound(BOOKING_NOT_FOUND)
    return { data: toInternshipBooking(answered) }
  })
}
