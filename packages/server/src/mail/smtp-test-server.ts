/** A real SMTP server for the mail tests (smtp-server). */
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface Received {
  from: string
  to: string[]
  raw: string
}

/**
 * A real SMTP server on an ephemeral port that keeps every message it receives; while `refusing` is
 * set it answers every message with a 550 instead.
 */
export async function startSmtpServer(): Promise<{
  port: number
  received: Received[]
  refusing: { value: boolean }
  close(): Promise<void>
}> {
  const received: Received[] = []
  const refusing = { value: false }
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (refusing.value) {
          callback(Object.assign(new Error('Mailbox nicht verfügbar'), { responseCode: 550 }))
          return
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  smtp.listen(0, '127.0.0.1')
  await once(smtp.server, 'listening')
  return {
    port: (smtp.server.address() as AddressInfo).port,
    received,
    refusing,
    close: () => new Promise((resolve) => smtp.close(() => resolve())),
  }
}
