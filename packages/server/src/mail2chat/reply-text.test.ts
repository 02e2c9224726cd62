import { describe, expect, it } from 'vitest'
import { REPLY_ABOVE_LINE, replyText } from './reply-text.ts'

const quotedNotification = [
  `> ${REPLY_ABOVE_LINE}`,
  '>',
  '> Hallo Lena,',
  '> Bäckerei Huber hat Dir geschrieben:',
  '> Kannst Du am Montag vorbeikommen?',
].join('\n')

describe('replyText: the new text of an e-mail answer (mail2chat)', () => {
  it('keeps what was written above the quoted notification and drops the "Am … schrieb" header', () => {
    const mail = `Ja, Montag um 10 Uhr passt mir gut!\n\nViele Grüße\nLena\n\nAm 22.11.2026 um 20:15 schrieb oabat <chat+abc@oabat.de>:\n${quotedNotification}\n`
    expect(replyText(mail)).toBe('Ja, Montag um 10 Uhr passt mir gut!\n\nViele Grüße\nLena')
  })

  it('cuts at the marker even without a quote header, and with Windows line ends', () => {
    const mail = `Danke!\r\n\r\n${REPLY_ABOVE_LINE}\r\nHallo Lena,\r\n`
    expect(replyText(mail)).toBe('Danke!')
  })

  it('removes signatures: "-- " separator and German phone signatures', () => {
    expect(replyText('Bis morgen.\n\n-- \nLena Huber\nTel. 0151 123456\n')).toBe('Bis morgen.')
    expect(replyText('Passt!\n\nVon meinem iPhone gesendet\n')).toBe('Passt!')
    expect(replyText('Okay.\nGesendet mit der Telekom Mail App\n')).toBe('Okay.')
  })

  it('removes an English quote header (On … wrote:) with its quote', () => {
    const mail = 'Sounds good.\n\nOn Sun, Nov 22, 2026 at 8:15 PM oabat <chat+abc@oabat.de> wrote:\n> Hallo\n> Test\n'
    expect(replyText(mail)).toBe('Sounds good.')
  })

  it('is empty when only the quote is there', () => {
    expect(replyText(`\n\n${quotedNotification}\n`)).toBe('')
  })

  it('keeps text as written (no HTML interpretation) and folds long runs of blank lines', () => {
    expect(replyText('<b>Hallo</b>\n\n\n\n\nZweiter Absatz')).toBe('<b>Hallo</b>\n\nZweiter Absatz')
  })

  it('cuts at the chat limit of 5,000 characters', () => {
    expect(replyText('a'.repeat(6000))).toHaveLength(5000)
  })
})
