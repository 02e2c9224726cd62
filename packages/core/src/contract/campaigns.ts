import { z } from 'zod'
import {
  CAMPAIGN_KEY,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TEMPLATES,
  type CampaignStatus,
  type CampaignTemplate,
} from '../rules/campaigns.ts'
import { containsMarkup, MARKUP_REFUSED } from '../rules/shown-text.ts'
import { idField } from '../schemas/account-fields.ts'
import { dataEnvelope, pagedEnvelope } from '../schemas/envelopes.ts'
import { Image } from '../schemas/media.ts'
import { BROADCAST_ROLES, type BroadcastRole } from './admin-ops.ts'
import { campaignRoutePaths as paths } from './campaign-route-paths.ts'
import { defineRoute } from './define-route.ts'
import { queryInteger } from './query-fields.ts'

const TAG = 'Kampagnen'

const DAY = /^\d{4}-\d{2}-\d{2}$/
const isRealDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}
const day = (label: string) =>
  z
    .string({ error: `Bitte gib ${label} an.` })
    .regex(DAY, `${label} muss ein Datum wie 2026-01-31 sein.`)
    .refine(isRealDay, `${label} ist kein gültiges Datum.`)

const shownText = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} muss ein Text sein.` })
    .trim()
    .min(min, `Bitte gib ${label} an.`)
    .max(max, `${label} darf höchstens ${max} Zeichen lang sein.`)
    .refine((value) => !containsMarkup(value), MARKUP_REFUSED)

/** The longest period a campaign runs: a year and a day (GET /api/statistics answers up to 366 days). */
export const CAMPAIGN_MAX_DAYS = 366

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/** What an admin writes: template, teaser, landing page, image, target group and period. */
export const CampaignInput = z
  .object({
    name: shownText('einen Namen', 1, 120),
    /** The campaign's key in its links (`utm_campaign`); made from the name when empty. */
    slug: z
      .string({ error: 'Der Kurzname muss ein Text sein.' })
      .trim()
      .max(60, 'Der Kurzname darf höchstens 60 Zeichen lang sein.')
      .refine(
        (value) => value === '' || CAMPAIGN_KEY.test(value),
        'Kurzname: nur Kleinbuchstaben, Ziffern und Bindestriche.',
      )
      .optional(),
    template: z.enum(CAMPAIGN_TEMPLATES, { error: 'Bitte wähle eine Vorlage.' }),
    title: shownText('eine Überschrift', 1, 120),
    text: shownText('den Text', 0, 1000).default(''),
    cta_label: shownText('die Beschriftung des Knopfs', 1, 40).default('Mehr erfahren'),
    /** Where the links lead: a path of this site. */
    landing_path: z
      .string({ error: 'Die Zielseite muss ein Pfad sein.' })
      .trim()
      .max(300, 'Die Zielseite darf höchstens 300 Zeichen lang sein.')
      .regex(/^\/(?:[^\s\\#/][^\s\\#]*)?$/, 'Die Zielseite muss ein Pfad dieser Seite sein, z. B. /ausbildung.')
      .default('/'),
    image_id: idField('Das Bild').nullable().default(null),
    /** Who the campaign is for (and who its chat message reaches); null: everyone. */
    target_role: z
      .enum(BROADCAST_ROLES, { error: 'Bitte wähle Unternehmen, Schulen, Regionen, Auszubildende oder alle.' })
      .nullable()
      .default(null),
    /** The channel (slug) the target group is narrowed to. */
    target_channel: z
      .string({ error: 'Diesen Kanal gibt es nicht.' })
      .trim()
      .max(200, 'Diesen Kanal gibt es nicht.')
      .regex(/^[a-z0-9-]*$/, 'Diesen Kanal gibt es nicht.')
      .nullable()
      .default(null)
      .transform((value) => value || null),
    starts_on: day('den Beginn'),
    ends_on: day('das Ende'),
  })
  .refine((c) => c.starts_on <= c.ends_on, { message: 'Das Ende liegt vor dem Beginn.', path: ['ends_on'] })
  .refine((c) => daysBetween(c.starts_on, c.ends_on) < CAMPAIGN_MAX_DAYS, {
    message: `Eine Kampagne läuft höchstens ${CAMPAIGN_MAX_DAYS} Tage.`,
    path: ['ends_on'],
  })
  .refine((c) => c.target_role !== 'trainees' || !c.target_channel, {
    message: 'Auszubildende gehören keinem Kanal an.',
    path: ['target_channel'],
  })
export type CampaignInput = z.input<typeof CampaignInput>

export const Campaign = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    template: z.enum(CAMPAIGN_TEMPLATES),
    title: z.string(),
    text: z.string(),
    cta_label: z.string(),
    landing_path: z.string(),
    image: Image.nullable(),
    target_role: z.enum(BROADCAST_ROLES).nullable(),
    target_channel: z.object({ slug: z.string(), name: z.string() }).nullable(),
    starts_on: z.string(),
    ends_on: z.string(),
    status: z.enum(CAMPAIGN_STATUSES),
    /** When the campaign was last sent as a chat message, and to how many accounts. */
    broadcast_sent_at: z.string().nullable(),
    broadcast_sent: z.number().int().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Campaign' })
export type Campaign = z.infer<typeof Campaign>
export type { BroadcastRole, CampaignStatus, CampaignTemplate }

/** What a page shows of a running campaign: the campaign block of content pages. */
export const CampaignTeaser = z
  .object({
    slug: z.string(),
    title: z.string(),
    text: z.string(),
    cta_label: z.string(),
    landing_path: z.string(),
    image: Image.nullable(),
  })
  .meta({ id: 'CampaignTeaser' })
export type CampaignTeaser = z.infer<typeof CampaignTeaser>

export const CAMPAIGN_SORTS = ['-starts_on', 'starts_on', 'name', '-created_at'] as const

const campaignId = z.object({ id: idField('Die Kampagne') })

export const campaigns = defineRoute(paths.campaigns, {
  summary: 'Kampagnen (Admin): Suche, Zustand, Vorlage, Sortierung, 20 je Seite',
  tag: TAG,
  access: 'admin',
  query: z.object({
    search: z.string().trim().max(100, 'Die Suche darf höchstens 100 Zeichen lang sein.').optional(),
    status: z.enum(CAMPAIGN_STATUSES, { error: 'Erlaubt sind planned, running oder ended.' }).optional(),
    template: z.enum(CAMPAIGN_TEMPLATES, { error: 'Diese Vorlage gibt es nicht.' }).optional(),
    sort: z.enum(CAMPAIGN_SORTS, { error: 'Diese Sortierung gibt es nicht.' }).default('-starts_on'),
    page: queryInteger('Die Seite', 1, 1000).default(1),
  }),
  response: pagedEnvelope(Campaign),
})

export const createCampaign = defineRoute(paths.createCampaign, {
  summary: 'Kampagne anlegen (Admin): Vorlage, Teaser, Zielseite, Bild, Zielgruppe, Zeitraum',
  tag: TAG,
  access: 'admin',
  body: CampaignInput,
  response: dataEnvelope(Campaign),
  status: 201,
})

export const campaign = defineRoute(paths.campaign, {
  summary: 'Eine Kampagne (Admin)',
  tag: TAG,
  access: 'admin',
  params: campaignId,
  response: dataEnvelope(Campaign),
})

export const updateCampaign = defineRoute(paths.updateCampaign, {
  summary: 'Kampagne ändern (Admin); der Kurzname bleibt, sobald ihre Links verteilt sein können',
  tag: TAG,
  access: 'admin',
  params: campaignId,
  body: CampaignInput,
  response: dataEnvelope(Campaign),
})

export const deleteCampaign = defineRoute(paths.deleteCampaign, {
  summary: 'Kampagne löschen (Admin); ihre Zahlen in oabalytics bleiben',
  tag: TAG,
  access: 'admin',
  params: campaignId,
  response: z.null(),
  status: 204,
})

export const campaignBroadcastRecipients = defineRoute(paths.campaignBroadcastRecipients, {
  summary: 'Wie viele Konten die Nachricht einer Kampagne bekämen (Admin)',
  tag: TAG,
  access: 'admin',
  params: campaignId,
  response: z.object({ count: z.number().int() }),
})

export const broadcastCampaign = defineRoute(paths.broadcastCampaign, {
  summary:
    'Kampagne als Nachricht des oabat Teams an ihre Zielgruppe senden (Admin), mit ihrem Link (Quelle oabat-chat, Medium chat)',
  tag: TAG,
  access: 'admin',
  params: campaignId,
  response: z.object({ sent: z.number().int(), skipped: z.number().int() }),
  status: 201,
})

export const campaignTeaser = defineRoute(paths.campaignTeaser, {
  summary: 'Teaser einer laufenden Kampagne (öffentlich): Bild, Überschrift, Text, Knopf und Zielseite',
  tag: TAG,
  access: 'public',
  params: z.object({
    slug: z.string().max(60, 'Diese Kampagne gibt es nicht.').regex(CAMPAIGN_KEY, 'Diese Kampagne gibt es nicht.'),
  }),
  response: dataEnvelope(CampaignTeaser),
})
