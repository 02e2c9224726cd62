import { Card } from '@oabat/ui'

interface Guide {
  name: string
  steps: string[]
}

/** Step by step, in plain German, for the common site builders (issue #15 item 1). */
const GUIDES: Guide[] = [
  {
    name: 'WordPress',
    steps: [
      'Öffne in WordPress die Seite, auf der Deine Stellen erscheinen sollen, und klicke auf „Bearbeiten“.',
      'Klicke an der gewünschten Stelle auf das Plus-Zeichen „Block hinzufügen“ und wähle den Block „Individuelles HTML“.',
      'Füge den kopierten Code „Mit Skript“ in den Block ein.',
      'Prüfe das Ergebnis mit „Vorschau“ und klicke dann auf „Aktualisieren“ (oder „Veröffentlichen“).',
      'Erscheint nichts, entfernt Dein Tarif oder ein Sicherheits-Plugin Skripte: Nimm dann den iframe-Code.',
    ],
  },
  {
    name: 'Wix',
    steps: [
      'Öffne die Seite im Wix-Editor und klicke links auf „Elemente hinzufügen“ (Plus-Zeichen).',
      'Wähle „Einbetten & Social“ und dann „Code einbetten“ bzw. „HTML iFrame“.',
      'Klicke auf „Code eingeben“, wähle „Code“ und füge den kopierten Code „Mit Skript“ ein. Klicke auf „Aktualisieren“.',
      'Ziehe das Element auf die gewünschte Größe: Wix zeigt es in einem Rahmen mit fester Höhe. Für eine Stellenliste passen etwa 700 Pixel.',
      'Klicke oben rechts auf „Veröffentlichen“.',
    ],
  },
  {
    name: 'Jimdo',
    steps: [
      'Öffne Deine Jimdo-Seite im Bearbeitungsmodus und fahre mit der Maus an die Stelle, an der die Stellen erscheinen sollen.',
      'Klicke auf „Element hinzufügen“ und wähle „Widget/HTML“ (unter „Weitere Elemente“).',
      'Füge den kopierten Code „Mit Skript“ ein und klicke auf „Speichern“.',
      'Bietet Dein Jimdo-Baukasten kein HTML-Element an, nimm den iframe-Code in einem Element, das fremde Seiten einbetten darf.',
    ],
  },
  {
    name: 'Eigene HTML-Seite',
    steps: [
      'Öffne die HTML-Datei Deiner Seite in einem Texteditor.',
      'Füge den Code „Mit Skript“ im <body> genau dort ein, wo die Stellen erscheinen sollen.',
      'Zeigst Du mehrere Einbindungen auf derselben Seite, genügt die Zeile <script …> einmal; jedes weitere Element kommt ohne sie aus.',
      'Speichere die Datei und lade sie wie gewohnt auf Deinen Webserver hoch. Ein Neuladen im Browser zeigt das Ergebnis.',
      'Hat Deine Seite eine Content-Security-Policy, erlaube dort die Adresse von oabat für Skripte, Verbindungen und Bilder.',
    ],
  },
]

export function SiteBuilderHelp() {
  return (
    <Card as="section" className="area-card einblick-help" aria-labelledby="einblick-help-title">
      <h2 id="einblick-help-title">So fügst Du den Code ein</h2>
      <p className="area-card__muted">
        Der Code funktioniert auf jeder Webseite. Wähle Deinen Baukasten, um die Schritte zu sehen.
      </p>
      {GUIDES.map((guide) => (
        <details key={guide.name} className="einblick-help__guide">
          <summary>{guide.name}</summary>
          <ol>
            {guide.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </details>
      ))}
    </Card>
  )
}
