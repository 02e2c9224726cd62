import type { Generated } from 'kysely'

/** A fair participant's profile opened from a fair (migration 0017, docs/profile-visitors.md). */
export interface BusinessProfileVisitsTable {
  id: Generated<number>
  business_id: number
  /** The visiting account; null for a visit without an account (counted, never named). */
  user_id: number | null
  job_fair_id: number
  livestream_id: number | null
  visited_at: string
}

export interface ProfileVisitTables {
  business_profile_visits: BusinessProfileVisitsTable
}
