/**
 * Campaigns (issue 17 item 3, docs/admin.md „Kampagnen“): the reusable kinds of campaign
 * (templates), the channels a campaign is promoted through (media, „Werbemittel“) with their usual
 * sources, the tracked links that carry campaign, source and medium, and a campaign's state.
 */

/** Where a campaign's links are spread; `utm_medium` of its links. */
export const CAMPAIGN_MEDIA = ['social', 'email', 'chat', 'print', 'web'] as const
export type CampaignMedium = (typeof CAMPAIGN_MEDIA)[number]

export interface CampaignMediumInfo {
  label: string
  /** The usual sources (`utm_source`) of this medium, each a link of its own. */
  sources: ReadonlyArray<{ source: string; label: string }>
}

export const CAMPAIGN_MEDIUM_INFO: Record<CampaignMedium, CampaignMediumInfo> = {
  social: {
    label: 'Social Media',
    sources: [
      { source: 'instagram', label: 'Instagram' },
      { source: 'facebook', label: 'Facebook' },
      { source: 'linkedin', label: 'LinkedIn' },
      { source: 'tiktok', label: 'TikTok' },
    ],
  },
  email: {
    label: 'E-Mail',
    sources: [
      { source: 'newsletter', label: 'Newsletter' },
      { source: 'mailing', label: 'Einzelne E-Mails' },
    ],
  },
  chat: { label: 'oabat-Chat', sources: [{ source: 'oabat-chat', label: 'Nachricht im oabat-Chat' }] },
  print: {
    label: 'Druck mit QR-Code',
    sources: [
      { source: 'plakat', label: 'Plakat' },
      { source: 'flyer', label: 'Flyer' },
    ],
  },
  web: {
    label: 'Webseite',
    sources: [
      { source: 'inhaltsseite', label: 'Teaser auf einer oabat-Seite' },
      { source: 'partnerseite', label: 'Seite eines Partners' },
    ],
  },
}

/** The kinds of campaign an admin starts from (/admin/kampagne/erstellen/{templateId}). */
export const CAMPAIGN_TEMPLATES = ['social_post', 'email', 'chat_broadcast', 'poster', 'web_teaser'] as const
export type CampaignTemplate = (typeof CAMPAIGN_TEMPLATES)[number]

export interface CampaignTemplateInfo {
  name: string
  description: string
  /** The medium the campaign is promoted through first (/admin/kampagne/bewerben opens on it). */
  medium: CampaignMedium
  /** Whether the campaign is sent as a chat message to its target group. */
  broadcast: boolean
}

export const CAMPAIGN_TEMPLATE_INFO: Record<CampaignTemplate, CampaignTemplateInfo> = {
  social_post: {
    name: 'Social-Media-Beitrag',
    description: 'Ein Bild mit Text für Instagram, Facebook, LinkedIn oder TikTok, je Netzwerk mit eigenem Link.',
    medium: 'social',
    broadcast: false,
  },
  email: {
    name: 'E-Mail oder Newsletter',
    description: 'Ein Aufruf im Newsletter oder in E-Mails, mit einem Link, der die Besuche zählt.',
    medium: 'email',
    broadcast: false,
  },
  chat_broadcast: {
    name: 'Nachricht im oabat-Chat',
    description: 'Eine Nachricht des oabat Teams an eine Zielgruppe, z. B. alle Unternehmen eines Kanals.',
    medium: 'chat',
    broadcast: true,
  },
  poster: {
    name: 'Plakat oder Flyer mit QR-Code',
    description: 'Ein QR-Code zum Drucken, der auf die Zielseite führt und jeden Scan der Kampagne zuordnet.',
    medium: 'print',
    broadcast: false,
  },
  web_teaser: {
    name: 'Teaser auf einer Seite',
    description: 'Ein Kasten mit Bild, Text und Knopf, den Du als Baustein in eine Inhaltsseite setzt.',
    medium: 'web',
    broadcast: false,
  },
}

export const isCampaignTemplate = (value: string): value is CampaignTemplate =>
  (CAMPAIGN_TEMPLATES as readonly string[]).includes(value)
export const isCampaignMedium = (value: string): value is CampaignMedium =>
  (CAMPAIGN_MEDIA as readonly string[]).includes(value)

/** A source or campaign key in a link: lower-case letters, digits and hyphens. */
export const CAMPAIGN_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The tracked link of a campaign as a path of this site: its landing path with `utm_campaign`,
 * `utm_source` and `utm_medium`, which the tracker keeps for the visit (core/analytics/tracker.ts
 * `campaignOf`). Parameters of the landing path stay; tracking parameters of the same name are replaced.
 */
export function campaignPath(campaign: { slug: string; landing_path: string }, source: string, medium: string): string {
  const url = new URL(campaign.landing_path, 'https://oabat.invalid')
  url.searchParams.set('utm_campaign', campaign.slug)
  url.searchParams.set('utm_source', source)
  url.searchParams.set('utm_medium', medium)
  return `${url.pathname}${url.search}${url.hash}`
}

/** The same link with the site's origin (https://…), to be spread elsewhere or printed as a QR code. */
export function campaignLink(
  origin: string,
  campaign: { slug: string; landing_path: string },
  source: string,
  medium: string,
): string {
  return `${origin.replace(/\/+$/, '')}${campaignPath(campaign, source, medium)}`
}

export type CampaignStatus = 'planned' | 'running' | 'ended'
export const CAMPAIGN_STATUSES = ['planned', 'running', 'ended'] as const satisfies readonly CampaignStatus[]

/** Whether a campaign runs on a day (YYYY-MM-DD; both ends of its period included). */
export function campaignStatus(period: { starts_on: string; ends_on: string }, today: string): CampaignStatus {
  if (today < period.starts_on) return 'planned'
  if (today > period.ends_on) return 'ended'
  return 'running'
}

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  planned: 'Geplant',
  running: 'Läuft',
  ended: 'Beendet',
}

/**
 * The period whose figures a campaign's page shows: from its start to its end, but not past today
 * (the days ahead have nothing yet); null while it has not started.
 */
export function campaignResultPeriod(
  period: { starts_on: string; ends_on: string },
  today: string,
): { from: string; to: string } | null {
  if (today < period.starts_on) return null
  return { from: period.starts_on, to: period.ends_on < today ? period.ends_on : today }
}

/** The chat message of a campaign: its teaser and its tracked link (source oabat-chat, medium chat). */
export function campaignMessage(
  campaign: { slug: string; landing_path: string; title: string; text: string; cta_label: string },
  origin: string,
): string {
  const link = campaignLink(origin, campaign, 'oabat-chat', 'chat')
  return [campaign.title, campaign.text, `${campaign.cta_label}: ${link}`].filter(Boolean).join('\n\n')
}
