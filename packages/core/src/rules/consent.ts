/** SPEC §3 consent cookie: the three kinds a visitor allows or refuses. */
export interface Consent {
  marketing: boolean
  performance: boolean
  functional: boolean
}

export const CONSENT_KINDS = ['marketing', 'performance', 'functional'] as const
export type ConsentKind = (typeof CONSENT_KINDS)[number]

/** Cookie and local-storage key of the stored choice. */
export const CONSENT_COOKIE = 'oabat_consent'
/** How long a choice is kept: SPEC leaves it open; one year, as long as common consent banners keep it. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

export const ALLOW_ALL: Consent = { marketing: true, performance: true, functional: true }
export const ONLY_NECESSARY: Consent = { marketing: false, performance: false, functional: false }

/** The cookie value: "m1.p0.f1" (short, no characters that need escaping). */
export function serializeConsent(consent: Consent): string {
  return `m${consent.marketing ? 1 : 0}.p${consent.performance ? 1 : 0}.f${consent.functional ? 1 : 0}`
}

/** A stored choice, or null when none (or an unreadable one) is stored. */
export function parseConsent(value: string | null | undefined): Consent | null {
  const match = /^m([01])\.p([01])\.f([01])$/.exec(value ?? '')
  if (!match) return null
  return { marketing: match[1] === '1', performance: match[2] === '1', functional: match[3] === '1' }
}

/**
 * SPEC §4: the banner shows to logged-out visitors until a choice is stored; logged-in users
 * count as allowing all kinds. Returns what applies now, or null when the visitor must choose.
 */
export function effectiveConsent(stored: Consent | null, loggedIn: boolean): Consent | null {
  if (loggedIn) return ALLOW_ALL
  return stored
}

/** Reads one cookie from a document.cookie string. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}
