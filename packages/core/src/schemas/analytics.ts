import { z } from 'zod'
import { ANALYTICS_ENTITY_TYPES, ANALYTICS_MAX_RECORDS } from '../constants.ts'

const text = (max: number) => z.string().max(max)

/** One record of SPEC §3 Analytics record's data list. */
export const AnalyticsEntry = z
  .object({
    route: text(500),
    entity_type: z.enum(ANALYTICS_ENTITY_TYPES),
    event: text(100).nullable().optional(),
    tracked_entity_type: text(50).nullable().optional(),
    tracked_entity_id: z
      .union([z.number().int(), text(100)])
      .nullable()
      .optional(),
    /** A JSON string, as SPEC §3 says. */
    payload: text(4000).nullable().optional(),
    campaign_id: text(100).nullable().optional(),
    source: text(100).nullable().optional(),
    medium: text(100).nullable().optional(),
  })
  .meta({ id: 'AnalyticsEntry' })
export type AnalyticsEntry = z.infer<typeof AnalyticsEntry>

/** SPEC §3 Analytics record, the body of POST /api/oabalytics. */
export const AnalyticsRecord = z
  .object({
    oabalytics_user_id: z.string().min(1).max(64),
    screen_width: z.number().int().min(0).max(100_000).nullable().optional(),
    screen_height: z.number().int().min(0).max(100_000).nullable().optional(),
    data: z.array(AnalyticsEntry).min(1).max(ANALYTICS_MAX_RECORDS),
  })
  .meta({ id: 'AnalyticsRecord' })
export type AnalyticsRecord = z.infer<typeof AnalyticsRecord>
