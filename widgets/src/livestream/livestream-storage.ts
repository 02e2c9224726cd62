import { browserLocalStorage, readItem, STORAGE_KEYS, writeItem } from '@oabat/core'

/**
 * What the livestream widget keeps in the host origin's local storage: the password check per
 * livestream (SPEC §3), a guest's chat identity and nickname, and — read only — the oabat token the
 * portal and <oabat-chat> store under "auth token".
 */
const storage = browserLocalStorage()

export function isVerified(livestreamId: number): boolean {
  return readItem(storage, `${STORAGE_KEYS.livestreamVerified}${livestreamId}`) === '1'
}

export function keepVerified(livestreamId: number): void {
  writeItem(storage, `${STORAGE_KEYS.livestreamVerified}${livestreamId}`, '1')
}

/** The guest's chat_user_id (32 hex digits), made on first use and kept, so moderation finds it. */
export function guestChatUserId(): string {
  const kept = readItem(storage, STORAGE_KEYS.livestreamChatUserId)
  if (kept && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept
  // getRandomValues works on plain-http host pages too (randomUUID needs a secure context).
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  const made = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  writeItem(storage, STORAGE_KEYS.livestreamChatUserId, made)
  return made
}

export function keptNickname(): string {
  return readItem(storage, STORAGE_KEYS.livestreamNickname) ?? ''
}

export function keepNickname(nickname: string): void {
  writeItem(storage, STORAGE_KEYS.livestreamNickname, nickname)
}

export function storedToken(): string | null {
  return readItem(storage, STORAGE_KEYS.authToken)
}
