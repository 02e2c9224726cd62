import { ANALYTICS_MAX_RECORDS, type AnalyticsEntityType, TRACKING_STORAGE_KEYS } from '../constants.ts'
import { AB_GROUP_COOKIE } from '../rules/ab-group.ts'
import type { Consent } from '../rules/consent.ts'
import { readCookie } from '../rules/consent.ts'

/** One record of the batch (SPEC §3 Analytics record data). */
export interface TrackedRecord {
  route: string
  entity_type: AnalyticsEntityType
  event?: string | null
  tracked_entity_type?: string | null
  tracked_entity_id?: string | number | null
  payload?: string | null
  campaign_id?: string | null
  source?: string | null
  medium?: string | null
}

export interface TrackerOptions {
  /** URL of POST /api/oabalytics. */
  endpoint: string
  /** What the visitor allows now; nothing is recorded or sent without performance consent. */
  consent: () => Consent | null
  /** Records per batch before it goes out at once (default 20). */
  batchSize?: number
  /** Milliseconds a record waits for more before the batch goes out (default 5000). */
  delayMs?: number
  /** Sends a body; `beacon` on page hide. Default: sendBeacon, else fetch with keepalive. Failures are silent. */
  send?: (body: string, beacon: boolean) => void
}

interface Campaign {
  campaign_id: string | null
  source: string | null
  medium: string | null
}

function randomId(): string {
  const bytes = new Uint8Array(12)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind]
  } catch {
    return null
  }
}

/** campaign, source and medium of this visit: from the landing URL, kept for the session (SPEC §3). */
export function campaignOf(search: string, remembered: string | null): Campaign {
  const query = new URLSearchParams(search)
  const pick = (...keys: string[]) => keys.map((key) => query.get(key)).find((value) => value) ?? null
  const fromUrl: Campaign = {
    campaign_id: pick('utm_campaign', 'campaign'),
    source: pick('utm_source', 'source'),
    medium: pick('utm_medium', 'medium'),
  }
  if (fromUrl.campaign_id || fromUrl.source || fromUrl.medium) return fromUrl
  try {
    const stored = JSON.parse(remembered ?? 'null') as Campaign | null
    if (stored && typeof stored === 'object') return stored
  } catch {
    // A broken remembered value counts as none.
  }
  return { campaign_id: null, source: null, medium: null }
}

function defaultSend(endpoint: string) {
  return (body: string, beacon: boolean) => {
    try {
      // text/plain is a simple request type: no CORS preflight, and sendBeacon accepts it.
      const blob = new Blob([body], { type: 'text/plain;charset=UTF-8' })
      if (beacon && navigator.sendBeacon?.(endpoint, blob)) return
      void fetch(endpoint, { method: 'POST', body: blob, keepalive: true, credentials: 'include' }).catch(() => {})
    } catch {
      // SPEC §8: analytics failures are silent.
    }
  }
}

/**
 * The analytics client (SPEC §3, §7): page visits, events and impressions, batched, sent after a
 * short delay or at once on page hide (sendBeacon). Records exist only while the visitor allows
 * performance tracking; before that nothing is kept, set or sent.
 */
export function createTracker(options: TrackerOptions) {
  const batchSize = Math.min(options.batchSize ?? 20, ANALYTICS_MAX_RECORDS)
  const delayMs = options.delayMs ?? 5000
  const send = options.send ?? defaultSend(options.endpoint)
  let queue: TrackedRecord[] = []
  let timer: ReturnType<typeof setTimeout> | null = null
  const seenImpressions = new Set<string>()
  let campaign: Campaign | null = null

  const allowed = () => options.consent()?.performance === true

  function userId(): string {
    const local = storage('localStorage')
    let id = local?.getItem(TRACKING_STORAGE_KEYS.sessionId) ?? null
    if (!id) {
      id = randomId()
      local?.setItem(TRACKING_STORAGE_KEYS.sessionId, id)
    }
    // SPEC §9: the A/B group is the parity of the cookie's first character code.
    if (typeof document !== 'undefined' && !readCookie(document.cookie, AB_GROUP_COOKIE)) {
      // biome-ignore lint/suspicious/noDocumentCookie: the async Cookie Store API is missing in Firefox and Safari; the value is hex only
      document.cookie = `${AB_GROUP_COOKIE}=${id}; Max-Age=31536000; Path=/; SameSite=Lax`
    }
    return id
  }

  function currentCampaign(): Campaign {
    if (campaign) return campaign
    const session = storage('sessionStorage')
    campaign = campaignOf(
      typeof location === 'undefined' ? '' : location.search,
      session?.getItem(TRACKING_STORAGE_KEYS.campaign) ?? null,
    )
    session?.setItem(TRACKING_STORAGE_KEYS.campaign, JSON.stringify(campaign))
    return campaign
  }

  function flush(beacon = false): void {
    if (timer) clearTimeout(timer)
    timer = null
    if (queue.length === 0) return
    if (!allowed()) {
      queue = []
      return
    }
    const batch = queue.splice(0, ANALYTICS_MAX_RECORDS)
    send(
      JSON.stringify({
        oabalytics_user_id: userId(),
        screen_width: typeof screen === 'undefined' ? null : screen.width,
        screen_height: typeof screen === 'undefined' ? null : screen.height,
        data: batch,
      }),
      beacon,
    )
    if (queue.length > 0) flush(beacon)
  }

  function record(entry: TrackedRecord): void {
    if (!allowed()) return
    queue.push({ ...currentCampaign(), ...entry })
    if (queue.length >= batchSize) flush()
    else timer ??= setTimeout(() => flush(), delayMs)
  }

  const onHide = () => {
    if (document.visibilityState === 'hidden') flush(true)
  }
  const onPageHide = () => flush(true)

  return {
    pageVisit(route: string): void {
      record({ route, entity_type: 'page_visit' })
    },
    event(route: string, event: string, payload?: unknown): void {
      record({ route, entity_type: 'event', event, payload: payload === undefined ? null : JSON.stringify(payload) })
    },
    /** A card seen on screen; each entity counts once per route. */
    impression(route: string, type: string, id: string | number): void {
      const key = `${route}|${type}|${id}`
      if (seenImpressions.has(key) || !allowed()) return
      seenImpressions.add(key)
      record({ route, entity_type: 'impression', tracked_entity_type: type, tracked_entity_id: id })
    },
    flush,
    /** Sends what is queued when the page is hidden or left (sendBeacon survives the unload). */
    start(): () => void {
      document.addEventListener('visibilitychange', onHide)
      window.addEventListener('pagehide', onPageHide)
      return () => {
        document.removeEventListener('visibilitychange', onHide)
        window.removeEventListener('pagehide', onPageHide)
      }
    },
    get pending(): number {
      return queue.length
    },
  }
}

export type Tracker = ReturnType<typeof createTracker>
