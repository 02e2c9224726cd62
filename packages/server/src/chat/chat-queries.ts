import {
  type ChatConversation,
  type ChatMessage,
  type ChatParticipant,
  INTERNSHIP_WEEK_ACTION,
  parseInternshipActionRef,
  parseNetworkActionRef,
  SCHOOL_NETWORK_ACTION,
} from '@oabat/core'
import type { Selectable } from 'kysely'
import type { AppContext } from '../app-context.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { type ChatAttachments, chatAttachments } from './chat-attachments.ts'
import { chatPeople } from './chat-people.ts'
import type { ChatMessagesTable } from './chat-schema.ts'

export type MessageRow = Selectable<ChatMessagesTable>
type Db = AppContext['db']

export const CONVERSATION_NOT_FOUND = 'Diese Unterhaltung gibt es nicht.'
export const NOT_A_PARTICIPANT = 'Diese Unterhaltung gehört nicht Dir.'

/** The action of an action message; a network request names its pair, a booked week its booking, so the chat can answer them. */
function messageAction(row: MessageRow, type: string): NonNullable<ChatMessage['action']> {
  const action = { type, subject: row.action_subject, rejected: row.action_rejected === 1 }
  const network = type === SCHOOL_NETWORK_ACTION ? parseNetworkActionRef(row.action_ref) : null
  if (network) return { ...action, network_request: network }
  const booking = type === INTERNSHIP_WEEK_ACTION ? parseInternshipActionRef(row.action_ref) : null
  return booking === null ? action : { ...action, internship_booking_id: booking }
}

/** A message as the reader sees it (SPEC §3 Chat message; meta from the reader's side). */
export function toChatMessage(
  row: MessageRow,
  people: Map<number, ChatParticipant>,
  readerId: number,
  attachments: ChatAttachments,
): ChatMessage {
  const deleted = row.is_deleted === 1
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender_id: row.sender_id,
    sender_name: people.get(row.sender_id)?.name ?? 'Nutzer:in',
    body: deleted ? '' : row.body,
    type: row.type,
    action: row.type === 'action' && row.action_type ? messageAction(row, row.action_type) : null,
    file_id: deleted ? null : row.file_id,
    image_id: deleted ? null : row.image_id,
    image: deleted || row.image_id === null ? null : (attachments.images.get(row.image_id) ?? null),
    file: deleted || row.file_id === null ? null : (attachments.files.get(row.file_id) ?? null),
    receiver_id: row.receiver_id,
    created_at: row.created_at,
    is_deleted: deleted,
    visible_to_sender: row.visible_to_sender === 1,
    meta: { is_sender: row.sender_id === readerId, read_at: row.read_at },
  }
}

/** 404 for an unknown conversation, 403 for one the user takes no part in. */
export async function requireParticipant(db: Db, conversationId: number, userId: number): Promise<void> {
  const rows = await db
    .selectFrom('chat_participants')
    .select('user_id')
    .where('conversation_id', '=', conversationId)
    .execute()
  if (rows.length === 0) throw notFound(CONVERSATION_NOT_FOUND)
  if (!rows.some((row) => row.user_id === userId)) throw new HttpError(403, NOT_A_PARTICIPANT)
}

/** The conversations (by id, in the given order) as the reader sees them. */
export async function loadConversations(
  context: AppContext,
  conversationIds: number[],
  readerId: number,
): Promise<ChatConversation[]> {
  if (conversationIds.length === 0) return []
  const { db } = context
  const [conversations, participants, lastMessages] = await Promise.all([
    db.selectFrom('chat_conversations').selectAll().where('id', 'in', conversationIds).execute(),
    db.selectFrom('chat_participants').selectAll().where('conversation_id', 'in', conversationIds).execute(),
    db
      .selectFrom('chat_messages')
      .selectAll()
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('chat_messages')
          .select((m) => m.fn.max('id').as('id'))
          .where('conversation_id', 'in', conversationIds)
          .groupBy('conversation_id'),
      )
      .execute(),
  ])
  const [people, attachments] = await Promise.all([
    chatPeople(context, [...participants.map((p) => p.user_id), ...lastMessages.map((m) => m.sender_id)]),
    chatAttachments(context, lastMessages),
  ])
  const byId = new Map(conversations.map((c) => [c.id, c]))
  const result: ChatConversation[] = []
  for (const id of conversationIds) {
    const conversation = byId.get(id)
    if (!conversation) continue
    const members = participants.filter((p) => p.conversation_id === id)
    const list = members.map((p) => people.get(p.user_id)).filter((p): p is ChatParticipant => Boolean(p))
    const last = lastMessages.find((m) => m.conversation_id === id)
    result.push({
      id,
      type: conversation.type,
      participants: list,
      partner: list.find((p) => p.id !== readerId) ?? null,
      last_message: last ? toChatMessage(last, people, readerId, attachments) : null,
      unread_count: members.find((p) => p.user_id === readerId)?.unread_count ?? 0,
      updated_at: conversation.updated_at,
      is_blocked: conversation.blocked_at !== null,
      blocked_by_me: conversation.blocked_at !== null && conversation.blocked_by === readerId,
    })
  }
  return result
}

export async function loadConversation(
  context: AppContext,
  conversationId: number,
  readerId: number,
): Promise<ChatConversation> {
  await requireParticipant(context.db, conversationId, readerId)
  const [conversation] = await loadConversations(context, [conversationId], readerId)
  if (!conversation) throw notFound(CONVERSATION_NOT_FOUND)
  return conversation
}

/** Ids of the reader's conversations, newest activity first. */
export function ownConversationIds(db: Db, userId: number) {
  return db
    .selectFrom('chat_participants as p')
    .innerJoin('chat_conversations as c', 'c.id', 'p.conversation_id')
    .select('c.id')
    .where('p.user_id', '=', userId)
    .orderBy('c.updated_at', 'desc')
    .orderBy('c.id', 'desc')
}
