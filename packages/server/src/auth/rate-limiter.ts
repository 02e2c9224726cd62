import { HttpErrorWithHeaders } from './http-error-with-headers.ts'

export interface RateLimitRule {
  /** What a key may spend per window: requests, or bytes for the byte rules. */
  limit: number
  windowMs: number
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const MB = 1024 * 1024

/** The limits of docs/abuse-limits.md (which says why each number is what it is): per key, in a fixed window. */
export const RATE_LIMITS = {
  /** Per client address and e-mail address. */
  login: { limit: 10, windowMs: 15 * MINUTE },
  /** Codes sent per recipient (e-mail or phone), so nobody can flood someone's inbox. */
  otpSend: { limit: 5, windowMs: HOUR },
  /** Codes and links mailed per client address, whoever they go to. */
  otpSendPerAddress: { limit: 40, windowMs: HOUR },
  /** Code checks and account look-ups per client address and identifier (each code also allows only 5 wrong tries). */
  otpCheck: { limit: 20, windowMs: 10 * MINUTE },
  /** The same per client address alone: generous, since a whole school class may share one address. */
  otpCheckPerAddress: { limit: 300, windowMs: 10 * MINUTE },
  /** Reset links per e-mail address, counted whether or not the account exists. */
  passwordRequest: { limit: 5, windowMs: HOUR },
  /** Reset attempts per client address. */
  passwordReset: { limit: 10, windowMs: HOUR },
  /** Registrations of every kind per client address, counted whether or not the address is taken: a school class fits. */
  registration: { limit: 40, windowMs: HOUR },
  /** The same per day, so that an address cannot keep registering at the hourly pace. */
  registrationDaily: { limit: 100, windowMs: 24 * HOUR },
  /** Chat messages per sender in a burst. */
  chatBurst: { limit: 40, windowMs: MINUTE },
  /** Chat messages per sender per hour. */
  chatHourly: { limit: 500, windowMs: HOUR },
  /** Uploads by guests per client address. */
  guestUploads: { limit: 20, windowMs: HOUR },
  /** Bytes uploaded by guests per client address. */
  guestUploadBytes: { limit: 50 * MB, windowMs: HOUR },
  /** Uploads per logged-in account. */
  uploads: { limit: 200, windowMs: HOUR },
  /** Bytes uploaded per logged-in account. */
  uploadBytes: { limit: 1024 * MB, windowMs: HOUR },
  /** Invitation mails (new and repeated) per inviting account. */
  invitations: { limit: 30, windowMs: HOUR },
  /** Job interests per trainee: each one lands in a company's chat and mailbox. */
  jobInterests: { limit: 30, windowMs: HOUR },
  /** Internship weeks booked per pupil: each lands in a company's chat (docs/company-pages.md). */
  internshipBookings: { limit: 20, windowMs: HOUR },
  /** Livestream password guesses per client address and livestream. */
  livestreamVerify: { limit: 10, windowMs: 15 * MINUTE },
  /** Livestream chat messages per account, or per guest chat id and address, in a burst. */
  livestreamMessages: { limit: 20, windowMs: MINUTE },
  /** Likes and emoji reactions per account or guest: a burst of clicks is fine, a script is not. */
  livestreamReactions: { limit: 120, windowMs: MINUTE },
  /** Messages through the contact and idea forms per client address: each lands in the team's inbox. */
  contactMessages: { limit: 5, windowMs: HOUR },
  /** The same per day, so an address cannot keep writing at the hourly pace. */
  contactMessagesDaily: { limit: 20, windowMs: 24 * HOUR },
  /** Links to the portal mailed per recipient, so nobody's inbox gets flooded. */
  appLinkPerRecipient: { limit: 3, windowMs: HOUR },
  /** Links to the portal mailed per client address, whoever they go to. */
  appLinkPerAddress: { limit: 20, windowMs: HOUR },
  /** Browsers an account subscribes to push per hour (docs/push.md): a script cannot fill the table. */
  pushSubscriptions: { limit: 20, windowMs: HOUR },
  /** Pushes one account receives per minute; more are dropped (the chat and the mail still have them). */
  pushDeliveries: { limit: 10, windowMs: MINUTE },
  /** Job ratings per trainee or guest address: swiping through jobs is quick, a replayed queue comes at once. */
  jobRatings: { limit: 600, windowMs: HOUR },
  /** Favourite companies marked or taken back per trainee (docs/ratings.md): a heart is pressed by hand. */
  businessLikes: { limit: 300, windowMs: HOUR },
  /** School bases named per account (docs/schools.md „Schulbasen“): one's own school, not a list. */
  schoolBases: { limit: 20, windowMs: HOUR },
  /** Survey answers per account: one per prompt is all a person gives. */
  platformReviews: { limit: 10, windowMs: HOUR },
  /** Calls of the public API per API key (docs/store.md „API-Anbindung“): a sync of a job board, not a flood. */
  publicApi: { limit: 120, windowMs: MINUTE },
  /** API keys created per business: a handful for its systems, not a script. */
  apiKeys: { limit: 20, windowMs: HOUR },
  /** Custom-domain checks per account (docs/custom-domain.md): each asks DNS and fetches from the domain. */
  customDomainChecks: { limit: 30, windowMs: HOUR },
  /** Broadcasts per admin (POST /api/admin/chat/broadcast, /api/chat/messages/broadcast): each reaches up to thousands. */
  broadcasts: { limit: 20, windowMs: HOUR },
  /** Requests to join a region's channel per business account (docs/regions.md): each lands with a region. */
  channelRequests: { limit: 20, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>

export type RateLimitName = keyof typeof RATE_LIMITS

export const TOO_MANY_REQUESTS = 'Zu viele Versuche. Bitte warte einen Moment und versuche es dann noch einmal.'

/** The counters could not be reached (Redis or the database is down): no write goes through uncounted. */
export const LIMITS_UNAVAILABLE = 'Das geht gerade nicht. Bitte versuche es in ein paar Minuten noch einmal.'

/**
 * Where the counters live: the database, or Redis when REDIS_URL is set. Either way they outlive a
 * restart and every process of one deployment counts into the same windows.
 */
export interface RateLimitStore {
  /**
   * Adds `amount` to the key's window, atomically; a window that has ended starts anew at `now`.
   * Returns the count in the current window and when that window ends (clock milliseconds).
   */
  hit(key: string, windowMs: number, now: number, amount: number): Promise<{ count: number; resetAt: number }>
  close(): Promise<void>
}

export interface RateLimiter {
  /** Counts a request (or `amount` bytes); rejects with 429 and Retry-After (seconds) once the limit is passed. */
  consume(name: RateLimitName, key: string | number, amount?: number): Promise<void>
  close(): Promise<void>
}

export function createRateLimiter(now: () => number, store: RateLimitStore): RateLimiter {
  return {
    async consume(name, key, amount = 1) {
      const rule = RATE_LIMITS[name]
      const at = now()
      const { count, resetAt } = await store
        .hit(`${name}:${key}`, rule.windowMs, at, amount)
        .catch((error: unknown) => {
          console.error('rate limit counters unreachable:', error)
          throw new HttpErrorWithHeaders(503, LIMITS_UNAVAILABLE, { 'Retry-After': '60' })
        })
      if (count > rule.limit) {
        const seconds = Math.max(1, Math.ceil((resetAt - at) / 1000))
        throw new HttpErrorWithHeaders(429, TOO_MANY_REQUESTS, { 'Retry-After': String(seconds) })
      }
    },
    close: () => store.close(),
  }
}
