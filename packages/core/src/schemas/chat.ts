import { z } from 'zod'
import { Image } from './media.ts'

/** SPEC §4 Chat message types. */
export const ChatMessageType = z.enum(['regular', 'image', 'file', 'action', 'system', 'form'])
export type ChatMessageType = z.infer<typeof ChatMessageType>

/** A file attached to a chat message: what the receiver needs to show and download it (GET /api/file/{id}). */
export const ChatFile = z.object({
  id: z.number().int(),
  original_filename: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
})
export type ChatFile = z.infer<typeof ChatFile>

/** SPEC §3 Chat message; meta is seen from the reader (is_sender, read_at of the other side). */
export const ChatMessage = z
  .object({
    id: z.number().int(),
    conversation_id: z.number().int(),
    sender_id: z.number().int(),
    sender_name: z.string(),
    /** Plain text as written (never HTML); empty for a deleted message. */
    body: z.string(),
    type: ChatMessageType,
    /**
     * For type action (SPEC §4 Chat action message types): which action (e.g. jobInterest), the name it
     * mentions (a job, an article) and whether it refused something (jobReviewed).
     */
    action: z
      .object({
        type: z.string(),
        subject: z.string().nullable(),
        rejected: z.boolean(),
        /** For a network request (schoolBusinessSiteNetworkRequest): the pair it asks about, to answer it. */
        network_request: z.object({ school_id: z.number().int(), business_site_id: z.number().int() }).optional(),
        /** For a booked internship week (internshipWeekCreated): the booking, to confirm or decline it. */
        internship_booking_id: z.number().int().optional(),
      })
      .nullable(),
    file_id: z.number().int().nullable(),
    image_id: z.number().int().nullable(),
    /** The attached image (its variant URLs) while the message is not deleted; null otherwise. */
    image: Image.nullable(),
    /** The attached file's name, type and size while the message is not deleted; null otherwise. */
    file: ChatFile.nullable(),
    receiver_id: z.number().int().nullable(),
    created_at: z.string(),
    is_deleted: z.boolean(),
    visible_to_sender: z.boolean(),
    meta: z.object({ is_sender: z.boolean(), read_at: z.string().nullable() }),
    /** Only in realtime events: the body was cut to fit the 10 KB event limit; load the message page. */
    truncated: z.boolean().optional(),
  })
  .meta({ id: 'ChatMessage' })
export type ChatMessage = z.infer<typeof ChatMessage>

/** Who takes part in a conversation, as the other side sees them. */
export const ChatParticipant = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['trainee', 'business', 'school', 'region', 'admin']),
  /** The business's slug for a business account (links to its page). */
  business_slug: z.string().nullable(),
})
export type ChatParticipant = z.infer<typeof ChatParticipant>

export const ChatConversation = z
  .object({
    id: z.number().int(),
    type: z.enum(['single']),
    participants: z.array(ChatParticipant),
    /** The other participant (the first one who is not the reader). */
    partner: ChatParticipant.nullable(),
    last_message: ChatMessage.nullable(),
    /** Unread messages of the reader. */
    unread_count: z.number().int(),
    updated_at: z.string(),
    /** SPEC §3 Conversation is_blocked: nobody can send into it while blocked. */
    is_blocked: z.boolean(),
    /** The reader blocked it, so the reader (only) may lift the block. */
    blocked_by_me: z.boolean(),
  })
  .meta({ id: 'ChatConversation' })
export type ChatConversation = z.infer<typeof ChatConversation>

/** Payload of the realtime event UserTyping on private-chatmessage.{receiverId}. */
export const ChatTyping = z.object({ conversation_id: z.number().int(), user_id: z.number().int(), name: z.string() })
export type ChatTyping = z.infer<typeof ChatTyping>
