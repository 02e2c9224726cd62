import type { OutgoingMail } from '../mail/mailer.ts'
import { ORGANISATION_TEXTS, type Organisation } from './organisation-users.ts'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/** Invites a person into a company's or school's account; the link leads to /arbeitgeber/einladung, where name and password are set. */
export function invitationMail(
  to: string,
  organisation: Pick<Organisation, 'kind' | 'name'>,
  inviter: string,
  link: string,
  firstname?: string | null,
): OutgoingMail {
  const lines = [
    // The inviting colleague may have given the first name: greet with it.
    firstname?.trim() ? `Hallo ${firstname.trim()},` : 'Hallo,',
    `${inviter} hat Dich eingeladen, ${ORGANISATION_TEXTS[organisation.kind].mailObject(organisation.name)} auf oabat mitzuverwalten.`,
    'Mit diesem Link legst Du Deinen Namen und Dein Passwort fest und bist gleich angemeldet:',
    link,
    'Der Link ist 7 Tage gültig. Wenn Du damit nichts anfangen kannst, ignoriere diese E-Mail einfach.',
  ]
  return {
    to,
    subject: `Einladung zu ${organisation.name} auf oabat`,
    text: lines.join('\n\n'),
    html: lines
      .map((line) =>
        line === link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(line)}</p>`,
      )
      .join('\n'),
  }
}
