import { browserLocalStorage, readItem, STORAGE_KEYS, writeItem } from '@oabat/core'

/**
 * The widget keeps the bearer token where the portal and the other widgets look for it: local
 * storage under SPEC §3's key "auth token" (on the host page's origin). Only the token is kept —
 * the portal's "user" entry is a name a host site may use for its own data.
 */
const storage = browserLocalStorage()

export function readChatToken(): string | null {
  return readItem(storage, STORAGE_KEYS.authToken)
}

export function writeChatToken(token: string | null): void {
  writeItem(storage, STORAGE_KEYS.authToken, token)
}
