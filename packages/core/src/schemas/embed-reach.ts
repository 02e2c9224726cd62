import { z } from 'zod'
import { idNumber } from './account-fields.ts'

/** Most origins counted per company and day; further new origins of that day are not stored. */
export const EMBED_ORIGINS_PER_DAY = 50
/** Days the Einblick page sums up. */
export const EMBED_ORIGIN_DAYS = 90

/** One origin where the company's embeds ran (GET /api/v2/embed_origins), summed over the last days. */
export const EmbedOrigin = z
  .object({
    origin: z.string(),
    first_seen: z.string(),
    last_seen: z.string(),
    loads: z.number().int(),
    job_views: z.number().int(),
    interests: z.number().int(),
  })
  .meta({ id: 'EmbedOrigin' })
export type EmbedOrigin = z.infer<typeof EmbedOrigin>

export const CHANNEL_OWNER_KINDS = ['region', 'school'] as const

/** A channel one of the company's sites belongs to, with its owner and the fairs in it. */
export const BusinessChannel = z
  .object({
    slug: z.string(),
    name: z.string(),
    owner: z.object({ kind: z.enum(CHANNEL_OWNER_KINDS), name: z.string(), slug: z.string() }).nullable(),
    sites: z.array(z.object({ id: z.number().int(), name: z.string(), is_active: z.boolean() })),
    fairs: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string(), date: z.string() })),
  })
  .meta({ id: 'BusinessChannel' })
export type BusinessChannel = z.infer<typeof BusinessChannel>

export const CHANNEL_REQUEST_STATUSES = ['open', 'accepted', 'declined'] as const

/** A site's request to join a region's channel. */
export const ChannelRequest = z
  .object({
    id: z.number().int(),
    status: z.enum(CHANNEL_REQUEST_STATUSES),
    channel: z.object({ slug: z.string(), name: z.string() }),
    site: z.object({ id: z.number().int(), name: z.string(), city: z.string() }),
    business: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
    created_at: z.string(),
    decided_at: z.string().nullable(),
  })
  .meta({ id: 'ChannelRequest' })
export type ChannelRequest = z.infer<typeof ChannelRequest>

/** GET /api/v2/business_channels: the memberships, the requests and the regions' channels to ask for. */
export const BusinessChannels = z.object({
  channels: z.array(BusinessChannel),
  requests: z.array(ChannelRequest),
  choices: z.array(z.object({ slug: z.string(), name: z.string(), region: z.string() })),
  sites: z.array(z.object({ id: z.number().int(), name: z.string(), city: z.string() })),
})
export type BusinessChannels = z.infer<typeof BusinessChannels>

export const ChannelRequestBody = z.strictObject(
  {
    business_site_id: idNumber('Der Standort'),
    channel: z
      .string({ error: 'Bitte wähle eine Region.' })
      .min(1, { error: 'Bitte wähle eine Region.', abort: true })
      .regex(/^[a-z0-9][a-z0-9_-]{0,59}$/, 'Diesen Channel gibt es nicht.'),
  },
  { error: 'Die Angaben enthalten unbekannte Felder.' },
)
export type ChannelRequestBody = z.input<typeof ChannelRequestBody>

/** A fair's livestream the company appears in (GET /api/v2/embed_livestreams). */
export const EmbedLivestream = z
  .object({
    id: z.number().int(),
    title: z.string(),
    planned_start: z.string().nullable(),
    fair: z.string().nullable(),
  })
  .meta({ id: 'EmbedLivestream' })
export type EmbedLivestream = z.infer<typeof EmbedLivestream>
