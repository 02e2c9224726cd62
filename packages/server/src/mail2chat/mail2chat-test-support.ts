import fs from 'node:fs/promises'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import nodemailer from 'nodemailer'
import { expect } from 'vitest'
import { outboxFor } from '../accounts/account-test-support.ts'
import type { TestServer } from '../test-support/test-server.ts'

/** A real SMTP client, as the mail program of the person answering. */
export function smtpClient(server: TestServer) {
  return nodemailer.createTransport({
    host: '127.0.0.1',
    port: server.mail2chatPort as number,
    secure: false,
    ignoreTLS: true,
  })
}

/** The newest notification mail of a receiver, parsed from the raw message in the outbox. */
export async function newestMail(server: TestServer, to: string, minimum: number) {
  const entries = await outboxFor(server, to, minimum)
  expect(entries.length).toBeGreaterThanOrEqual(minimum)
  const entry = entries[0]
  if (!entry?.eml) throw new Error('no mail')
  const raw = await fs.readFile(path.join(server.dataDir, 'mail', entry.eml))
  return simpleParser(raw)
}

export function replyAddressOf(mail: Awaited<ReturnType<typeof newestMail>>): string {
  const address = mail.replyTo?.value[0]?.address
  if (!address) throw new Error('no Reply-To')
  return address
}

/** An answer as mail programs write it: new text on top, then „Am … schrieb …:“ and the quoted mail. */
export function answer(text: string, quoted: string): string {
  const quote = quoted
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')
  return `${text}\n\nAm 22.11.2026 um 20:30 schrieb oabat <no-reply@oabat.de>:\n${quote}\n`
}
