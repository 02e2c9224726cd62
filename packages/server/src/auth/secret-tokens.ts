import { createHash, randomBytes, randomInt } from 'node:crypto'

/** A random secret of 32 bytes, URL-safe (bearer tokens, activation and reset links). */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url')
}

/** SHA-256 hex of a secret: only this is stored, so a leaked database holds no usable token. */
export function sha256(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

/** A 6-digit one-time code, uniformly drawn. */
export function randomOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}
