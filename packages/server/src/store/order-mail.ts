import { formatEuro } from '@oabat/core'
import type { InvoiceSummary } from '@oabat/core/contract'
import { compose } from '../mail/mail-texts.ts'
import type { OutgoingMail } from '../mail/mailer.ts'

/** The confirmation of an order in the store, to the billing contact (docs/store.md). */
export function orderConfirmationMail(input: {
  to: string
  contactName: string
  invoice: InvoiceSummary
  lines: string[]
  link: string
}): OutgoingMail {
  const due = new Date(input.invoice.due_at).toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin' })
  return compose(input.to, `Deine Bestellung bei oabat – Rechnung ${input.invoice.number}`, [
    `Hallo ${input.contactName},`,
    'vielen Dank für Deine Bestellung. Gebucht hast Du:',
    input.lines.join('\n'),
    `Deine Rechnung ${input.invoice.number} über ${formatEuro(input.invoice.gross)} (darin ${formatEuro(input.invoice.vat)} Umsatzsteuer) ist bis zum ${due} per Überweisung zu zahlen. Die Rechnung als PDF und als E-Rechnung (XRechnung) findest Du unter Abonnements:`,
    { link: input.link },
    'Du kannst jedes Abonnement dort zum Ende seines Vertragszeitraums kündigen.',
  ])
}
