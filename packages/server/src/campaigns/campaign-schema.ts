import type { Generated } from 'kysely'

/** Migration 0045-campaigns (docs/admin.md „Kampagnen“): an admin's campaign. */
export interface CampaignsTable {
  id: Generated<number>
  /** The campaign's key in its links (utm_campaign); unique, never changed once made. */
  slug: string
  name: string
  template: string
  title: string
  text: string
  cta_label: string
  landing_path: string
  image_id: number | null
  /** A broadcast role (businesses, schools, regions, trainees); null: everyone. */
  target_role: string | null
  target_channel_id: number | null
  starts_on: string
  ends_on: string
  broadcast_sent_at: string | null
  broadcast_sent: number | null
  created_by: number | null
  created_at: string
  updated_at: string
}

/** One row per campaign, Berlin day and visitor that came through the campaign's links: its visits. */
export interface AnalyticsCampaignVisitorsTable {
  campaign: string
  day: string
  visitor: string
}

export interface CampaignTables {
  campaigns: CampaignsTable
  analytics_campaign_visitors: AnalyticsCampaignVisitorsTable
}
