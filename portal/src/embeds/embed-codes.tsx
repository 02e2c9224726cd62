import { businessPagePath } from '@oabat/core'
import { Button, Card } from '@oabat/ui'
import { useId, useState } from 'react'
import { Link } from 'wouter'
import { copyOrSelect } from '../components/copy-text.ts'
import './embeds.css'

export interface Snippet {
  title: string
  text: string
  code: string
}

/** The snippets a company pastes into its own site, with this portal's absolute URLs. */
export function companySnippets(origin: string, businessSlug: string): Snippet[] {
  const base = `${origin}${businessPagePath(businessSlug)}`
  return [
    {
      title: 'Alle Eure Stellen (iframe)',
      text: 'Eure veröffentlichten Stellen, neueste zuerst – ohne Skript, für jeden Baukasten.',
      code: `<iframe src="${base}/jobs/uebersicht_embed" title="Unsere offenen Stellen" width="100%" height="640" loading="lazy" style="border: 0"></iframe>`,
    },
    {
      title: 'Eure neueste Stelle als Karte (iframe)',
      // 200 px cut the card off in columns under about 700 px; it needs about 330 px at 320 px wide.
      text: 'Zeigt immer die zuletzt veröffentlichte Stelle. Die Höhe reicht auch für eine schmale Spalte.',
      code: `<iframe src="${base}/jobs/card_embed" title="Unsere neueste Stelle" width="100%" height="340" loading="lazy" style="border: 0"></iframe>`,
    },
    {
      title: 'Alle Eure Stellen (Widget)',
      text: 'Passt sich Eurer Seite an (Farben über CSS-Variablen) und wächst mit der Liste.',
      code: `<script src="${origin}/widgets/oabat.js" async></script>\n<oabat-job-list business="${businessSlug}" type="alle"></oabat-job-list>`,
    },
  ]
}

/** „Auf Eurer Website zeigen“: copyable embed codes for the company's own jobs (PROTOCOL.md). */
export function EmbedCodes({ businessSlug, einblick = false }: { businessSlug: string; einblick?: boolean }) {
  const snippets = companySnippets(location.origin, businessSlug)
  return (
    <Card as="section" className="area-card embed-codes" aria-labelledby="embed-codes-title">
      <h2 id="embed-codes-title">Auf Eurer Website zeigen</h2>
      <p className="area-card__muted">Kopiert einen dieser Codes in das HTML Eurer Karriereseite.</p>
      {einblick && (
        <p>
          <Link href="/betrieb/einblick">
            Einblick: eigene Einbindungen in Euren Farben erstellen, mit Vorschau und Anleitung
          </Link>
        </p>
      )}
      {snippets.map((snippet) => (
        <CodeBlock key={snippet.title} snippet={snippet} />
      ))}
    </Card>
  )
}

/** One snippet with „Kopieren“ (or, without clipboard access, the code selected for Ctrl+C). */
export function CodeBlock({ snippet }: { snippet: Snippet }) {
  const id = useId()
  const [status, setStatus] = useState('')
  const copy = async () => {
    const done = await copyOrSelect(snippet.code, id)
    setStatus(done === 'copied' ? 'Kopiert.' : 'Der Code ist markiert: kopiere ihn mit Strg+C (Mac: ⌘+C).')
  }
  return (
    <figure className="embed-codes__snippet">
      <figcaption>
        <strong>{snippet.title}</strong> – {snippet.text}
      </figcaption>
      <pre>
        <code id={id}>{snippet.code}</code>
      </pre>
      <p className="embed-codes__actions">
        <Button design="secondary-flat" size="small" onClick={copy}>
          Kopieren<span className="visually-hidden"> ({snippet.title})</span>
        </Button>
        <span role="status" aria-live="polite">
          {status}
        </span>
      </p>
    </figure>
  )
}
