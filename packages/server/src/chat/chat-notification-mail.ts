import { chatPreviewText, type PreviewableMessage } from '@oabat/core'
import type { OutgoingMail } from '../mail/mailer.ts'
import { REPLY_ABOVE_LINE } from '../mail2chat/reply-text.ts'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

export interface ChatMailInput {
  to: string
  firstname: string | null
  senderName: string
  message: PreviewableMessage
  /** /chat?conversation_id=… on the public URL. */
  link: string
  /** chat+{token}@domain when mail2chat is on; then the mail asks for an answer above the marker line. */
  replyTo: string | null
}

/**
 * „{Name} hat dir geschrieben“ with the message (plain text, escaped in the HTML part), the link to the
 * chat, and — with mail2chat — the line above which an e-mail answer goes into the chat.
 */
export function chatNotificationMail(input: ChatMailInput): OutgoingMail {
  const { message } = input
  const action = message.type === 'action' ? chatPreviewText(message) : null
  const subject = action ? `${action} – von ${input.senderName}` : `Neue Nachricht von ${input.senderName}`
  const quote = message.body.trim() || chatPreviewText(message)
  const hello = input.firstname ? `Hallo ${input.firstname},` : 'Hallo,'
  const intro = action
    ? `${input.senderName} hat Dir über oabat geschrieben (${action}):`
    : `${input.senderName} hat Dir über oabat geschrieben:`
  const answer = input.replyTo
    ? 'Du kannst direkt auf diese E-Mail antworten – Deine Antwort erscheint im Chat. Oder antworte im Chat:'
    : 'Antworte im Chat:'
  const lines = [
    ...(input.replyTo ? [REPLY_ABOVE_LINE, ''] : []),
    hello,
    '',
    intro,
    '',
    quote,
    '',
    answer,
    input.link,
    '',
    'Diese E-Mails kannst Du in Deinen Einstellungen unter Benachrichtigungen abschalten.',
    '',
    'Dein oabat-Team',
  ]
  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;line-height:1.5;color:#1d1d1b">
${input.replyTo ? `<p style="color:#888;font-size:12px">${escapeHtml(REPLY_ABOVE_LINE)}</p>` : ''}
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(intro)}</p>
<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #ddd;white-space:pre-wrap">${escapeHtml(quote)}</blockquote>
<p>${escapeHtml(answer)}<br><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
<p style="color:#888;font-size:12px">Diese E-Mails kannst Du in Deinen Einstellungen unter Benachrichtigungen abschalten.</p>
<p>Dein oabat-Team</p>
</body></html>
`
  return {
    to: input.to,
    subject,
    text: lines.join('\n'),
    html,
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
  }
}
