const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** How long each kind of secret stays valid (docs/accounts.md lists them). */
export const LIFETIMES = {
  /** SPEC §9: the auth cookie expires after 30 days; the bearer token with it. */
  bearerToken: 30 * DAY,
  /** An admin's temporary login as another user (SPEC §4 impersonation). */
  impersonationToken: 8 * HOUR,
  /** A one-time code (OTP). */
  otpCode: 10 * MINUTE,
  /** The activation link of POST /api/register and the registrations. */
  activationLink: 7 * DAY,
  /** The password-reset link. */
  passwordResetLink: HOUR,
  /** Between the redirect to a social login provider and its callback. */
  socialLoginState: 10 * MINUTE,
} as const

/** Wrong entries a one-time code survives before it is void. */
export const OTP_MAX_ATTEMPTS = 5

export function isoAfter(now: number, milliseconds: number): string {
  return new Date(now + milliseconds).toISOString()
}
