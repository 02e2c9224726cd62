import { type ChatMessage, chatPreviewText } from '@oabat/core'

/**
 * Browser notifications for chat messages that arrive while the page is hidden (SPEC §4 Chat
 * conversation). Permission is asked only on a user's own send, never unprompted on page load, so
 * a company site embedding the chat does not greet visitors with a permission prompt.
 */
export function askChatNotificationPermission(): void {
  if (typeof Notification !== 'undefined' && Notification.permission === 'default')
    void Notification.requestPermission().catch(() => {})
}

/** Shows the message as a notification when permitted; clicking it brings the tab back. */
export function showChatNotification(message: ChatMessage): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return
  const notification = new Notification(message.sender_name, {
    body: chatPreviewText(message),
    tag: `chat-${message.conversation_id}`,
  })
  notification.onclick = () => {
    window.focus()
    notification.close()
  }
}
