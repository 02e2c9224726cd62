import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { OutboxEntry } from '@oabat/core'

/** One message written to the outbox folder instead of being sent (the schema is core's). */
export type { OutboxEntry }

/** The outbox folders under DATA_DIR: mail/ for e-mails, sms/ for text messages. */
export function outboxDir(dataDir: string, channel: OutboxEntry['channel']): string {
  return path.join(dataDir, channel)
}

let sequence = 0

/** An id that sorts by time, and by sending order within one millisecond: timestamp, counter, random tail. */
export function outboxId(now: number): string {
  sequence = (sequence + 1) % 1_000_000
  const stamp = new Date(now).toISOString().replace(/[-:.]/g, '')
  return `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}`
}

/** Writes the JSON record (and the raw .eml for mails) of one message. */
export async function writeOutboxEntry(dataDir: string, entry: OutboxEntry, raw?: Buffer): Promise<void> {
  const dir = outboxDir(dataDir, entry.channel)
  await fs.mkdir(dir, { recursive: true })
  if (raw && entry.eml) await fs.writeFile(path.join(dir, entry.eml), raw)
  // The JSON goes last and appears by a rename: whoever lists the folder sees a message only once it is complete.
  const draft = path.join(dir, `${entry.id}.json.draft`)
  await fs.writeFile(draft, JSON.stringify(entry, null, 2))
  await fs.rename(draft, path.join(dir, `${entry.id}.json`))
}

/** Every message in the outbox, newest first. */
export async function listOutbox(dataDir: string): Promise<OutboxEntry[]> {
  const entries: OutboxEntry[] = []
  for (const channel of ['mail', 'sms'] as const) {
    const dir = outboxDir(dataDir, channel)
    const names = await fs.readdir(dir).catch(() => [] as string[])
    for (const name of names.filter((n) => n.endsWith('.json'))) {
      entries.push(JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as OutboxEntry)
    }
  }
  return entries.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
}
