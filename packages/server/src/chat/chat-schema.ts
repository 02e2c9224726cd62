import type { Generated } from 'kysely'

/** Tables of the chat (migration 0005-chat). Timestamps are ISO-8601 UTC strings. */

/** A conversation; `pair_key` ("{lowerId}:{higherId}") makes the one single conversation of two users unique. */
export interface ChatConversationsTable {
  id: Generated<number>
  type: 'single'
  pair_key: string | null
  created_at: string
  /** Time of the newest message: the list is sorted by it. */
  updated_at: string
  /** Who blocked it (migration 0008); only they may unblock. Null: not blocked. */
  blocked_by: number | null
  blocked_at: string | null
}

/** Who takes part, with their own unread count and the time they last read. */
export interface ChatParticipantsTable {
  conversation_id: number
  user_id: number
  unread_count: number
  last_read_at: string | null
  /** When the last chat notification mail went out (migration 0008): one mail per unread streak. */
  mailed_at: string | null
}

/** Reply addresses of notification mails (mail2chat): SHA-256 of the token in chat+{token}@domain. */
export interface ChatReplyTokensTable {
  id: Generated<number>
  token_hash: string
  conversation_id: number
  user_id: number
  created_at: string
  expires_at: string
}

export interface ChatMessagesTable {
  id: Generated<number>
  conversation_id: number
  sender_id: number
  receiver_id: number | null
  body: string
  type: 'regular' | 'image' | 'file' | 'action' | 'system' | 'form'
  action_type: string | null
  action_subject: string | null
  action_rejected: number
  /** Migration 0025-school-network: what the action is about, e.g. `school:3/site:7` for a network request. */
  action_ref: Generated<string | null>
  file_id: number | null
  image_id: number | null
  is_deleted: number
  visible_to_sender: number
  /** When the other side read it (set by setread). */
  read_at: string | null
  created_at: string
}

export interface ChatTables {
  chat_conversations: ChatConversationsTable
  chat_participants: ChatParticipantsTable
  chat_messages: ChatMessagesTable
  chat_reply_tokens: ChatReplyTokensTable
}
