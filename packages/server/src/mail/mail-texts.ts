import type { OutgoingMail } from './mailer.ts'

const SIGNATURE = 'Dein oabat-Team'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/** Plain text and a simple HTML form of the same paragraphs; a link or code gets its own line. */
export function compose(
  to: string,
  subject: string,
  paragraphs: Array<string | { link: string } | { code: string }>,
): OutgoingMail {
  const text = paragraphs
    .map((p) => (typeof p === 'string' ? p : 'link' in p ? p.link : p.code))
    .concat(SIGNATURE)
    .join('\n\n')
  const body = paragraphs
    .map((p) => {
      if (typeof p === 'string') return `<p>${escapeHtml(p)}</p>`
      if ('link' in p) return `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a></p>`
      return `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(p.code)}</p>`
    })
    .join('\n')
  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;line-height:1.5;color:#1d1d1b">
${body}
<p>${escapeHtml(SIGNATURE)}</p>
</body></html>
`
  return { to, subject, text, html }
}

function greeting(firstname: string | null): string {
  return firstname ? `Hallo ${firstname},` : 'Hallo,'
}

/** The activation link of POST /api/register and the business, school and region registrations. */
export function activationMail(to: string, firstname: string | null, link: string): OutgoingMail {
  return compose(to, 'Bitte bestätige Deine E-Mail-Adresse', [
    greeting(firstname),
    'willkommen bei oabat! Bitte bestätige Deine E-Mail-Adresse mit diesem Link:',
    { link },
    'Der Link ist 7 Tage gültig. Wenn Du Dich nicht bei oabat registriert hast, kannst Du diese E-Mail ignorieren.',
  ])
}

/** A one-time code for the registration or for confirming the account's e-mail address. */
export function codeMail(to: string, code: string): OutgoingMail {
  return compose(to, `Dein Bestätigungscode für oabat: ${code}`, [
    'Hallo,',
    'hier ist Dein Bestätigungscode:',
    { code },
    'Der Code ist 10 Minuten gültig. Gib ihn nicht weiter – niemand von oabat wird Dich danach fragen.',
  ])
}

/** The link to set a new password (page /passwort-zuruecksetzen). */
export function passwordResetMail(to: string, firstname: string | null, link: string): OutgoingMail {
  return compose(to, 'Passwort zurücksetzen', [
    greeting(firstname),
    'Du hast ein neues Passwort für oabat angefordert. Mit diesem Link kannst Du es festlegen:',
    { link },
    'Der Link ist 60 Minuten gültig. Wenn Du kein neues Passwort angefordert hast, kannst Du diese E-Mail ignorieren – Dein Passwort bleibt dann, wie es ist.',
  ])
}

/** The code that confirms a new e-mail address, sent to that new address. */
export function emailChangeMail(to: string, code: string): OutgoingMail {
  return compose(to, `Bestätige Deine neue E-Mail-Adresse: ${code}`, [
    'Hallo,',
    'Du möchtest Deine E-Mail-Adresse bei oabat ändern. Bestätige die neue Adresse mit diesem Code:',
    { code },
    'Der Code ist 10 Minuten gültig. Wenn Du das nicht warst, kannst Du diese E-Mail ignorieren.',
  ])
}

/** The code of a registration by phone, as a text message. */
export function codeTextMessage(code: string): string {
  return `Dein oabat-Code: ${code}. Er ist 10 Minuten gültig. Gib ihn nicht weiter.`
}

/** What the contact and idea forms send to the platform's inbox; an answer goes straight to the writer. */
export interface ContactMailInput {
  inbox: string
  context: 'kontakt' | 'idee' | 'seite'
  email: string
  name: string | null
  phone: string | null
  message: string
  /** The content page whose contact form block sent it (context `seite`). */
  page?: string | null
}

const CONTACT_SUBJECTS = {
  kontakt: 'Kontaktformular',
  idee: 'Neue Idee',
  seite: 'Kontaktformular einer Seite',
} as const

/** A message from the contact page (/kontakt), the idea page (/idee) or a page's contact form, for the team. */
export function contactMail(input: ContactMailInput): OutgoingMail {
  const from = input.name ? `${input.name} <${input.email}>` : input.email
  const mail = compose(input.inbox, `${CONTACT_SUBJECTS[input.context]}: ${input.name ?? input.email}`, [
    `Von: ${from}`,
    ...(input.page ? [`Seite: ${input.page}`] : []),
    ...(input.phone ? [`Telefon: ${input.phone}`] : []),
    input.message,
  ])
  return { ...mail, replyTo: input.email }
}

/** POST /api/util/app_link: the portal's address, to open on the phone or another device. */
export function appLinkMail(to: string, link: string): OutgoingMail {
  return compose(to, 'Dein Link zu oabat', [
    'Hallo,',
    'hier ist Dein Link zu oabat. Öffne ihn auf Deinem Handy, um Ausbildungsplätze und Praktika in Deiner Nähe zu finden:',
    { link },
    'Wenn Du diesen Link nicht angefordert hast, kannst Du diese E-Mail ignorieren.',
  ])
}
