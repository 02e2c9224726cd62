import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { type Attachment, simpleParser } from 'mailparser'
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from 'smtp-server'
import type { AppContext } from '../app-context.ts'
import { announceMessage } from '../chat/chat-announce.ts'
import { type NewMessage, sendToConversation } from '../chat/chat-send.ts'
import { HttpError } from '../http/http-error.ts'
import {
  removeMailAttachments,
  type StoredAttachment,
  sentAttachments,
  storeMailAttachments,
} from './mail-attachments.ts'
import { type ReplyTarget, resolveReplyAddress } from './reply-address.ts'
import { replyText } from './reply-text.ts'

/**
 * Largest answer accepted: attachments travel base64-encoded (a third larger), and quoted mails
 * carry pictures; each attachment is still held to the chat's upload limits.
 */
const MAX_MAIL_BYTES = 25 * 1024 * 1024

export const UNKNOWN_ADDRESS = 'Diese Antwortadresse gibt es nicht (mehr). Bitte antworte im Chat auf oabat.'
export const EMPTY_ANSWER =
  'Die Antwort enthält weder Text noch Anhang. Bitte schreibe Deine Antwort über dem zitierten Text.'
const TOO_BIG = 'Die E-Mail ist zu groß.'
const FAILED = 'Die Antwort konnte gerade nicht zugestellt werden. Bitte versuche es später noch einmal.'

function smtpError(code: number, message: string): Error & { responseCode: number } {
  return Object.assign(new Error(message), { responseCode: code })
}

/** Mail systems mark automatic answers (out-of-office, bounces): those never become chat messages. */
function isAutomatic(headers: Map<string, unknown>): boolean {
  const submitted = String(headers.get('auto-submitted') ?? 'no').toLowerCase()
  const precedence = String(headers.get('precedence') ?? '').toLowerCase()
  return submitted !== 'no' || ['bulk', 'junk', 'list', 'auto_reply'].includes(precedence)
}

export interface Mail2Chat {
  port: number
  close(): Promise<void>
}

/**
 * The inbound SMTP server of mail2chat (docs/chat.md): accepts mail only for valid reply addresses
 * chat+{token}@MAIL2CHAT_DOMAIN (else 550 at RCPT TO), keeps the newly written text and sends it into
 * that conversation as that user — the same path as POST /api/chat/messages (stored as written,
 * MessageSent live, notification mail to the other side).
 */
export async function startMail2Chat(context: AppContext, port: number, host: string): Promise<Mail2Chat> {
  const now = context.now ?? Date.now
  const targets = new WeakMap<SMTPServerSession, ReplyTarget[]>()

  async function send(target: ReplyTarget, message: Omit<NewMessage, 'senderId'>): Promise<void> {
    const sent = await sendToConversation(
      context.db,
      target.conversationId,
      { senderId: target.userId, ...message },
      new Date(now()).toISOString(),
    )
    await announceMessage(context, sent)
  }

  /**
   * The text, then each attachment as its own image or file message (a chat message carries at
   * most one). Attachments are checked and stored before anything is sent, so a refused one stops
   * the whole answer; what could not be sent is removed again.
   */
  async function deliver(target: ReplyTarget, body: string, attachments: Attachment[]): Promise<void> {
    const stored = await storeMailAttachments(context, attachments, target.userId, new Date(now()).toISOString())
    const unsent: StoredAttachment[] = [...stored]
    try {
      if (body !== '') await send(target, { body, type: 'regular', fileId: null, imageId: null })
      for (const attachment of stored) {
        await send(
          target,
          attachment.kind === 'image'
            ? { body: '', type: 'image', fileId: null, imageId: attachment.row.id }
            : { body: '', type: 'file', fileId: attachment.row.id, imageId: null },
        )
        unsent.shift()
      }
    } catch (error) {
      await removeMailAttachments(context, unsent)
      throw error
    }
  }

  const smtp = new SMTPServer({
    name: 'oabat mail2chat',
    banner: 'oabat mail2chat',
    // An inbound relay for answers: no login; no TLS certificate of our own (put a TLS proxy in front).
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MAIL_BYTES,
    logger: false,
    onRcptTo(address: SMTPServerAddress, session, callback) {
      resolveReplyAddress(context.db, context.config, address.address, now())
        .then((target) => {
          if (!target) return callback(smtpError(550, UNKNOWN_ADDRESS))
          targets.set(session, [...(targets.get(session) ?? []), target])
          callback()
        })
        .catch((error: unknown) => {
          console.error('mail2chat: address lookup failed:', error)
          callback(smtpError(451, FAILED))
        })
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (stream.sizeExceeded) return callback(smtpError(552, TOO_BIG))
          if (isAutomatic(mail.headers)) return callback()
          const body = replyText(mail.text ?? '')
          const attachments = sentAttachments(mail.attachments)
          if (body === '' && attachments.length === 0) return callback(smtpError(550, EMPTY_ANSWER))
          for (const target of targets.get(session) ?? []) await deliver(target, body, attachments)
          callback()
        })
        .catch((error: unknown) => {
          // Refusals (blocked or left conversation, a refused attachment) go back as 550 in German.
          if (error instanceof HttpError && error.status < 500) return callback(smtpError(550, error.message))
          console.error('mail2chat: delivery failed:', error)
          callback(smtpError(451, FAILED))
        })
    },
  })
  smtp.on('error', (error) => console.error('mail2chat:', error))
  smtp.listen(port, host)
  await once(smtp.server, 'listening')
  return {
    port: (smtp.server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => smtp.close(() => resolve())),
  }
}
