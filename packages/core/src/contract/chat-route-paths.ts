import type { RouteRef } from './define-route.ts'

/** Method and path of the chat calls (SPEC §7 Chat); typing, realtime and business are ours (docs/chat.md). */
export const chatRoutePaths = {
  chatSearchConversations: { method: 'GET', path: '/api/chat/search/conversations' },
  chatConversations: { method: 'GET', path: '/api/chat/conversations' },
  chatConversation: { method: 'GET', path: '/api/chat/conversations/{conversationId}' },
  chatMessages: { method: 'GET', path: '/api/chat/conversations/{conversationId}/messages' },
  chatSetRead: { method: 'POST', path: '/api/chat/conversations/{conversationId}/setread' },
  chatTyping: { method: 'POST', path: '/api/chat/conversations/{conversationId}/typing' },
  chatSendMessage: { method: 'POST', path: '/api/chat/messages/' },
  chatDeleteMessage: { method: 'DELETE', path: '/api/chat/messages/{messageId}' },
  chatBroadcast: { method: 'POST', path: '/api/chat/messages/broadcast' },
  chatRealtime: { method: 'GET', path: '/api/chat/realtime' },
  chatBusinessContact: { method: 'GET', path: '/api/chat/business/{slug}' },
  chatBlock: { method: 'POST', path: '/api/chat/conversations/{conversationId}/block' },
  chatUnblock: { method: 'DELETE', path: '/api/chat/conversations/{conversationId}/block' },
} as const satisfies Record<string, RouteRef>
