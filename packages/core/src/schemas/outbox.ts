import { z } from 'zod'

/** One message the server kept in its outbox folder instead of sending it (no SMTP_URL or SMS gateway). */
export const OutboxEntry = z.object({
  id: z.string(),
  channel: z.enum(['mail', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  created_at: z.string(),
  /** File name of the raw message (.eml) beside the JSON, for mails. */
  eml: z.string().nullable(),
})
export type OutboxEntry = z.infer<typeof OutboxEntry>

export const OutboxQuery = z.object({
  /** Only the messages to this address or phone number (case-insensitive). */
  to: z.string().trim().max(200).optional(),
})
