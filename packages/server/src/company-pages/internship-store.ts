import {
  INTERNSHIP_WEEK_ACTION,
  internshipActionRef,
  internshipActionSubject,
  internshipWeekRange,
  weekFriday,
} from '@oabat/core'
import type { InternshipBooking, InternshipWeek } from '@oabat/core/contract'
import type { Kysely, Transaction } from 'kysely'
import { isBlocked } from '../chat/chat-block.ts'
import { insertToUser, pairKey, type SentMessage } from '../chat/chat-send.ts'
import type { Database } from '../db/schema.ts'
import { companyChatContact } from '../employer-jobs/job-interest-chat.ts'
import type { InternshipWeeksTable } from './company-pages-schema.ts'

type Db = Kysely<Database> | Transaction<Database>
type Trx = Transaction<Database>

export type WeekRow = Omit<InternshipWeeksTable, 'id' | 'booked'> & { id: number; booked: number }

export function toInternshipWeek(row: WeekRow): InternshipWeek {
  return {
    id: row.id,
    week_start: row.week_start,
    week_end: weekFriday(row.week_start),
    capacity: row.capacity,
    booked: row.booked,
    free: Math.max(0, row.capacity - row.booked),
  }
}

/** The pupil's name as the company sees it; an account without one is „Schüler:in“. */
function pupilName(row: { firstname: string | null; lastname: string | null }): string {
  return [row.firstname, row.lastname].filter(Boolean).join(' ') || 'Schüler:in'
}

function selectBookings(db: Db) {
  return db
    .selectFrom('internship_bookings as k')
    .innerJoin('internship_weeks as w', 'w.id', 'k.week_id')
    .innerJoin('jobs as j', 'j.id', 'w.job_id')
    .innerJoin('businesses as b', 'b.id', 'j.business_id')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .select([
      'k.id',
      'k.status',
      'k.user_id',
      'k.created_at',
      'k.answered_at',
      'w.id as week_id',
      'w.week_start',
      'j.slug as job_slug',
      'j.name as job_name',
      'j.business_id',
      'b.slug as business_slug',
      'b.name as business_name',
      'u.firstname',
      'u.lastname',
    ])
}

type BookingRow = Awaited<ReturnType<ReturnType<typeof selectBookings>['executeTakeFirstOrThrow']>>

export function toInternshipBooking(row: BookingRow): InternshipBooking {
  return {
    id: row.id,
    status: row.status,
    week_id: row.week_id,
    week_start: row.week_start,
    week_end: weekFriday(row.week_start),
    job: { slug: row.job_slug, name: row.job_name },
    business: { slug: row.business_slug, name: row.business_name },
    pupil_name: pupilName(row),
    created_at: row.created_at,
    answered_at: row.answered_at,
  }
}

export async function bookingById(db: Db, id: number): Promise<BookingRow | undefined> {
  return selectBookings(db).where('k.id', '=', id).executeTakeFirst()
}

export async function bookingsOfPupil(db: Db, userId: number, jobId: number): Promise<InternshipBooking[]> {
  const rows = await selectBookings(db)
    .where('k.user_id', '=', userId)
    .where('w.job_id', '=', jobId)
    .orderBy('w.week_start')
    .execute()
  return rows.map(toInternshipBooking)
}

/** Whether the conversation of the two is blocked (then no message goes in; the booking still counts). */
async function blockedBetween(trx: Trx, a: number, b: number): Promise<boolean> {
  const existing = await trx
    .selectFrom('chat_conversations')
    .select('id')
    .where('pair_key', '=', pairKey(a, b))
    .executeTakeFirst()
  return Boolean(existing && (await isBlocked(trx, existing.id)))
}

/**
 * Inside the booking's transaction: the pupil's „… eingetragen“ action message (SPEC §4
 * internshipWeekCreated) to the company's chat contact, pointing at the booking so the company
 * confirms or declines it there. Null when the company has no account or the chat is blocked.
 */
export async function insertBookingAction(
  trx: Trx,
  booking: { id: number; pupilId: number; pupilName: string; businessId: number; weekStart: string; jobName: string },
  now: string,
): Promise<SentMessage | null> {
  const contactId = await companyChatContact(trx, booking.businessId)
  if (contactId === null || contactId === booking.pupilId) return null
  if (await blockedBetween(trx, booking.pupilId, contactId)) return null
  return insertToUser(
    trx,
    contactId,
    {
      senderId: booking.pupilId,
      body: `${booking.pupilName} möchte vom ${internshipWeekRange(booking.weekStart)} ein Praktikum bei Euch machen: ${booking.jobName}.`,
      type: 'action',
      fileId: null,
      imageId: null,
      action: {
        type: INTERNSHIP_WEEK_ACTION,
        subject: internshipActionSubject(booking.weekStart, booking.jobName),
        ref: internshipActionRef(booking.id),
      },
    },
    now,
  )
}

/** Inside the answer's transaction: the company's answer to the pupil; a decline marks the action as refused. */
export async function insertBookingAnswer(
  trx: Trx,
  answer: { bookingId: number; answererId: number; pupilId: number; accepted: boolean; text: string },
  now: string,
): Promise<SentMessage | null> {
  if (!answer.accepted)
    await trx
      .updateTable('chat_messages')
      .set({ action_rejected: 1 })
      .where('action_type', '=', INTERNSHIP_WEEK_ACTION)
      .where('action_ref', '=', internshipActionRef(answer.bookingId))
      .execute()
  if (answer.answererId === answer.pupilId || (await blockedBetween(trx, answer.answererId, answer.pupilId)))
    return null
  return insertToUser(
    trx,
    answer.pupilId,
    { senderId: answer.answererId, body: answer.text, type: 'regular', fileId: null, imageId: null },
    now,
  )
}
