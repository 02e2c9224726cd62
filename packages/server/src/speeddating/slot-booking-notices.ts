import type { SignupSlot } from '@oabat/core/contract'
import type { Transaction } from 'kysely'
import { isBlocked } from '../chat/chat-block.ts'
import { insertToUser, pairKey, type SentMessage } from '../chat/chat-send.ts'
import type { Database } from '../db/schema.ts'
import type { OutgoingMail } from '../mail/mailer.ts'

const WHEN = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** „Donnerstag, 12. März 2027 um 10:00 Uhr“ (German wall clock; the fairs are in Germany). */
export function slotTime(startsAt: string): string {
  return `${WHEN.format(new Date(startsAt))} Uhr`
}

function slotLine(slot: SignupSlot): string {
  const where = slot.place ? `, ${slot.place}` : ''
  return `${slotTime(slot.starts_at)} (${slot.duration_minutes} Minuten${where})`
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

function mail(to: string, subject: string, lines: string[]): OutgoingMail {
  return {
    to,
    subject,
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  }
}

/** The pupil's confirmation and the company's notice of a booked slot (docs/speeddating.md). */
export function slotBookedMails(booking: {
  pupil: { email: string; firstname: string | null; lastname: string | null }
  companyEmails: string[]
  slot: SignupSlot
  region: { name: string }
}): OutgoingMail[] {
  const { pupil, slot, region } = booking
  const pupilName = [pupil.firstname, pupil.lastname].filter(Boolean).join(' ') || pupil.email
  const confirmation = mail(pupil.email, `Dein Termin bei ${slot.business.name}`, [
    pupil.firstname ? `Hallo ${pupil.firstname},` : 'Hallo,',
    `Du hast Dich bei der Anmeldung der Region ${region.name} für einen Termin bei ${slot.business.name} eingetragen:`,
    slotLine(slot),
    'Der Betrieb weiß Bescheid. Fragen kannst Du ihm im Chat auf oabat stellen. Viel Erfolg!',
  ])
  const notices = booking.companyEmails.map((to) =>
    mail(to, `Neue Anmeldung: ${pupilName}`, [
      'Hallo,',
      `${pupilName} hat sich bei der Anmeldung der Region ${region.name} für einen Termin bei Euch eingetragen:`,
      slotLine(slot),
      'Im Chat auf oabat könnt Ihr mit ihr oder ihm Kontakt aufnehmen.',
    ]),
  )
  return [confirmation, ...notices]
}

/** The company's notice that a pupil cancelled the booked slot (docs/speeddating.md). */
export function slotCancelledMails(cancellation: {
  pupil: { email: string; firstname: string | null; lastname: string | null }
  companyEmails: string[]
  slot: SignupSlot
}): OutgoingMail[] {
  const { pupil, slot } = cancellation
  const pupilName = [pupil.firstname, pupil.lastname].filter(Boolean).join(' ') || pupil.email
  return cancellation.companyEmails.map((to) =>
    mail(to, `Termin abgesagt: ${pupilName}`, [
      'Hallo,',
      `${pupilName} hat den Termin bei Euch abgesagt:`,
      slotLine(slot),
      'Der Termin ist wieder frei und kann neu gebucht werden.',
    ]),
  )
}

/**
 * Inside the booking's transaction: the pupil's message into the conversation with the company's
 * contact, so both find the appointment in their chat. Null when the company has no account or the
 * conversation is blocked (the booking and the mails still stand).
 */
export async function insertBookingMessage(
  trx: Transaction<Database>,
  booking: { pupilId: number; contactId: number | null; slot: SignupSlot; at: string },
): Promise<SentMessage | null> {
  const { pupilId, contactId, slot, at } = booking
  if (contactId === null || contactId === pupilId) return null
  const existing = await trx
    .selectFrom('chat_conversations')
    .select('id')
    .where('pair_key', '=', pairKey(pupilId, contactId))
    .executeTakeFirst()
  if (existing && (await isBlocked(trx, existing.id))) return null
  const body = `Ich habe mich für einen Termin bei Euch angemeldet: ${slotLine(slot)}.`
  return insertToUser(trx, contactId, { senderId: pupilId, body, type: 'regular', fileId: null, imageId: null }, at)
}
