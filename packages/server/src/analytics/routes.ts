import { AB_GROUP_COOKIE, abGroupOf, readCookie } from '@oabat/core'
import { contract } from '@oabat/core/contract'
import type { Hono } from 'hono'
import type { AppContext } from '../app-context.ts'
import { HttpError } from '../http/http-error.ts'
import { honoPath } from '../http/register-route.ts'
import { type AnalyticsRow, createIngestGroupCommit } from './ingest-group-commit.ts'

/** A beacon is small; anything larger is not an analytics record. */
const MAX_BODY_BYTES = 256 * 1024

function fieldErrors(issues: Array<{ path: PropertyKey[]; message: string }>): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_'
    errors[key] = [...(errors[key] ?? []), issue.message]
  }
  return errors
}

/**
 * POST /api/oabalytics (SPEC §7 Analytics): stores the records of one batch. The body is JSON,
 * sent as text/plain by navigator.sendBeacon (a CORS-safe type, so no preflight from widgets on
 * other sites). The client sends only after consent; failures there stay silent.
 */
export function registerAnalyticsRoutes(app: Hono, { db, dialect, analyticsIngest, now = Date.now }: AppContext): void {
  const store = analyticsIngest
    ? (rows: AnalyticsRow[]) => analyticsIngest.store(rows)
    : createIngestGroupCommit(db, dialect)
  app.post(honoPath(contract.analytics.path), async (c) => {
    const text = await c.req.text()
    if (text.length > MAX_BODY_BYTES) throw new HttpError(413, 'Die Nutzungsdaten sind zu groß.')
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      throw new HttpError(400, 'Der Inhalt der Anfrage ist kein gültiges JSON.')
    }
    const parsed = contract.analytics.body.safeParse(json)
    if (!parsed.success) throw new HttpError(422, 'Die Eingaben sind ungültig.', fieldErrors(parsed.error.issues))
    const record = parsed.data
    // SPEC §9: the split group is the parity of the first character code (of the cookie, else the user id).
    const group = abGroupOf(readCookie(c.req.header('cookie') ?? '', AB_GROUP_COOKIE) ?? record.oabalytics_user_id)
    const stamp = new Date(now()).toISOString()
    const rows = record.data.map((entry) => ({
      oabalytics_user_id: record.oabalytics_user_id,
      ab_group: group,
      screen_width: record.screen_width ?? null,
      screen_height: record.screen_height ?? null,
      route: entry.route,
      entity_type: entry.entity_type,
      event: entry.event ?? null,
      tracked_entity_type: entry.tracked_entity_type ?? null,
      tracked_entity_id:
        entry.tracked_entity_id === null || entry.tracked_entity_id === undefined
          ? null
          : String(entry.tracked_entity_id),
      payload: entry.payload ?? null,
      campaign_id: entry.campaign_id ?? null,
      source: entry.source ?? null,
      medium: entry.medium ?? null,
      created_at: stamp,
    }))
    // The roll-ups (docs/oabalytics.md) change with the records, in one transaction shared with the
    // beacons that arrived meanwhile; the answer waits until they are stored.
    await store(rows)
    return c.body(null, 204)
  })
}
