import type { ContentPageContent } from '@oabat/core'

/**
 * The legal and info pages as shipped (issue 18 item 4): a complete structure with placeholders
 * for the operator's details ({{betreiber.…}}, operator-details.ts). The operator reviews and
 * edits them like any content page; they are no legal advice. /kontakt and /idee are an intro and
 * the contact form block as that page's form (docs/contact.md).
 */

const BETREIBER = `<p>{{betreiber.name}}<br>{{betreiber.anschrift}}</p>`
const KONTAKT = `<p>E-Mail: <a href="mailto:{{betreiber.email}}">{{betreiber.email}}</a><br>Telefon: {{betreiber.telefon}}</p>`

const rich = (html: string) => ({ type: 'rich_text' as const, html })

export const LEGAL_PAGE_CONTENT: Record<string, ContentPageContent> = {
  '/impressum': {
    title: 'Impressum',
    description: 'Anbieterkennzeichnung von oabat nach § 5 DDG: Betreiber, Kontakt, Register und Verantwortliche.',
    blocks: [
      rich(`<h2>Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)</h2>${BETREIBER}
<h2>Vertreten durch</h2><p>{{betreiber.vertretung}}</p>
<h2>Kontakt</h2>${KONTAKT}
<h2>Registereintrag</h2><p>{{betreiber.registernummer}}</p>
<h2>Umsatzsteuer-Identifikationsnummer</h2><p>Umsatzsteuer-Identifikationsnummer nach § 27 a Umsatzsteuergesetz: {{betreiber.ustid}}</p>
<h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2><p>{{betreiber.vertretung}}, Anschrift wie oben</p>
<h2>Verbraucherstreitbeilegung</h2><p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>
<h2>Haftung für Inhalte und Links</h2><p>Stellenanzeigen, Beiträge und Profile stammen von den Betrieben, Schulen und Regionen, die sie veröffentlichen. Wir prüfen sie nicht vorab, entfernen aber rechtswidrige Inhalte, sobald wir davon erfahren. Für Inhalte verlinkter fremder Seiten sind deren Betreiber verantwortlich.</p>`),
    ],
  },
  '/datenschutz': {
    title: 'Datenschutzerklärung',
    description:
      'Wie oabat Deine Daten verarbeitet: Verantwortlicher, Zwecke, Cookies, Empfänger, Speicherdauer und Deine Rechte.',
    blocks: [
      rich(`<h2>1. Verantwortlicher</h2>${BETREIBER}${KONTAKT}
<h2>2. Datenschutzbeauftragte Person</h2><p>{{betreiber.datenschutzbeauftragte}}</p>
<h2>3. Welche Daten wir verarbeiten und wozu</h2>
<ul><li><strong>Besuch der Website:</strong> Adresse Deines Geräts, Zeitpunkt, aufgerufene Seite und Browserangaben, um die Seite auszuliefern und Missbrauch abzuwehren (Art. 6 Abs. 1 lit. f DSGVO). Server-Protokolle löschen wir nach spätestens 14 Tagen.</li>
<li><strong>Dein Konto:</strong> E-Mail-Adresse, Name, Passwort (nur als Hash) und die Angaben Deines Profils, um Dir das Konto bereitzustellen (Art. 6 Abs. 1 lit. b DSGVO).</li>
<li><strong>Chat und Interesse an Stellen:</strong> Nachrichten, Dateien und Deine Angaben gehen an den Betrieb, dem Du schreibst (Art. 6 Abs. 1 lit. b DSGVO).</li>
<li><strong>Suche:</strong> Der Ort, den Du suchst, und auf Wunsch Dein Standort, um Stellen in Deiner Nähe zu zeigen. Deinen Standort speichern wir nicht.</li>
<li><strong>Statistik:</strong> Nur mit Deiner Einwilligung zählen wir, welche Seiten und Stellen angesehen werden (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG).</li></ul>
<h2>4. Cookies und lokaler Speicher</h2><p>Notwendig sind Deine Anmeldung und Deine Cookie-Auswahl. Funktionale, statistische und Marketing-Cookies setzen wir nur mit Deiner Einwilligung, die Du jederzeit über die Cookie-Einstellungen unten ändern oder widerrufen kannst.</p>`),
      { type: 'consent_button', text: 'Hier änderst Du Deine Auswahl oder widerrufst Deine Einwilligung.' },
      rich(`<h2>5. Empfänger</h2><p>Wir geben Daten nur weiter, wenn Du es veranlasst (etwa eine Nachricht an einen Betrieb), an Dienstleister, die für uns hosten und E-Mails versenden (Auftragsverarbeitung nach Art. 28 DSGVO), oder wenn wir gesetzlich dazu verpflichtet sind. Eine Übermittlung in Länder außerhalb der EU findet nicht statt.</p>
<h2>6. Speicherdauer</h2><p>Wir speichern Deine Daten, solange Dein Konto besteht. Nach der Löschung Deines Kontos löschen wir sie, soweit keine gesetzlichen Aufbewahrungspflichten bestehen.</p>
<h2>7. Deine Rechte</h2><p>Du hast das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch (Art. 21). Eine Einwilligung kannst Du jederzeit mit Wirkung für die Zukunft widerrufen. Schreib uns dazu an <a href="mailto:{{betreiber.email}}">{{betreiber.email}}</a>.</p>
<h2>8. Beschwerderecht</h2><p>Du kannst Dich bei einer Datenschutz-Aufsichtsbehörde beschweren, insbesondere in dem Bundesland, in dem Du wohnst oder in dem wir unseren Sitz haben.</p>`),
    ],
  },
  '/app-datenschutz': {
    title: 'Datenschutzerklärung der App',
    description: 'Datenschutz in der oabat-App: Mitteilungen, Standort, Kamera und Dateien.',
    blocks: [
      rich(`<h2>1. Verantwortlicher</h2>${BETREIBER}${KONTAKT}<p>Datenschutzbeauftragte Person: {{betreiber.datenschutzbeauftragte}}</p>
<h2>2. Geltung</h2><p>Die App zeigt dieselben Inhalte wie die Website. Es gilt daher unsere <a href="/datenschutz">Datenschutzerklärung</a>; hier steht, was die App zusätzlich verarbeitet.</p>
<h2>3. Mitteilungen</h2><p>Wenn Du Mitteilungen erlaubst, speichern wir eine Geräte-Kennung, um Dir neue Nachrichten und passende Stellen zu melden (Art. 6 Abs. 1 lit. a DSGVO). Du kannst Mitteilungen in den Einstellungen Deines Geräts jederzeit abschalten.</p>
<h2>4. Standort</h2><p>Nur wenn Du es erlaubst, nutzt die App Deinen Standort für die Suche in Deiner Nähe. Er wird nicht gespeichert.</p>
<h2>5. Kamera und Dateien</h2><p>Fotos und Dateien liest die App nur, wenn Du sie selbst auswählst, etwa für Dein Profil oder eine Nachricht.</p>
<h2>6. Deine Rechte</h2><p>Deine Rechte stehen in Abschnitt 7 der <a href="/datenschutz">Datenschutzerklärung</a>.</p>`),
    ],
  },
  '/agb': {
    title: 'Allgemeine Geschäftsbedingungen',
    description:
      'Die Allgemeinen Geschäftsbedingungen für Betriebe, die bei oabat Stellen und Profile veröffentlichen.',
    blocks: [
      rich(`<h2>§ 1 Geltungsbereich</h2><p>Diese Bedingungen gelten für Verträge zwischen {{betreiber.name}} (im Folgenden „wir“) und Unternehmern im Sinne des § 14 BGB (im Folgenden „Betrieb“) über die Nutzung von oabat, insbesondere das Veröffentlichen von Stellenanzeigen, Profilen und Beiträgen sowie kostenpflichtige Pakete.</p>
<h2>§ 2 Vertragsschluss</h2><p>Der Vertrag kommt mit der Registrierung des Betriebs zustande; kostenpflichtige Pakete mit der Bestellung im Shop und unserer Bestätigung.</p>
<h2>§ 3 Leistungen</h2><p>Wir stellen die Plattform bereit, auf der der Betrieb Stellen, Profile und Beiträge veröffentlicht und mit Interessierten chattet. Umfang und Laufzeit eines Pakets ergeben sich aus der Beschreibung bei der Bestellung.</p>
<h2>§ 4 Pflichten des Betriebs</h2><p>Der Betrieb veröffentlicht nur wahre, rechtmäßige Inhalte, insbesondere Stellenanzeigen im Einklang mit dem Allgemeinen Gleichbehandlungsgesetz, dem Jugendarbeitsschutz- und dem Berufsbildungsgesetz, und hält seine Zugangsdaten geheim.</p>
<h2>§ 5 Preise und Zahlung</h2><p>Es gelten die bei der Bestellung angegebenen Preise zuzüglich Umsatzsteuer. Rechnungen sind innerhalb von 14 Tagen ohne Abzug fällig.</p>
<h2>§ 6 Laufzeit und Kündigung</h2><p>Kostenlose Konten kann der Betrieb jederzeit löschen. Pakete laufen für den gebuchten Zeitraum und verlängern sich nur, wenn dies bei der Bestellung vereinbart wurde.</p>
<h2>§ 7 Haftung</h2><p>Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit. Im Übrigen haften wir nur für die Verletzung wesentlicher Vertragspflichten, begrenzt auf den vorhersehbaren, vertragstypischen Schaden.</p>
<h2>§ 8 Schlussbestimmungen</h2><p>Es gilt deutsches Recht. Gerichtsstand ist, soweit zulässig, unser Sitz ({{betreiber.anschrift}}).</p>`),
    ],
  },
  '/agb-messe': {
    title: 'Allgemeine Geschäftsbedingungen für Messen',
    description: 'Bedingungen für Betriebe, die an Livestream-Messen und Ausbildungsmessen bei oabat teilnehmen.',
    blocks: [
      rich(`<h2>§ 1 Geltungsbereich</h2><p>Diese Bedingungen ergänzen unsere <a href="/agb">Allgemeinen Geschäftsbedingungen</a> für die Teilnahme eines Betriebs an Messen und Livestream-Messen, die {{betreiber.name}} ausrichtet.</p>
<h2>§ 2 Anmeldung und Teilnahme</h2><p>Die Teilnahme kommt mit unserer Bestätigung der Anmeldung zustande. Wir teilen dem Betrieb seinen Auftritt (Zeitfenster, Bühne) rechtzeitig vor der Messe mit.</p>
<h2>§ 3 Auftritt im Livestream</h2><p>Der Betrieb sorgt dafür, dass alle Personen, die in seinem Auftritt zu sehen oder zu hören sind, damit einverstanden sind, und zeigt keine Inhalte, an denen Dritte Rechte haben, ohne deren Erlaubnis.</p>
<h2>§ 4 Chat und Moderation</h2><p>Wir moderieren den Chat der Messe und dürfen Nachrichten löschen und Teilnehmende sperren, die gegen die <a href="/nutzungsbedingungen">Nutzungsbedingungen</a> verstoßen.</p>
<h2>§ 5 Absage</h2><p>Sagt der Betrieb später als 14 Tage vor der Messe ab, bleibt ein vereinbartes Entgelt fällig. Fällt die Messe aus Gründen aus, die wir zu vertreten haben, erstatten wir es.</p>
<h2>§ 6 Aufzeichnung</h2><p>Livestreams können aufgezeichnet und bis zu zwölf Monate auf oabat gezeigt werden, wenn nichts anderes vereinbart ist.</p>`),
    ],
  },
  '/nutzungsbedingungen': {
    title: 'Nutzungsbedingungen',
    description: 'Die Regeln für alle, die oabat nutzen: Konto, Inhalte, Chat und Verhalten.',
    blocks: [
      rich(`<h2>1. Anbieter</h2><p>oabat wird betrieben von {{betreiber.name}}, {{betreiber.anschrift}}.</p>
<h2>2. Dein Konto</h2><p>Für ein Konto musst Du mindestens 14 Jahre alt sein. Deine Angaben müssen stimmen, und Deine Zugangsdaten behältst Du für Dich.</p>
<h2>3. Deine Inhalte</h2><p>Du bist für alles verantwortlich, was Du schreibst und hochlädst. Du räumst uns das Recht ein, es auf oabat zu zeigen, solange es dort veröffentlicht ist.</p>
<h2>4. Verhalten</h2><ul><li>Kein Spam, keine Werbung im Chat, keine Beleidigungen oder Drohungen.</li><li>Keine Inhalte, die gegen Gesetze oder die Rechte anderer verstoßen.</li><li>Kein automatisiertes Auslesen der Seite ohne unsere Erlaubnis.</li></ul>
<h2>5. Sperren und Löschen</h2><p>Verstößt jemand gegen diese Regeln, dürfen wir Inhalte entfernen und Konten sperren. Du kannst Dein Konto jederzeit in den Einstellungen löschen lassen.</p>
<h2>6. Verfügbarkeit</h2><p>Wir bemühen uns, oabat ohne Unterbrechung bereitzustellen, können das aber nicht zusichern.</p>
<h2>7. Änderungen</h2><p>Ändern sich diese Bedingungen, sagen wir es Dir vorher per E-Mail oder beim Anmelden.</p>`),
    ],
  },
  '/nutzungsbedingungen-fuer-bildungseinrichtungen': {
    title: 'Nutzungsbedingungen für Bildungseinrichtungen',
    description: 'Bedingungen für Schulen und Bildungseinrichtungen: Schulprofil, Schwarzes Brett und Firmennetzwerk.',
    blocks: [
      rich(`<h2>1. Geltungsbereich</h2><p>Diese Bedingungen gelten zusätzlich zu den <a href="/nutzungsbedingungen">Nutzungsbedingungen</a> für Schulen und andere Bildungseinrichtungen, die bei oabat ein Schulkonto führen. Anbieter ist {{betreiber.name}}.</p>
<h2>2. Kosten</h2><p>Das Schulkonto ist für Bildungseinrichtungen kostenlos.</p>
<h2>3. Schulprofil und Schwarzes Brett</h2><p>Die Einrichtung ist für die Inhalte ihres Profils und ihres Schwarzen Bretts verantwortlich. Beiträge mit Bildern von Schülerinnen und Schülern veröffentlicht sie nur mit der Einwilligung der Betroffenen bzw. ihrer Erziehungsberechtigten.</p>
<h2>4. Firmennetzwerk</h2><p>Betriebe im Firmennetzwerk sehen das Profil der Einrichtung. Kontaktdaten von Schülerinnen und Schülern geben wir an Betriebe nicht weiter.</p>
<h2>5. Datenschutz</h2><p>Soweit die Einrichtung personenbezogene Daten ihrer Schülerinnen und Schüler bei oabat einstellt, schließen wir auf Wunsch einen Vertrag zur Auftragsverarbeitung (Art. 28 DSGVO). Kontakt: <a href="mailto:{{betreiber.email}}">{{betreiber.email}}</a>, Datenschutzbeauftragte Person: {{betreiber.datenschutzbeauftragte}}.</p>
<h2>6. Ende der Nutzung</h2><p>Die Einrichtung kann ihr Konto jederzeit löschen lassen; ihr Profil und ihre Beiträge werden dann entfernt.</p>`),
    ],
  },
  '/kontakt': {
    title: 'Kontakt',
    description: 'Schreib dem oabat-Team: Fragen zu Ausbildung, Praktikum, Deinem Konto oder zu oabat für Betriebe.',
    blocks: [
      rich(
        '<p>Du hast eine Frage zu einer Ausbildung, einem Praktikum oder Deinem Konto? Schreib uns – wir antworten Dir per E-Mail.</p>',
      ),
      { type: 'contact_form', kind: 'kontakt', title: 'Schreib uns' },
      rich('<p>Du hast eine Idee, wie oabat besser wird? <a href="/idee">Schick uns Deine Idee</a>.</p>'),
    ],
  },
  '/idee': {
    title: 'Deine Idee für oabat',
    description: 'Was sollte oabat besser machen oder neu können? Schick uns Deine Idee.',
    blocks: [
      rich(
        '<p>Was sollte oabat besser machen oder neu können? Wir lesen jede Idee und melden uns, wenn wir Fragen haben.</p>',
      ),
      { type: 'contact_form', kind: 'idee', title: 'Schick uns Deine Idee' },
      rich('<p>Du hast eine Frage? <a href="/kontakt">Zum Kontaktformular</a>.</p>'),
    ],
  },
}
