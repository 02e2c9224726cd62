/**
 * @module outbox — what the served product mailed or texted, read from the outbox folders of the
 * test's own DATA_DIR (mail/ and sms/, one JSON per message; packages/server/src/mail/outbox.ts).
 * The API /api/intern/mails answers only the admin, so tests read the files as the operator would.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

interface OutboxMessage {
  id: string
  to: string
  subject: string | null
  text: string
}

async function messagesTo(dataDir: string, to: string): Promise<OutboxMessage[]> {
  const messages: OutboxMessage[] = []
  for (const channel of ['mail', 'sms']) {
    const dir = path.join(dataDir, channel)
    for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
      if (!name.endsWith('.json')) continue
      const message = JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as OutboxMessage
      if (message.to.toLowerCase() === to.toLowerCase()) messages.push(message)
    }
  }
  return messages.sort((a, b) => (a.id < b.id ? 1 : -1))
}

/**
 * The first match of `pattern` in the newest message to `to` (its first group, if it has one),
 * waiting up to 15 s: a busy machine may send the mail late.
 */
export async function fromOutbox(dataDir: string, to: string, pattern: RegExp): Promise<string> {
  const { match } = await newestMatching(dataDir, to, pattern)
  return match[1] ?? match[0]
}

/** The newest message to `to` once its text matches `pattern` (waiting as fromOutbox), with its subject. */
export async function messageFromOutbox(dataDir: string, to: string, pattern: RegExp): Promise<OutboxMessage> {
  return (await newestMatching(dataDir, to, pattern)).message
}

async function newestMatching(dataDir: string, to: string, pattern: RegExp) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const [newest] = await messagesTo(dataDir, to)
    const match = newest && pattern.exec(newest.text)
    if (match) return { message: newest, match }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no message to ${to} matching ${pattern} in ${dataDir}`)
}

/** The 6-digit code of the newest mail or text to `to`. */
export function codeFromOutbox(dataDir: string, to: string): Promise<string> {
  return fromOutbox(dataDir, to, /\b(\d{6})\b/)
}
