import type { Kysely } from 'kysely'
import nodemailer from 'nodemailer'
import type { Config } from '../config.ts'
import type { Database } from '../db/schema.ts'
import { HttpError } from '../http/http-error.ts'
import { outboxId, writeOutboxEntry } from './outbox.ts'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
  /** Where answers go (chat notification mails: the mail2chat reply address). */
  replyTo?: string
}

export interface Mailer {
  /** smtp: sent through SMTP_URL; outbox: written to DATA_DIR/mail as .eml plus JSON. */
  readonly transport: 'smtp' | 'outbox'
  send(mail: OutgoingMail): Promise<void>
}

export const MAIL_FAILED = 'Die E-Mail konnte gerade nicht verschickt werden. Bitte versuche es später noch einmal.'

/** Longest error text kept with a failed mail. */
const ERROR_MAX = 1000

/** The cause of a failed delivery as the admin reads it (docs/admin.md „Fehlgeschlagene E-Mails“). */
export function deliveryError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.slice(0, ERROR_MAX)
}

/**
 * A failed delivery becomes a German 503 for the caller; the cause goes to the log and, given a
 * database, the whole mail into mail_failures for the admin to see and send again.
 */
async function delivering(work: () => Promise<void>, failed?: (error: unknown) => Promise<void>): Promise<void> {
  try {
    await work()
  } catch (error) {
    console.error('mail delivery failed:', error)
    // Not awaited: a mail sent inside a transaction must not wait for a second write (SQLite has one
    // connection); the row is written once the connection is free, and outlives a rollback.
    void failed?.(error).catch((logError: unknown) => console.error('failed mail not recorded:', logError))
    throw new HttpError(503, MAIL_FAILED)
  }
}

/** Keeps a mail SMTP refused, with its error (migration 0037-mail-failures). */
async function recordFailure(db: Kysely<Database>, mail: OutgoingMail, error: unknown, at: string): Promise<void> {
  await db
    .insertInto('mail_failures')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      reply_to: mail.replyTo ?? null,
      error: deliveryError(error),
      attempts: 1,
      created_at: at,
      last_attempt_at: at,
      sent_at: null,
    })
    .execute()
}

/**
 * Sends through SMTP_URL when set; otherwise renders the real MIME message and keeps it in the outbox.
 * With `db`, a mail SMTP refuses is kept in mail_failures.
 */
export function createMailer(config: Config, now: () => number, db?: Kysely<Database>): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL)
    return {
      transport: 'smtp',
      send: (mail) =>
        delivering(
          async () => {
            await transport.sendMail({ from: config.MAIL_FROM, ...mail })
          },
          db && ((error) => recordFailure(db, mail, error, new Date(now()).toISOString())),
        ),
    }
  }
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    transport: 'outbox',
    send: (mail) =>
      delivering(async () => {
        const info = await render.sendMail({ from: config.MAIL_FROM, ...mail })
        const at = now()
        const id = outboxId(at)
        await writeOutboxEntry(
          config.dataDir,
          {
            id,
            channel: 'mail',
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            created_at: new Date(at).toISOString(),
            eml: `${id}.eml`,
          },
          info.message as Buffer,
        )
      }),
  }
}
