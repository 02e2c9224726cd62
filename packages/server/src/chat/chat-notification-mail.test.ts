import { describe, expect, it } from 'vitest'
import { REPLY_ABOVE_LINE, replyText } from '../mail2chat/reply-text.ts'
import { chatNotificationMail } from './chat-notification-mail.ts'

const regular = { type: 'regular', body: 'Hallo <script>alert(1)</script> & tschüss', is_deleted: false, action: null }

describe('chat notification mail', () => {
  it('names the sender, quotes the text, links the chat; the HTML part escapes the message', () => {
    const mail = chatNotificationMail({
      to: 'lena@example.org',
      firstname: 'Lena',
      senderName: 'Bäckerei Huber',
      message: regular,
      link: 'https://oabat.example/chat?conversation_id=7',
      replyTo: null,
    })
    expect(mail.subject).toBe('Neue Nachricht von Bäckerei Huber')
    expect(mail.text).toContain('Hallo Lena,')
    expect(mail.text).toContain('Hallo <script>alert(1)</script> & tschüss')
    expect(mail.text).toContain('https://oabat.example/chat?conversation_id=7')
    expect(mail.text).not.toContain(REPLY_ABOVE_LINE)
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&#60;script&#62;')
    expect(mail.replyTo).toBeUndefined()
  })

  it('an action names it in the subject; with mail2chat the reply address and the marker line are there', () => {
    const mail = chatNotificationMail({
      to: 'betrieb@example.org',
      firstname: null,
      senderName: 'Lena Huber',
      message: {
        type: 'action',
        body: '',
        is_deleted: false,
        action: { type: 'jobInterest', subject: 'Bäcker (m/w/d)', rejected: false },
      },
      link: 'https://oabat.example/chat?conversation_id=8',
      replyTo: 'chat+abc@reply.oabat.example',
    })
    expect(mail.subject).toBe('Neue Anfrage: Bäcker (m/w/d) – von Lena Huber')
    expect(mail.replyTo).toBe('chat+abc@reply.oabat.example')
    expect(mail.text.split('\n')[0]).toBe(REPLY_ABOVE_LINE)
    expect(mail.text).toContain('direkt auf diese E-Mail antworten')
    // An answer that quotes the whole mail keeps only the new text.
    const quoted = mail.text
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n')
    expect(replyText(`Gern, wann passt es Dir?\n\n${quoted}`)).toBe('Gern, wann passt es Dir?')
  })
})
