import type { OutgoingMail } from '../mail/mailer.ts'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/** Invites a person into a company's account; the link leads to /arbeitgeber/einladung, where name and password are set. */
export function invitationMail(
  to: string,
  businessName: string,
  inviter: string,
  link: string,
  firstname?: string | null,
): OutgoingMail {
  const lines = [
    // The inviting colleague may have given the first name: greet with it.
    firstname?.trim() ? `Hallo ${firstname.trim()},` : 'Hallo,',
    `${inviter} hat Dich eingeladen, das Unternehmen „${businessName}“ auf oabat mitzuverwalten.`,
    'Mit diesem Link legst Du Deinen Namen und Dein Passwort fest und bist gleich angemeldet:',
    link,
    'Der Link ist 7 Tage gültig. Wenn Du damit nichts anfangen kannst, ignoriere diese E-Mail einfach.',
  ]
  return {
    to,
    subject: `Einladung zu ${businessName} auf oabat`,
    text: lines.join('\n\n'),
    html: lines
      .map((line) =>
        line === link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(line)}</p>`,
      )
      .join('\n'),
  }
}
