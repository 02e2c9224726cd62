import type { Config } from '../config.ts'
import { HttpError } from '../http/http-error.ts'
import { outboxId, writeOutboxEntry } from './outbox.ts'

export interface TextMessageSender {
  /** gateway: POSTed to SMS_GATEWAY_URL; outbox: written to DATA_DIR/sms as JSON. */
  readonly transport: 'gateway' | 'outbox'
  send(to: string, text: string): Promise<void>
}

export const SMS_FAILED = 'Die SMS konnte gerade nicht verschickt werden. Bitte versuche es später noch einmal.'

/** Text messages for registration by phone: an HTTP gateway when configured, else the outbox. */
export function createTextMessageSender(config: Config, now: () => number): TextMessageSender {
  const gateway = config.SMS_GATEWAY_URL
  if (gateway) {
    return {
      transport: 'gateway',
      async send(to, text) {
        const response = await fetch(gateway, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ to, text }),
          signal: AbortSignal.timeout(10_000),
        }).catch((error: unknown) => {
          console.error('SMS gateway unreachable:', error)
          return null
        })
        if (!response?.ok) {
          if (response) console.error(`SMS gateway answered ${response.status}`)
          throw new HttpError(503, SMS_FAILED)
        }
      },
    }
  }
  return {
    transport: 'outbox',
    async send(to, text) {
      const at = now()
      await writeOutboxEntry(config.dataDir, {
        id: outboxId(at),
        channel: 'sms',
        to,
        subject: null,
        text,
        html: null,
        created_at: new Date(at).toISOString(),
        eml: null,
      })
    },
  }
}
