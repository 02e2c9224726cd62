import type { Kysely } from 'kysely'
import type { AppContext } from '../app-context.ts'
import type { Database } from '../db/schema.ts'
import { createMailer, type Mailer } from '../mail/mailer.ts'
import { deliverDueChatMails } from './chat-notification-mail-delivery.ts'
import type { SentMessage } from './chat-send.ts'

/**
 * The longest a process waits between two sweeps: when another process stored a message and stopped
 * before its mail was due, a running process sends that mail at most this much later.
 */
export const CHAT_MAIL_SWEEP_MS = 5 * 60_000

interface Notifier {
  context: AppContext
  mailer: Mailer
  /** The one timer of the next sweep and when (clock milliseconds) it is due. */
  timer: NodeJS.Timeout | null
  timerDueAt: number
  sweeping: Promise<void> | null
  sweepAgain: boolean
  stopped: boolean
}

// One notifier per database (one per running app): its timer stops with the server (stopChatMails).
const notifiers = new WeakMap<Kysely<Database>, Notifier>()

function clockOf(notifier: Notifier): number {
  return (notifier.context.now ?? Date.now)()
}

function notifierOf(context: AppContext): Notifier {
  let notifier = notifiers.get(context.db)
  if (!notifier) {
    notifier = {
      context,
      mailer: createMailer(context.config, context.now ?? Date.now, context.db),
      timer: null,
      timerDueAt: 0,
      sweeping: null,
      sweepAgain: false,
      stopped: false,
    }
    notifiers.set(context.db, notifier)
  }
  return notifier
}

/** Keeps one timer, at the earliest time anything asked for. */
function wakeAt(notifier: Notifier, dueAt: number): void {
  if (notifier.stopped || (notifier.timer && notifier.timerDueAt <= dueAt)) return
  if (notifier.timer) clearTimeout(notifier.timer)
  notifier.timerDueAt = dueAt
  notifier.timer = setTimeout(
    () => {
      notifier.timer = null
      sweep(notifier)
    },
    Math.max(0, dueAt - clockOf(notifier)),
  )
  notifier.timer.unref()
}

/** One sweep at a time; a wake-up during a sweep runs another one right after it. */
function sweep(notifier: Notifier): void {
  if (notifier.stopped) return
  if (notifier.sweeping) {
    notifier.sweepAgain = true
    return
  }
  notifier.sweeping = (async () => {
    do {
      notifier.sweepAgain = false
      let nextDueAt: number | null = null
      try {
        nextDueAt = await deliverDueChatMails(notifier.context, notifier.mailer, () => notifier.stopped)
      } catch (error) {
        if (!notifier.stopped) console.error('chat notification mails failed:', error)
      }
      wakeAt(notifier, Math.min(nextDueAt ?? Number.POSITIVE_INFINITY, clockOf(notifier) + CHAT_MAIL_SWEEP_MS))
    } while (notifier.sweepAgain && !notifier.stopped)
  })().finally(() => {
    notifier.sweeping = null
  })
}

/**
 * Server start: sends the mails that fell due while no process ran (a restart, a crash) and plans
 * the rest. Nothing is kept in memory that the database does not also know (docs/chat.md).
 */
export function startChatMails(context: AppContext): void {
  sweep(notifierOf(context))
}

/** Server shutdown: no new sweep starts; a running one finishes before the database closes. */
export async function stopChatMails(db: Kysely<Database>): Promise<void> {
  const notifier = notifiers.get(db)
  if (!notifier) return
  notifier.stopped = true
  if (notifier.timer) clearTimeout(notifier.timer)
  notifier.timer = null
  await notifier.sweeping
}

/**
 * After a message is stored: a sweep CHAT_MAIL_DELAY_SECONDS later mails each receiver who has not
 * read it — one mail per unread streak (none again until they have read the conversation), only if
 * their settings allow it. The sweep finds the message in the database, so a restart in between
 * loses nothing: the next start (or any other process's sweep) sends it.
 */
export function scheduleChatMails(context: AppContext, sent: SentMessage): void {
  if (sent.row.type === 'system' || !sent.participantIds.some((id) => id !== sent.row.sender_id)) return
  const notifier = notifierOf(context)
  wakeAt(notifier, clockOf(notifier) + context.config.CHAT_MAIL_DELAY_SECONDS * 1000)
}
