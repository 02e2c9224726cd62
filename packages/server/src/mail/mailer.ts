import nodemailer from 'nodemailer'
import type { Config } from '../config.ts'
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

/** A failed delivery becomes a German 503 for the caller; the cause goes to the log. */
async function delivering(work: () => Promise<void>): Promise<void> {
  try {
    await work()
  } catch (error) {
    console.error('mail delivery failed:', error)
    throw new HttpError(503, MAIL_FAILED)
  }
}

/** Sends through SMTP_URL when set; otherwise renders the real MIME message and keeps it in the outbox. */
export function createMailer(config: Config, now: () => number): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL)
    return {
      transport: 'smtp',
      send: (mail) =>
        delivering(async () => {
          await transport.sendMail({ from: config.MAIL_FROM, ...mail })
        }),
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
