import type { FailedMail } from '@oabat/core/contract'
import type { Kysely, Selectable } from 'kysely'
import nodemailer from 'nodemailer'
import type { Config } from '../config.ts'
import type { Database, MailFailuresTable } from '../db/schema.ts'
import { HttpError, notFound } from '../http/http-error.ts'
import { createMailer, deliveryError, MAIL_FAILED } from './mailer.ts'

/** Failed mails per page on /admin/uebersicht. */
export const FAILED_MAILS_PER_PAGE = 20
const NOT_FOUND = 'Diese E-Mail gibt es nicht.'
const ALREADY_SENT = 'Diese E-Mail ist schon verschickt.'

function toFailedMail(row: Selectable<MailFailuresTable>): FailedMail {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    error: row.error,
    attempts: row.attempts,
    created_at: row.created_at,
    last_attempt_at: row.last_attempt_at,
    sent_at: row.sent_at,
  }
}

/** The failed mails, newest first, paged in the database. */
export async function listFailedMails(db: Kysely<Database>, page: number) {
  const { total } = await db
    .selectFrom('mail_failures')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow()
  const count = Number(total)
  const rows = await db
    .selectFrom('mail_failures')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(FAILED_MAILS_PER_PAGE)
    .offset((page - 1) * FAILED_MAILS_PER_PAGE)
    .execute()
  return {
    data: rows.map(toFailedMail),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(count / FAILED_MAILS_PER_PAGE)), total: count },
  }
}

/**
 * Sends a failed mail once more: through SMTP_URL (the error is kept, and the answer is the 503 of
 * any failed mail), or into the outbox when the instance has no SMTP_URL (any more).
 */
export async function retryFailedMail(
  db: Kysely<Database>,
  config: Config,
  now: () => number,
  id: number,
): Promise<FailedMail> {
  const row = await db.selectFrom('mail_failures').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound(NOT_FOUND)
  if (row.sent_at) throw new HttpError(409, ALREADY_SENT)
  const mail = {
    to: row.to_address,
    subject: row.subject,
    text: row.text,
    html: row.html,
    ...(row.reply_to ? { replyTo: row.reply_to } : {}),
  }
  const at = () => new Date(now()).toISOString()
  try {
    if (config.SMTP_URL) await nodemailer.createTransport(config.SMTP_URL).sendMail({ from: config.MAIL_FROM, ...mail })
    else await createMailer(config, now).send(mail)
  } catch (error) {
    await db
      .updateTable('mail_failures')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), error: deliveryError(error), last_attempt_at: at() }))
      .where('id', '=', id)
      .execute()
    throw new HttpError(503, MAIL_FAILED)
  }
  const sentAt = at()
  await db
    .updateTable('mail_failures')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_attempt_at: sentAt, sent_at: sentAt }))
    .where('id', '=', id)
    .execute()
  return toFailedMail({ ...row, attempts: row.attempts + 1, last_attempt_at: sentAt, sent_at: sentAt })
}
