import type { Generated } from 'kysely'

/** An internship week of a job (migration 0040, docs/company-pages.md); week_start is a Monday (YYYY-MM-DD). */
export interface InternshipWeeksTable {
  id: Generated<number>
  job_id: number
  week_start: string
  capacity: number
  /** Bookings holding a place (open or confirmed); never above capacity. */
  booked: Generated<number>
  created_at: string
}

export type InternshipBookingStatus = 'open' | 'confirmed' | 'declined'

/** A pupil's booking of an internship week; the company confirms or declines it from the chat. */
export interface InternshipBookingsTable {
  id: Generated<number>
  week_id: number
  user_id: number
  status: InternshipBookingStatus
  created_at: string
  answered_at: string | null
}

/** An apprentice presented on the company's Azubi page (migration 0041); consent_at: when the company noted consent. */
export interface AzubisTable {
  id: Generated<number>
  business_id: number
  name: string
  occupation: string
  training_year: number
  about: string
  image_id: number | null
  video_url: string | null
  consent_at: string
  created_at: string
  updated_at: string
}

/** The tables of the company pages (issue #15 items 5, 6). */
export interface CompanyPageTables {
  azubis: AzubisTable
  internship_weeks: InternshipWeeksTable
  internship_bookings: InternshipBookingsTable
}
