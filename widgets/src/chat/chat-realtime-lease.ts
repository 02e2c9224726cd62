import { closeChatRealtime } from '@oabat/core'

let holders = 0

/**
 * Counts the chat elements that listen live. The connection is shared by every chat on the page
 * (core's chatRealtime); when the last one leaves the page, the websocket is closed, so a removed
 * chat leaves nothing running. Returns the release function (calling it twice releases once).
 */
export function holdChatRealtime(): () => void {
  holders += 1
  let held = true
  return () => {
    if (!held) return
    held = false
    holders -= 1
    if (holders === 0) closeChatRealtime()
  }
}
