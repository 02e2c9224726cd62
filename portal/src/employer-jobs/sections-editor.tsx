import { Button, TextAreaField, TextField } from '@oabat/ui'
import type { SectionDraft } from './job-draft.ts'

/** The server takes at most 40 blocks; the standard ones and a type-3 legacy block take up to 5. */
const MAX_SECTIONS = 30

export interface SectionsEditorProps {
  sections: SectionDraft[]
  onChange: (sections: SectionDraft[]) => void
  error?: string
}

/** v2 content blocks of the company's own: sections with a heading, a text and a list, in order. */
export function SectionsEditor({ sections, onChange, error }: SectionsEditorProps) {
  const update = (index: number, patch: Partial<SectionDraft>) =>
    onChange(sections.map((section, i) => (i === index ? { ...section, ...patch } : section)))
  const move = (index: number, by: -1 | 1) => {
    const next = [...sections]
    const [moved] = next.splice(index, 1)
    if (moved) next.splice(index + by, 0, moved)
    onChange(next)
  }
  return (
    <fieldset className="job-editor__group">
      <legend>Weitere Abschnitte</legend>
      <p className="job-editor__muted">
        Zum Beispiel „Ablauf der Ausbildung“ oder „So bewirbst Du Dich“. Sie erscheinen nach der Beschreibung.
      </p>
      {error && (
        <p className="oabat-ui-text-field__error" role="alert">
          {error}
        </p>
      )}
      {sections.map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections are an ordered list without ids
        <fieldset key={index} className="job-editor__section">
          <legend className="visually-hidden">Abschnitt {index + 1}</legend>
          <TextField
            label={`Überschrift von Abschnitt ${index + 1}`}
            value={section.title}
            maxLength={150}
            onChange={(event) => update(index, { title: event.target.value })}
          />
          <TextAreaField
            label={`Text von Abschnitt ${index + 1}`}
            rows={4}
            maxRows={16}
            value={section.text}
            onChange={(event) => update(index, { text: event.target.value })}
          />
          <TextAreaField
            label={`Aufzählung von Abschnitt ${index + 1}`}
            rows={3}
            maxRows={16}
            value={section.items}
            hint="Freiwillig; ein Punkt pro Zeile."
            onChange={(event) => update(index, { items: event.target.value })}
          />
          <div className="job-editor__section-actions">
            <Button type="button" design="flat" size="small" disabled={index === 0} onClick={() => move(index, -1)}>
              Nach oben
            </Button>
            <Button
              type="button"
              design="flat"
              size="small"
              disabled={index === sections.length - 1}
              onClick={() => move(index, 1)}
            >
              Nach unten
            </Button>
            <Button
              type="button"
              design="secondary-flat"
              size="small"
              onClick={() => onChange(sections.filter((_, i) => i !== index))}
            >
              Abschnitt entfernen
            </Button>
          </div>
        </fieldset>
      ))}
      <div>
        <Button
          type="button"
          design="primary-flat"
          disabled={sections.length >= MAX_SECTIONS}
          onClick={() => onChange([...sections, { title: '', text: '', items: '' }])}
        >
          Abschnitt hinzufügen
        </Button>
      </div>
    </fieldset>
  )
}
