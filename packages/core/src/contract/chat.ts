import { z } from 'zod'
import { ID_TOO_LARGE, RECORD_ID_MAX } from '../schemas/account-fields.ts'
import { ChatConversation, ChatMessage, ChatParticipant } from '../schemas/chat.ts'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { chatRoutePaths as paths } from './chat-route-paths.ts'
import { defineRoute } from './define-route.ts'
import { queryInteger } from './query-fields.ts'

/** Longest message body (characters). */
export const CHAT_BODY_MAX = 5000

const TAG = 'Chat'
const id = (label: string) =>
  z.coerce
    .number({ error: `${label} muss eine Zahl sein.` })
    .int(`${label} muss eine Zahl sein.`)
    .positive()
    .max(RECORD_ID_MAX, ID_TOO_LARGE)
const conversationParams = z.object({ conversationId: id('Die Unterhaltung') })
const optionalId = (label: string) => id(label).nullable().optional()

const PagedConversations = z.object({
  data: z.array(ChatConversation),
  links: z.object({
    first: z.string(),
    last: z.string(),
    prev: z.string().nullable(),
    next: z.string().nullable(),
  }),
  meta: z.object({
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  }),
})

export const chatSearchConversations = defineRoute(paths.chatSearchConversations, {
  summary: 'Eigene Unterhaltungen nach Name oder Nachrichtentext suchen; leere Suche → leere Liste',
  tag: TAG,
  access: 'user',
  query: z.object({ query: z.string().max(100, 'Die Suche darf höchstens 100 Zeichen lang sein.').default('') }),
  response: z.object({ data: z.array(ChatConversation) }),
})

export const chatConversations = defineRoute(paths.chatConversations, {
  summary: 'Eigene Unterhaltungen, neueste zuerst (20 pro Seite, mit links)',
  tag: TAG,
  access: 'user',
  query: z.object({ page: queryInteger('Die Seite', 1, 10_000).default(1) }),
  response: PagedConversations,
})

export const chatConversation = defineRoute(paths.chatConversation, {
  summary: 'Eine Unterhaltung (nur für Teilnehmende)',
  tag: TAG,
  access: 'user',
  params: conversationParams,
  response: dataEnvelope(ChatConversation),
})

export const chatMessages = defineRoute(paths.chatMessages, {
  summary: 'Nachrichten einer Unterhaltung; Seite 1 = die neuesten 30, innerhalb der Seite alt → neu',
  tag: TAG,
  access: 'user',
  params: conversationParams,
  query: z.object({ page: queryInteger('Die Seite', 1, 100_000).default(1) }),
  response: z.object({
    data: z.array(ChatMessage),
    meta: z.object({
      current_page: z.number().int(),
      last_page: z.number().int(),
      per_page: z.number().int(),
      total: z.number().int(),
    }),
  }),
})

export const chatSetRead = defineRoute(paths.chatSetRead, {
  summary: 'Unterhaltung als gelesen markieren (ungelesen → 0)',
  tag: TAG,
  access: 'user',
  params: conversationParams,
  response: dataEnvelope(ChatConversation),
})

export const chatTyping = defineRoute(paths.chatTyping, {
  summary: 'Tippt gerade: sendet UserTyping an die anderen Teilnehmenden (docs/chat.md)',
  tag: TAG,
  access: 'user',
  params: conversationParams,
  status: 204,
  response: z.null(),
})

export const chatSendMessage = defineRoute(paths.chatSendMessage, {
  summary:
    'Nachricht senden: in conversation_id, oder an receiver_id (die eine Unterhaltung zu zweit wird angelegt oder wiederverwendet)',
  tag: TAG,
  access: 'user',
  body: z
    .object({
      body: z
        .string({ error: 'Die Nachricht muss ein Text sein.' })
        .max(CHAT_BODY_MAX, `Die Nachricht darf höchstens ${CHAT_BODY_MAX} Zeichen lang sein.`)
        .default(''),
      file_id: optionalId('Die Datei'),
      image_id: optionalId('Das Bild'),
      conversation_id: optionalId('Die Unterhaltung'),
      receiver_id: optionalId('Der Empfänger'),
    })
    .refine((m) => m.body.trim() !== '' || m.file_id || m.image_id, {
      message: 'Bitte schreibe eine Nachricht.',
      path: ['body'],
    })
    .refine((m) => m.conversation_id || m.receiver_id, {
      message: 'Bitte wähle eine Unterhaltung.',
      path: ['conversation_id'],
    }),
  response: dataEnvelope(ChatMessage),
  status: 201,
})

export const chatDeleteMessage = defineRoute(paths.chatDeleteMessage, {
  summary: 'Eigene Nachricht löschen (is_deleted true)',
  tag: TAG,
  access: 'user',
  params: z.object({ messageId: id('Die Nachricht') }),
  response: dataEnvelope(ChatMessage),
})

export const chatBroadcast = defineRoute(paths.chatBroadcast, {
  summary: 'Systemnachricht an viele Konten (nur Admin), je in die Unterhaltung zu zweit',
  tag: TAG,
  access: 'admin',
  body: z.object({
    body: z
      .string({ error: 'Die Nachricht muss ein Text sein.' })
      .trim()
      .min(1, 'Bitte schreibe eine Nachricht.')
      .max(CHAT_BODY_MAX, `Die Nachricht darf höchstens ${CHAT_BODY_MAX} Zeichen lang sein.`),
    receiver_ids: z
      .array(id('Der Empfänger'), { error: 'Bitte wähle Empfänger.' })
      .min(1, 'Bitte wähle Empfänger.')
      .max(1000, 'Höchstens 1000 Empfänger auf einmal.'),
  }),
  response: z.object({ sent: z.number().int(), conversation_ids: z.array(z.number().int()) }),
  status: 201,
})

export const chatRealtime = defineRoute(paths.chatRealtime, {
  summary: 'Pusher-Schlüssel für die Live-Verbindung des Chats (docs/realtime.md)',
  tag: TAG,
  access: 'public',
  response: z.object({ key: z.string(), auth_endpoint: z.string() }),
})

export const chatBusinessContact = defineRoute(paths.chatBusinessContact, {
  summary: 'Wem man schreibt, um mit einem Betrieb zu chatten (sein erstes Konto), und die bestehende Unterhaltung',
  tag: TAG,
  access: 'user',
  params: z.object({ slug: z.string().min(1).max(200) }),
  response: z.object({ data: ChatParticipant, conversation_id: z.number().int().nullable() }),
})

export const chatBlock = defineRoute(paths.chatBlock, {
  summary: 'Unterhaltung blockieren: niemand kann mehr hineinschreiben, bis die Blockierung aufgehoben wird',
  tag: TAG,
  access: 'user',
  params: conversationParams,
  response: dataEnvelope(ChatConversation),
})

export const chatUnblock = defineRoute(paths.chatUnblock, {
  summary: 'Blockierung aufheben (nur wer blockiert hat)',
  tag: TAG,
  access: 'user',
  params: conversationParams,
  response: dataEnvelope(ChatConversation),
})
