import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Signed URLs of private images (docs/media.md): the API hands them only to callers who may see the
 * image; the bytes route checks the signature. One signature covers every variant of one image.
 */

/** A signed URL stays valid at least this long … */
export const SIGNED_URL_MIN_SECONDS = 10 * 60
/** … and its expiry is rounded up to this step, so URLs stay the same for a while and browsers reuse them. */
const EXPIRY_STEP_SECONDS = 5 * 60

export interface MediaUrlSigner {
  secret: string
  /** Milliseconds since the epoch. */
  now: () => number
}

function signatureOf(secret: string, uuid: string, expires: number): Buffer {
  return createHmac('sha256', secret).update(`images/${uuid}\n${expires}`).digest()
}

/** The query string that opens a private image's variants until the rounded expiry. */
export function signedImageQuery(signer: MediaUrlSigner, uuid: string): string {
  const now = Math.floor(signer.now() / 1000)
  const expires = Math.ceil((now + SIGNED_URL_MIN_SECONDS) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS
  return `expires=${expires}&signature=${signatureOf(signer.secret, uuid, expires).toString('base64url')}`
}

/** Seconds the signature is still valid, or null when it is missing, wrong or expired. */
export function verifiedSeconds(
  signer: MediaUrlSigner,
  uuid: string,
  expires: string | undefined,
  signature: string | undefined,
): number | null {
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return null
  const left = Number(expires) - Math.floor(signer.now() / 1000)
  if (left <= 0) return null
  const given = Buffer.from(signature, 'base64url')
  const expected = signatureOf(signer.secret, uuid, Number(expires))
  return given.length === expected.length && timingSafeEqual(given, expected) ? left : null
}
