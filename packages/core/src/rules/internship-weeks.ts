/**
 * @module internship-weeks — the weeks a company can take pupils for an internship offer (issue #15
 * item 6, docs/company-pages.md): a week starts on a Monday and has a capacity; a pupil books one,
 * the company confirms or declines it from the chat (action message internshipWeekCreated).
 */
import { berlinWallClock } from './berlin-time.ts'

/** SPEC §4 Chat action message type of a booked week; previews as „… eingetragen“. */
export const INTERNSHIP_WEEK_ACTION = 'internshipWeekCreated'

/** Most pupils one week takes (our choice; SPEC names no number). */
export const INTERNSHIP_CAPACITY_MAX = 50

/** Where a booking stands. */
export type InternshipBookingState = 'open' | 'confirmed' | 'declined'

export const INTERNSHIP_BOOKING_LABELS: Record<InternshipBookingState, string> = {
  open: 'Wartet auf Antwort',
  confirmed: 'Bestätigt',
  declined: 'Abgesagt',
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

function utcDate(day: string): Date | null {
  const match = DATE.exec(day)
  if (!match) return null
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === day ? date : null
}

/** Whether a YYYY-MM-DD date exists and is a Monday. */
export function isMonday(day: string): boolean {
  return utcDate(day)?.getUTCDay() === 1
}

/** Today's date in Germany (YYYY-MM-DD). */
export function berlinToday(instant: Date): string {
  const wall = berlinWallClock(instant)
  return `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`
}

/** A week is past once its Monday has come: it can no longer be offered or booked. */
export function isPastWeek(weekStart: string, instant: Date): boolean {
  return weekStart <= berlinToday(instant)
}

/** The week's Friday (YYYY-MM-DD): internships run Monday to Friday. */
export function weekFriday(weekStart: string): string {
  const date = utcDate(weekStart)
  if (!date) return weekStart
  date.setUTCDate(date.getUTCDate() + 4)
  return date.toISOString().slice(0, 10)
}

/** „02.03.2026“ of a YYYY-MM-DD date. */
export function germanDate(day: string): string {
  const match = DATE.exec(day)
  return match ? `${match[3]}.${match[2]}.${match[1]}` : day
}

/** „02.03. – 06.03.2026“: the Monday to Friday of a week. */
export function internshipWeekRange(weekStart: string): string {
  return `${germanDate(weekStart).slice(0, 6)} – ${germanDate(weekFriday(weekStart))}`
}

/** The chat action's subject; its preview reads „Praktikumswoche ab 02.03.2026 (Name) eingetragen“. */
export function internshipActionSubject(weekStart: string, jobName: string): string {
  return `Praktikumswoche ab ${germanDate(weekStart)} (${jobName})`
}

/** What the chat action message points at: `internship-booking:{id}`. */
export function internshipActionRef(bookingId: number): string {
  return `internship-booking:${bookingId}`
}

/** The booking of a stored reference, or null for anything else. */
export function parseInternshipActionRef(ref: string | null): number | null {
  const match = ref ? /^internship-booking:(\d{1,12})$/.exec(ref) : null
  return match ? Number(match[1]) : null
}

/** SPEC §2 /betriebe/{slug}/jobs/{jobSlug}/praktikum: where pupils book a job's weeks. */
export function internshipPagePath(businessSlug: string, jobSlug: string): string {
  return `/betriebe/${encodeURIComponent(businessSlug)}/jobs/${encodeURIComponent(jobSlug)}/praktikum`
}
